package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.Arrays;
import java.util.List;

/**
 * The fixed-size list {@code Arrays.asList} returns. Wire layout: an {@link ElementRun}. The
 * reader makes the list over a fresh {@code Object[]} (the original array's component type is not
 * kept), registers it, then sets the elements, so it may contain itself.
 */
final class ArraysAsListSerializer extends Serializer<List<?>> {
  static final Class<?> TYPE = Arrays.asList().getClass();

  @Override
  public void write(WriteContext context, List<?> value) {
    ElementRun.write((WriteSession) context, value);
  }

  @Override
  public List<?> read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    Object[] array = new Object[ElementRun.readSize(session)];
    List<Object> list = Arrays.asList(array);
    session.reference(list);
    ElementRun.read(session, array.length, array);
    return list;
  }
}
