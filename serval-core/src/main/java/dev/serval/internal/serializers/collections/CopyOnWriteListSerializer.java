package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.Arrays;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A {@link CopyOnWriteArrayList}. Wire layout: an {@link ElementRun}. The reader registers the
 * empty list, reads all elements, then adds them in one {@code addAll}: adding one by one would
 * copy the array for every element.
 */
final class CopyOnWriteListSerializer extends Serializer<CopyOnWriteArrayList<?>> {
  @Override
  public void write(WriteContext context, CopyOnWriteArrayList<?> value) {
    ElementRun.write((WriteSession) context, value);
  }

  @Override
  public CopyOnWriteArrayList<?> read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int size = ElementRun.readSize(session);
    CopyOnWriteArrayList<Object> list = new CopyOnWriteArrayList<>();
    session.reference(list);
    Object[] elements = new Object[size];
    ElementRun.read(session, size, elements);
    list.addAll(Arrays.asList(elements));
    return list;
  }
}
