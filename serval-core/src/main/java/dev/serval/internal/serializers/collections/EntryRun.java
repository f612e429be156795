package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ElementClasses;
import dev.serval.internal.Elements;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import java.util.Iterator;
import java.util.Map;

/**
 * The one wire form of "a map of entries", shared by every map serializer:
 *
 * <pre>
 *   size          VarUInt32
 *   if size &gt; 0:
 *     keyHeader   elements header describing all keys (see ElementRun)
 *     valueHeader elements header describing all values
 *     size times, in iteration order:
 *       key       as keyHeader's layout says
 *       value     as valueHeader's layout says
 * </pre>
 *
 * Keys and values are interleaved so that a reader can put each entry as soon as it is read,
 * without buffering a side. Maps meant for concurrent use are copied first with {@code
 * entrySet().toArray()}, as in {@link ElementRun}.
 */
final class EntryRun {
  /** Receives each entry read. */
  interface Sink {
    void accept(Object key, Object value);
  }

  private EntryRun() {}

  static void write(WriteSession session, Map<?, ?> map) {
    if (ElementRun.isShared(map)) {
      writeSnapshot(session, map);
      return;
    }
    int size = map.size();
    session.buffer().writeVarUInt32(size);
    if (size == 0 || session.writeInlineEntries(map, size)) {
      return;
    }
    // One pass finds both sides' classes; the key header is written first, as the format says.
    ElementClasses keys = new ElementClasses();
    ElementClasses values = new ElementClasses();
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      keys.add(entry.getKey());
      values.add(entry.getValue());
    }
    Elements keyLayout = session.writeElementsHeader(keys);
    Elements valueLayout = session.writeElementsHeader(values);
    FieldsCodec valueCodec = session.writesInline(keyLayout) ? session.runCodec(valueLayout) : null;
    if (valueCodec != null) {
      writeValueRun(session, map, size, keyLayout, valueLayout, valueCodec);
      return;
    }
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    for (int i = 0; i < size; i++) {
      Map.Entry<?, ?> entry = nextEntry(entries, map);
      writeEntry(session, keyLayout, valueLayout, i, entry.getKey(), entry.getValue());
    }
    if (entries.hasNext()) {
      throw ElementRun.changedWhileWriting(map);
    }
  }

  /**
   * The same entries when the keys are written inline and the values' bodies by their codec (see
   * WriteSession#runCodec). Inline keys have no nesting level of their own, so writing them inside
   * the values' run changes nothing; the run starts after the first key, where the first value's
   * body does. The first entry is written before the loop: with the run's start inside it, the JIT
   * kept the iterator on the heap (40 bytes and a fifth of the time of a 64-entry map).
   */
  private static void writeValueRun(WriteSession session, Map<?, ?> map, int size,
      Elements keyLayout, Elements valueLayout, FieldsCodec values) {
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    Map.Entry<?, ?> entry = nextEntry(entries, map);
    writeKey(session, keyLayout, 0, entry.getKey());
    try {
      session.enterRun(valueLayout);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #0]");
    }
    try {
      writeValue(session, values, 0, entry.getValue());
      for (int i = 1; i < size; i++) {
        entry = nextEntry(entries, map);
        writeKey(session, keyLayout, i, entry.getKey());
        writeValue(session, values, i, entry.getValue());
      }
    } finally {
      session.leaveRun();
    }
    if (entries.hasNext()) {
      throw ElementRun.changedWhileWriting(map);
    }
  }

  private static Map.Entry<?, ?> nextEntry(Iterator<? extends Map.Entry<?, ?>> entries,
      Map<?, ?> map) {
    if (!entries.hasNext()) {
      throw ElementRun.changedWhileWriting(map);
    }
    return entries.next();
  }

  private static void writeKey(WriteSession session, Elements keyLayout, int index, Object key) {
    try {
      session.writeInline(keyLayout, key);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
  }

  private static void writeValue(WriteSession session, FieldsCodec values, int index,
      Object value) {
    try {
      values.writeFields(session, value);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
  }

  private static void writeSnapshot(WriteSession session, Map<?, ?> map) {
    Object[] entries = map.entrySet().toArray();
    int size = entries.length;
    Object[] keys = new Object[size];
    Object[] values = new Object[size];
    for (int i = 0; i < size; i++) {
      Map.Entry<?, ?> entry = (Map.Entry<?, ?>) entries[i];
      keys[i] = entry.getKey();
      values[i] = entry.getValue();
    }
    session.buffer().writeVarUInt32(size);
    if (size == 0) {
      return;
    }
    Elements keyLayout = session.writeElementsHeader(keys);
    Elements valueLayout = session.writeElementsHeader(values);
    for (int i = 0; i < size; i++) {
      writeEntry(session, keyLayout, valueLayout, i, keys[i], values[i]);
    }
  }

  private static void writeEntry(WriteSession session, Elements keyLayout, Elements valueLayout,
      int index, Object key, Object value) {
    try {
      session.writeElement(keyLayout, key);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
    try {
      session.writeElement(valueLayout, value);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
  }

  /** Reads the entry count written by {@link #write}, checked against limits and bytes left. */
  static int readSize(ReadSession session) {
    return session.readLength(1);
  }

  /** Reads the {@code size} entries that follow the size, handing each to {@code sink}. */
  static void read(ReadSession session, int size, Sink sink) {
    if (size == 0) {
      return;
    }
    Elements keyLayout = session.readElementsHeader();
    Elements valueLayout = session.readElementsHeader();
    readEntry(session, keyLayout, valueLayout, null, 0, sink);
    // After the first entry, read the usual way, the values' run (see write()) when the keys are
    // read inline and the payload wrote the values' class as it is (not evolved).
    FieldsCodec valueCodec = session.readsInline(keyLayout) ? session.runCodec(valueLayout) : null;
    if (valueCodec != null && session.enterRun(valueLayout)) {
      try {
        for (int i = 1; i < size; i++) {
          readEntry(session, keyLayout, valueLayout, valueCodec, i, sink);
        }
      } finally {
        session.leaveRun();
      }
      return;
    }
    for (int i = 1; i < size; i++) {
      readEntry(session, keyLayout, valueLayout, null, i, sink);
    }
  }

  /** Reads entry {@code index}; its value's body through {@code valueCodec} unless it is null. */
  private static void readEntry(ReadSession session, Elements keyLayout, Elements valueLayout,
      FieldsCodec valueCodec, int index, Sink sink) {
    int at = session.buffer().position();
    Object key;
    Object value;
    try {
      key = session.readElement(keyLayout);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
    try {
      value = valueCodec != null ? valueCodec.read(session) : session.readElement(valueLayout);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
    try {
      sink.accept(key, value);
    } catch (RuntimeException | StackOverflowError e) {
      throw ElementRun.rejected("entry #" + index + " with key", key, e, at);
    }
  }
}
