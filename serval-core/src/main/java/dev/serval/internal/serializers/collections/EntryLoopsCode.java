package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.Elements;
import dev.serval.internal.InlineBodies;
import dev.serval.internal.EntryScan;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.codegen.ProfileCopies;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.Map;

/**
 * {@link EntryLoops} as {@link EntryRun}'s format says, copied per map class by {@link
 * ProfileCopies}: in each copy, the {@code forEach}, iterator, entry and {@code put} calls see one
 * map class and are inlined. Everything here that does not call the map stays in {@link EntryRun}
 * and {@link EntryScan}, shared. As a template of copies, this class has no nested classes and no
 * lambdas.
 */
final class EntryLoopsCode implements EntryLoops {
  EntryLoopsCode() {}

  @Override
  public void write(WriteSession session, Map<?, ?> map, int size) {
    // One pass finds both sides' classes, and writes the map when a run guessed from the first
    // entry fits it (see EntryScan).
    EntryScan scan = session.entryScan().begin(size);
    if (size <= EntryScan.FOR_EACH_ENTRIES) {
      try {
        map.forEach(scan);
      } catch (ConcurrentModificationException e) {
        throw ElementRun.changedWhileWriting(map);
      }
      if (scan.wroteRun()) {
        return;
      }
    } else {
      if (writeGuessed(session, map, size)) {
        return;
      }
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        scan.note(entry.getKey(), entry.getValue());
      }
    }
    if (scan.entries() != size) {
      throw ElementRun.changedWhileWriting(map);
    }
    // The key header is written first, as the format says; both before any entry reuses the scan.
    Elements keyLayout = session.writeElementsHeader(scan.keys());
    Elements valueLayout = session.writeElementsHeader(scan.values());
    FieldsCodec valueCodec = session.writesInline(keyLayout) ? session.runCodec(valueLayout) : null;
    if (valueCodec != null) {
      writeValueRun(session, map, size, keyLayout, valueLayout, valueCodec);
      return;
    }
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    for (int i = 0; i < size; i++) {
      Map.Entry<?, ?> entry = nextEntry(entries, map);
      EntryRun.writeEntry(session, keyLayout, valueLayout, i, entry.getKey(), entry.getValue());
    }
    if (entries.hasNext()) {
      throw ElementRun.changedWhileWriting(map);
    }
  }

  /**
   * Writes the two headers and every entry in one pass, guessing from the first entry that all
   * keys share its key's class and all values its value's, when the keys' bodies are written
   * inline (see WriteSession#startInlineRun) and the values' are too or are flat bodies of a class
   * with a codec (see WriteSession#startFlatRun). Answers false, having written nothing, on a wrong
   * guess or when the map does not hold exactly {@code size} entries (the general path then reports
   * it). A map of records of numbers and strings is written in this one pass where the general path
   * takes two: one for the classes, one for the entries; in a JVM whose compiled map writing held
   * both passes and this one, the JIT's node limit stopped inlining the entries' loop in some runs
   * and not others (a map of 64 Integers to records of two doubles: 1.3 million a second in 5 of 8
   * JVMs, 2.0-2.2 million in the others).
   */
  private static boolean writeGuessed(WriteSession session, Map<?, ?> map, int size) {
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    if (!entries.hasNext()) {
      return false; // emptied since its size was read
    }
    Map.Entry<?, ?> first = entries.next();
    Object key = first.getKey();
    Object value = first.getValue();
    int start = session.buffer().position();
    ClassInfo keys = session.startInlineRun(key);
    ClassInfo values = keys == null ? null : session.startInlineRun(value);
    FieldsCodec codec = null;
    if (keys != null && values == null) {
      values = session.startFlatRun(value);
      codec = values == null ? null : session.flatCodec(values);
    }
    if (values == null) {
      session.buffer().rewind(start);
      return false;
    }
    // Integers and Longs on both sides: one capacity check for all entries, in this loop (an
    // iterator passed to a method that is not inlined escapes) and in few bytecodes (when this
    // method grew past the JIT's inlining limit, a map of strings to Integers wrote 12% slower).
    boolean varints = codec == null && session.ensureVarintEntries(keys, values, size);
    Class<?> keyType = keys.type();
    Class<?> valueType = values.type();
    boolean described = false;
    int i = 0;
    while (true) {
      if (varints ? !session.writeVarintEntry(keys, values, key, value)
          : key == null || key.getClass() != keyType || value == null
              || value.getClass() != valueType) {
        return abandon(session, start, values, codec, i, described);
      }
      if (codec != null) {
        if (i == 0) {
          described = session.writeFirstFlatEntry(keys, values, codec, key, value);
        } else {
          session.writeFlatEntry(keys, codec, i, key, value);
        }
      } else if (!varints) {
        session.writeInlineEntry(keys, values, i, key, value);
      }
      if (++i == size || !entries.hasNext()) {
        break;
      }
      Map.Entry<?, ?> entry = entries.next();
      key = entry.getKey();
      value = entry.getValue();
    }
    if (i != size || entries.hasNext()) {
      return abandon(session, start, values, codec, i, described);
    }
    if (codec != null) {
      session.leaveRun();
    }
    return true;
  }

  /** Undoes a wrong guess of {@link #writeGuessed} after {@code written} entries; answers false. */
  private static boolean abandon(WriteSession session, int start, ClassInfo values,
      FieldsCodec codec, int written, boolean described) {
    session.buffer().rewind(start);
    if (codec != null && written > 0) {
      session.leaveRun();
      session.abandonFlatRun(values, described);
    }
    return false;
  }

  /**
   * The entries when the keys are written inline and the values' bodies by their codec (see
   * WriteSession#runCodec). Inline keys have no nesting level of their own, so writing them inside
   * the values' run changes nothing; the run starts after the first key, where the first value's
   * body does. The first entry is written before the loop: with the run's start inside it, the JIT
   * kept the iterator on the heap (40 bytes and a fifth of the time of a 64-entry map).
   */
  private static void writeValueRun(WriteSession session, Map<?, ?> map, int size,
      Elements keyLayout, Elements valueLayout, FieldsCodec values) {
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    Map.Entry<?, ?> entry = nextEntry(entries, map);
    EntryRun.writeKey(session, keyLayout, 0, entry.getKey());
    EntryRun.enterWriteRun(session, valueLayout);
    try {
      EntryRun.writeValue(session, values, 0, entry.getValue());
      for (int i = 1; i < size; i++) {
        entry = nextEntry(entries, map);
        EntryRun.writeKey(session, keyLayout, i, entry.getKey());
        EntryRun.writeValue(session, values, i, entry.getValue());
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

  /** As EntryRun#read with a sink, putting each entry into {@code contents} from here. */
  @Override
  public void read(ReadSession session, int size, Map<Object, Object> contents) {
    Elements keyLayout = session.readElementsHeader();
    Elements valueLayout = session.readElementsHeader();
    int keyKind = session.inlineKind(keyLayout);
    int valueKind = session.inlineKind(valueLayout);
    boolean shareKeys = EntryRun.sharesKeys(contents);
    if (keyKind != InlineBodies.NONE && valueKind != InlineBodies.NONE) {
      readInline(session, size, contents, keyKind, valueKind, shareKeys);
      return;
    }
    int at = session.buffer().position();
    Object key = EntryRun.readKey(session, keyLayout, 0, shareKeys);
    put(contents, 0, key, EntryRun.readValue(session, valueLayout, null, 0), at);
    FieldsCodec valueCodec = EntryRun.enterReadRun(session, keyLayout, valueLayout);
    try {
      for (int i = 1; i < size; i++) {
        at = session.buffer().position();
        key = EntryRun.readKey(session, keyLayout, i, shareKeys);
        put(contents, i, key, EntryRun.readValue(session, valueLayout, valueCodec, i), at);
      }
    } finally {
      if (valueCodec != null) {
        session.leaveRun();
      }
    }
  }

  /**
   * Keys and values all of inline classes (see ElementLoopsCode#readInline): a loop with no
   * serializer call on any path, and the classes decided once per map.
   */
  private static void readInline(ReadSession session, int size, Map<Object, Object> contents,
      int keyKind, int valueKind, boolean shareKeys) {
    for (int i = 0; i < size; i++) {
      int at = session.buffer().position();
      Object key;
      Object value;
      try {
        key = readNumberBody(session, keyKind, shareKeys);
      } catch (SerialException e) {
        throw e.withOuterPath("[key #" + i + "]");
      }
      try {
        value = readNumberBody(session, valueKind, false);
      } catch (SerialException e) {
        throw e.withOuterPath("[value #" + i + "]");
      }
      put(contents, i, key, value, at);
    }
  }

  /**
   * A key ({@code sharedKey}: through {@link ReadSession#readInlineKey}) or value of inline kind
   * {@code kind}, Integers and Doubles read here. The session's methods read all four classes; in
   * a JVM that reads all four, their compiled code is too large to be inlined into this loop, and
   * with a call for every key and value a map of 64 Integers to Integers was read at 0.86 times
   * this speed, of Integers to Doubles at 0.94 (JMH, the 39 GraalDOSS rows in one JVM, two JVMs
   * each).
   */
  private static Object readNumberBody(ReadSession session, int kind, boolean sharedKey) {
    if (kind == InlineBodies.INTEGERS) {
      return session.buffer().readVarInt32();
    } else if (kind == InlineBodies.DOUBLES) {
      return session.buffer().readFloat64Le();
    }
    return sharedKey ? session.readInlineKey(kind) : session.readInlineBody(kind);
  }

  private static void put(Map<Object, Object> contents, int index, Object key, Object value,
      int at) {
    try {
      contents.put(key, value);
    } catch (RuntimeException | StackOverflowError e) {
      throw ElementRun.rejected("entry #" + index + " with key", key, e, at);
    }
  }
}
