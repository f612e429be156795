package dev.serval.internal.serializers.collections;

import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;

/**
 * A class with a single instance ({@code Collections.emptyList()}, {@code
 * Comparator.naturalOrder()}...), read back as that same instance. Wire layout: one byte, 0.
 *
 * <p>The byte is there so that every value costs at least one byte: element counts are checked
 * against the bytes left on the assumption that no element is empty, and a list of a million
 * empty lists must still read.
 */
final class SingletonSerializer extends ImmutableValue<Object> {
  private final Object instance;

  SingletonSerializer(Object instance) {
    this.instance = instance;
  }

  @Override
  public void write(WriteContext context, Object value) {
    context.buffer().writeByte(0);
  }

  @Override
  public Object read(ReadContext context) {
    int marker = context.buffer().readUByte();
    if (marker != 0) {
      throw context.buffer().error("invalid marker " + marker + " for " + instance.getClass()
          .getName());
    }
    return instance;
  }
}
