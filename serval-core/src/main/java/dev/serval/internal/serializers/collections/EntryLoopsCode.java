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
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
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
   * takes two: one for the classes, one for the entries.
   *
   * <p>The guess is made here and each kind of run is written by a loop of its own, which iterates
   * the map again from its first entry: in a JVM that wrote maps of several kinds, one method
   * holding the guess and every loop grew past the JIT's node limit, which then left the entries'
   * writes and the iterator's calls out of line.
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
    boolean written;
    if (values != null) {
      written = session.ensureVarintEntries(keys, values, size)
          ? writeVarintEntries(session.buffer(), map, size,
              session.inlineKind(keys) == InlineBodies.INTEGERS,
              session.inlineKind(values) == InlineBodies.INTEGERS)
          : writeInlineEntries(session.buffer(), map, size, session.inlineKind(keys),
              session.inlineKind(values));
    } else {
      values = keys == null ? null : session.startFlatRun(value);
      written = values != null && writeFlatEntries(session, map, size, keys, values);
    }
    if (!written) {
      session.buffer().rewind(start);
    }
    return written;
  }

  /**
   * The entries of a run whose keys and values are all Integers or Longs ({@code intKeys}, {@code
   * intValues}: Integers), room for all of them made: no capacity check and no choice of body per
   * entry, which took as long as the writes. Answers false on an entry of another class, or when
   * the map does not hold {@code size} entries; the caller rewinds. The four classes are final, so
   * {@code instanceof} tests the exact class in one compare.
   */
  private static boolean writeVarintEntries(WriteBuffer out, Map<?, ?> map, int size,
      boolean intKeys, boolean intValues) {
    int i = 0;
    int at = out.position();
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      if (i++ == size) {
        return false;
      }
      Object key = entry.getKey();
      if (intKeys && key instanceof Integer k) {
        at = out.putVarInt32At(at, k);
      } else if (!intKeys && key instanceof Long k) {
        at = out.putVarInt64At(at, k);
      } else {
        return false;
      }
      Object value = entry.getValue();
      if (intValues && value instanceof Integer v) {
        at = out.putVarInt32At(at, v);
      } else if (!intValues && value instanceof Long v) {
        at = out.putVarInt64At(at, v);
      } else {
        return false;
      }
    }
    if (i != size) {
      return false;
    }
    out.advance(at - out.position());
    return true;
  }

  /**
   * The entries of a run whose keys and values are all inline bodies of kinds {@code keyKind} and
   * {@code valueKind} (see InlineBodies); as {@link #writeVarintEntries} answers. Each body is
   * chosen here rather than by WriteSession#writeInline: in a JVM that writes all four classes,
   * that method is compiled with every branch and is then too large to be inlined. The choice is
   * written out twice, for the key and for the value, for the same reason: a helper method making
   * it once was compiled as large and left out of line too.
   */
  private static boolean writeInlineEntries(WriteBuffer out, Map<?, ?> map, int size,
      int keyKind, int valueKind) {
    int i = 0;
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      if (i == size) {
        return false;
      }
      Object key = entry.getKey();
      try {
        if (keyKind == InlineBodies.INTEGERS && key instanceof Integer k) {
          out.writeVarInt32(k);
        } else if (keyKind == InlineBodies.STRINGS && key instanceof String k) {
          out.writeString(k);
        } else if (keyKind == InlineBodies.LONGS && key instanceof Long k) {
          out.writeVarInt64(k);
        } else if (keyKind == InlineBodies.DOUBLES && key instanceof Double k) {
          out.writeFloat64Le(k);
        } else {
          return false;
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[key #" + i + "]");
      }
      Object value = entry.getValue();
      try {
        if (valueKind == InlineBodies.INTEGERS && value instanceof Integer v) {
          out.writeVarInt32(v);
        } else if (valueKind == InlineBodies.STRINGS && value instanceof String v) {
          out.writeString(v);
        } else if (valueKind == InlineBodies.LONGS && value instanceof Long v) {
          out.writeVarInt64(v);
        } else if (valueKind == InlineBodies.DOUBLES && value instanceof Double v) {
          out.writeFloat64Le(v);
        } else {
          return false;
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[value #" + i + "]");
      }
      i++;
    }
    return i == size;
  }

  /**
   * The entries of a run whose keys are inline bodies and whose values are flat bodies of the class
   * of {@code values}, by its codec (see WriteSession#startFlatRun), in the run's level; as {@link
   * #writeVarintEntries} answers, a wrong guess also undone in the session (see
   * WriteSession#abandonFlatRun).
   */
  private static boolean writeFlatEntries(WriteSession session, Map<?, ?> map, int size,
      ClassInfo keys, ClassInfo values) {
    FieldsCodec codec = session.flatCodec(values);
    Class<?> keyType = keys.type();
    Class<?> valueType = values.type();
    boolean described = false;
    int i = 0;
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      Object key = entry.getKey();
      Object value = entry.getValue();
      if (i == size || key == null || key.getClass() != keyType || value == null
          || value.getClass() != valueType) {
        if (i > 0) {
          session.leaveRun();
          session.abandonFlatRun(values, described);
        }
        return false;
      }
      if (i == 0) {
        described = session.writeFirstFlatEntry(keys, values, codec, key, value);
      } else {
        session.writeFlatEntry(keys, codec, i, key, value);
      }
      i++;
    }
    if (i == 0) {
      return false; // emptied since the guess
    }
    session.leaveRun();
    if (i != size) {
      session.abandonFlatRun(values, described);
      return false;
    }
    return true;
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
   * serializer call on any path, and the classes decided once per map. Numbers are read here, in
   * the loop itself: the session's methods read all four classes and compile too large to be
   * inlined into it, and so did a helper of this class that read numbers (compiled on its own, with
   * the session's string reads inlined); a call per key and per value was a quarter of reading
   * FST's FrequentCollections, which reads 1.10 times as fast this way (CHANGELOG).
   */
  private static void readInline(ReadSession session, int size, Map<Object, Object> contents,
      int keyKind, int valueKind, boolean shareKeys) {
    ReadBuffer in = session.buffer();
    for (int i = 0; i < size; i++) {
      int at = in.position();
      Object key;
      Object value;
      try {
        if (keyKind == InlineBodies.INTEGERS) {
          key = in.readVarInt32();
        } else if (keyKind == InlineBodies.LONGS) {
          key = in.readVarInt64();
        } else if (keyKind == InlineBodies.DOUBLES) {
          key = in.readFloat64Le();
        } else {
          key = shareKeys ? session.readInlineKey(keyKind) : session.readInlineBody(keyKind);
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[key #" + i + "]");
      }
      try {
        if (valueKind == InlineBodies.INTEGERS) {
          value = in.readVarInt32();
        } else if (valueKind == InlineBodies.LONGS) {
          value = in.readVarInt64();
        } else if (valueKind == InlineBodies.DOUBLES) {
          value = in.readFloat64Le();
        } else {
          value = session.readInlineBody(valueKind);
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[value #" + i + "]");
      }
      put(contents, i, key, value, at);
    }
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
