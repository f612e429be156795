package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.util.Collections;
import java.util.Comparator;

/**
 * {@code Collections.reverseOrder(cmp)} for a comparator other than the JDK's natural and reverse
 * singletons. Wire layout: the reversed comparator as a polymorphic slot. Its public
 * {@code reversed()} returns exactly that comparator, and the reader calls
 * {@code Collections.reverseOrder} on what it reads.
 */
final class ReverseComparatorSerializer extends ImmutableValue<Comparator<?>> {
  static final Class<?> TYPE = Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER).getClass();

  @Override
  public void write(WriteContext context, Comparator<?> value) {
    context.writeObject(value.reversed());
  }

  @Override
  public Comparator<?> read(ReadContext context) {
    int start = context.buffer().position();
    Comparator<?> reversed = context.readObject(Comparator.class);
    if (reversed == null) {
      throw new SerialException("a reversed comparator around null", start);
    }
    Comparator<?> result = Collections.reverseOrder(reversed);
    if (result.getClass() != TYPE) {
      throw new SerialException("a reversed comparator around "
          + reversed.getClass().getName() + " is not a " + TYPE.getName(), start);
    }
    return result;
  }
}
