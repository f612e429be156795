package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@link LinkedHashMap} in insertion or access order. State: one byte, 0 = insertion order, 1 =
 * access order. Entries are written in iteration order and put back in that order, which
 * rebuilds the same order in both modes (a put of a new key appends it).
 *
 * <p>The order mode is private, so it is told from public behaviour on a {@code clone()} (which
 * keeps the mode): clear the clone, put two keys, get the first, and see whether it moved to the
 * end. The caller's map is never touched; the clone costs a copy of the map, which is the price of
 * not reading private state.
 */
final class LinkedHashMapKind implements MapKind<LinkedHashMap<?, ?>> {
  private static final int INSERTION_ORDER = 0;
  private static final int ACCESS_ORDER = 1;

  @Override
  public void writeState(WriteSession session, LinkedHashMap<?, ?> value) {
    session.buffer().writeByte(isAccessOrder(value) ? ACCESS_ORDER : INSERTION_ORDER);
  }

  static boolean isAccessOrder(LinkedHashMap<?, ?> map) {
    @SuppressWarnings("unchecked")
    LinkedHashMap<Object, Object> probe = (LinkedHashMap<Object, Object>) map.clone();
    probe.clear();
    probe.put(0, null);
    probe.put(1, null);
    probe.get(0);
    return probe.keySet().iterator().next().equals(1);
  }

  @Override
  public Object readState(ReadSession session) {
    int mode = session.buffer().readUByte();
    if (mode != INSERTION_ORDER && mode != ACCESS_ORDER) {
      throw session.buffer().error("invalid LinkedHashMap order mode " + mode);
    }
    return mode == ACCESS_ORDER;
  }

  @Override
  public Map<Object, Object> newContents(Object state, int size) {
    return new LinkedHashMap<>(CollectionKind.hashCapacity(size), 0.75f, (Boolean) state);
  }
}
