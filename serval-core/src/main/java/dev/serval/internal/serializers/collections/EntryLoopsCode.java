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
import dev.serval.io.WriteBuffer;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.Map;

/**
 * {@link EntryLoops} as {@link EntryRun}'s format says, copied per map class by {@link
 * ProfileCopies}: in each copy, the {@code forEach}, iterator, entry and {@code put} calls see one
 * map class and are inlined. Everything here that does not call the map stays in {@link EntryRun}
 * and {@link EntryScan}, shared; the loop that reads inline keys and values is copied once more
 * for each pair of kinds ({@link InlineEntryLoopsCode}). As a template of copies, this class has
 * no nested classes and no lambdas.
 */
final class EntryLoopsCode implements EntryLoops {
  private static final int KINDS = InlineBodies.DOUBLES + 1;

  /**
   * This map class's copies of the loop reading inline keys and values, one per pair of kinds (see
   * InlineEntryLoopsCode), made on first use.
   */
  private final InlineEntryLoops[] inlinePairs = new InlineEntryLoops[KINDS * KINDS];

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
          : writeInlineEntries(session.buffer(), map, size, keys.type(), values.type());
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
   * The entries of a run whose keys are all of class {@code keyType} and values all of {@code
   * valueType}, each one of the inline classes (see InlineBodies); as {@link #writeVarintEntries}
   * answers. Each body is chosen here rather than by WriteSession#writeInline: in a JVM that writes
   * all four classes, that method is compiled with every branch and is then too large to be
   * inlined. The choice is written out twice, for the key and for the value, for the same reason: a
   * helper method making it once was compiled as large and left out of line too.
   *
   * <p>The choice tests each key's and value's class, not the run's kinds: a test of the kinds,
   * the same on every entry of a call, was hoisted by C2 out of the loop as a predicate that the
   * profile said held, and failed on the first map of another pair of kinds; the loop then ran in
   * the interpreter until compiled again. In quick runs, which time 40 ms after a warmup of 100,
   * a map of 64 Integer-to-Double entries serialized at 0.03 to 0.08 of the fastest peer in 15 of
   * 36 reports. (Reading has no entry to test before it reads, and copies its loop per pair of
   * kinds instead: InlineEntryLoopsCode.)
   */
  private static boolean writeInlineEntries(WriteBuffer out, Map<?, ?> map, int size,
      Class<?> keyType, Class<?> valueType) {
    int i = 0;
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      Object key = entry.getKey();
      Object value = entry.getValue();
      if (i == size || key == null || key.getClass() != keyType || value == null
          || value.getClass() != valueType) {
        return false;
      }
      try {
        if (key instanceof Integer k) {
          out.writeVarInt32(k);
        } else if (key instanceof String k) {
          out.writeString(k);
        } else if (key instanceof Long k) {
          out.writeVarInt64(k);
        } else if (key instanceof Double k) {
          out.writeFloat64Le(k);
        } else {
          return false; // not one of the four inline classes: no run
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[key #" + i + "]");
      }
      try {
        if (value instanceof Integer v) {
          out.writeVarInt32(v);
        } else if (value instanceof String v) {
          out.writeString(v);
        } else if (value instanceof Long v) {
          out.writeVarInt64(v);
        } else if (value instanceof Double v) {
          out.writeFloat64Le(v);
        } else {
          return false; // not one of the four inline classes: no run
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

  /** The copy of the inline read loop for this map class and this pair of key and value kinds. */
  private InlineEntryLoops inlineLoops(int keyKind, int valueKind) {
    int pair = keyKind * KINDS + valueKind;
    InlineEntryLoops loops = inlinePairs[pair];
    return loops != null ? loops : EntryRun.newInlineLoops(inlinePairs, pair);
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
      inlineLoops(keyKind, valueKind).readInline(session, size, contents, keyKind, valueKind,
          shareKeys);
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

  private static void put(Map<Object, Object> contents, int index, Object key, Object value,
      int at) {
    try {
      contents.put(key, value);
    } catch (RuntimeException | StackOverflowError e) {
      throw ElementRun.rejected("entry #" + index + " with key", key, e, at);
    }
  }
}
