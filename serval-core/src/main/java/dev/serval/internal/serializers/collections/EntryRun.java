package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.Elements;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.codegen.ProfileCopies;
import java.lang.invoke.MethodHandles;
import java.util.IdentityHashMap;
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
 * without buffering a side. The loops over a map's entries are in {@link EntryLoopsCode}, of which
 * each map class gets its own copy, and the one reading inline keys and values in {@link
 * InlineEntryLoopsCode}, of which each map class gets a copy per pair of kinds. Maps meant for
 * concurrent use are copied first with {@code entrySet().toArray()}, as in {@link ElementRun}.
 */
final class EntryRun {
  /** Receives each entry read. */
  interface Sink {
    void accept(Object key, Object value);
  }

  private static final ProfileCopies<EntryLoops> LOOPS =
      new ProfileCopies<>(MethodHandles.lookup(), EntryLoops.class, new EntryLoopsCode());

  private static final ProfileCopies<InlineEntryLoops> INLINE_LOOPS = new ProfileCopies<>(
      MethodHandles.lookup(), InlineEntryLoops.class, new InlineEntryLoopsCode());

  private EntryRun() {}

  /**
   * Fills slot {@code pair} of a map class's inline read loops (see EntryLoopsCode#inlineLoops)
   * with a copy of its own, unless another thread just did; answers what the slot holds.
   */
  static InlineEntryLoops newInlineLoops(InlineEntryLoops[] pairs, int pair) {
    synchronized (pairs) {
      if (pairs[pair] == null) {
        pairs[pair] = INLINE_LOOPS.fresh();
      }
      return pairs[pair];
    }
  }

  /** What writing and reading values of class {@code type} look up. */
  static ClassLoops<EntryLoops> loops(Class<?> type) {
    return new ClassLoops<>(type, LOOPS);
  }

  static void write(WriteSession session, Map<?, ?> map) {
    write(session, map, ElementRun.isShared(map), LOOPS.of(map.getClass()));
  }

  /** As {@link #write(WriteSession, Map)}, with the loops of the map's class. */
  static void write(WriteSession session, Map<?, ?> map, ClassLoops<EntryLoops> loops) {
    write(session, map, loops.shared, loops.loops);
  }

  private static void write(WriteSession session, Map<?, ?> map, boolean shared,
      EntryLoops loops) {
    if (shared) {
      writeSnapshot(session, map);
      return;
    }
    int size = map.size();
    session.buffer().writeVarUInt32(size);
    if (size > 0) {
      loops.write(session, map, size);
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

  static void writeEntry(WriteSession session, Elements keyLayout, Elements valueLayout,
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

  static void writeKey(WriteSession session, Elements keyLayout, int index, Object key) {
    try {
      session.writeInline(keyLayout, key);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
  }

  /** Starts the values' run (see WriteSession#enterRun) before value 0, whose failure it is. */
  static void enterWriteRun(WriteSession session, Elements valueLayout) {
    try {
      session.enterRun(valueLayout);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #0]");
    }
  }

  static void writeValue(WriteSession session, FieldsCodec values, int index, Object value) {
    try {
      values.writeFields(session, value);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
  }

  /** Reads the entry count written by {@link #write}, checked against limits and bytes left. */
  static int readSize(ReadSession session) {
    return session.readLength(1);
  }

  /** Reads the {@code size} entries that follow the size into {@code contents}. */
  static void read(ReadSession session, int size, Map<Object, Object> contents,
      ClassLoops<EntryLoops> loops) {
    if (size > 0) {
      loops.loops.read(session, size, contents);
    }
  }

  /** Reads the {@code size} entries that follow the size, handing each to {@code sink}. */
  static void read(ReadSession session, int size, Sink sink) {
    if (size == 0) {
      return;
    }
    Elements keyLayout = session.readElementsHeader();
    Elements valueLayout = session.readElementsHeader();
    int at = session.buffer().position();
    Object key = readKey(session, keyLayout, 0, true);
    accept(sink, 0, key, readValue(session, valueLayout, null, 0), at);
    FieldsCodec valueCodec = enterReadRun(session, keyLayout, valueLayout);
    try {
      for (int i = 1; i < size; i++) {
        at = session.buffer().position();
        key = readKey(session, keyLayout, i, true);
        accept(sink, i, key, readValue(session, valueLayout, valueCodec, i), at);
      }
    } finally {
      if (valueCodec != null) {
        session.leaveRun();
      }
    }
  }

  /**
   * After the first entry, the values are read as a run (see write()) when the keys are read
   * inline and the payload wrote the values' class as it is (not evolved): answers the values'
   * codec, the run entered, or null to read them the usual way.
   */
  static FieldsCodec enterReadRun(ReadSession session, Elements keyLayout, Elements valueLayout) {
    FieldsCodec valueCodec = session.readsInline(keyLayout) ? session.runCodec(valueLayout) : null;
    return valueCodec != null && session.enterRun(valueLayout) ? valueCodec : null;
  }

  /**
   * Whether the keys read into {@code contents} may be strings shared with other results (see
   * ReadSession#readKey): not when the map tells equal keys apart by identity, where two equal
   * strings written as two keys must stay two.
   */
  static boolean sharesKeys(Map<?, ?> contents) {
    return !(contents instanceof IdentityHashMap);
  }

  /** Reads key {@code index}, through the session's cache of keys when {@code shared}. */
  static Object readKey(ReadSession session, Elements keyLayout, int index, boolean shared) {
    try {
      return shared ? session.readKey(keyLayout) : session.readElement(keyLayout);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
  }

  /** Reads value {@code index}; its body through {@code valueCodec} unless it is null. */
  static Object readValue(ReadSession session, Elements valueLayout, FieldsCodec valueCodec,
      int index) {
    try {
      return valueCodec != null ? valueCodec.read(session) : session.readElement(valueLayout);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
  }

  private static void accept(Sink sink, int index, Object key, Object value, int at) {
    try {
      sink.accept(key, value);
    } catch (RuntimeException | StackOverflowError e) {
      throw ElementRun.rejected("entry #" + index + " with key", key, e, at);
    }
  }
}
