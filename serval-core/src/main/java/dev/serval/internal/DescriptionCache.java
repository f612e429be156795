package dev.serval.internal;

import dev.serval.SerialException;
import dev.serval.io.FixedBytes;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The last class description read for one serializer, as raw bytes, with what it was turned into.
 * An EVOLVING payload describes each class it uses (field names and kinds); a stream of payloads
 * from one writer repeats the same description every time, so comparing bytes replaces parsing
 * and name matching.
 *
 * <p>A description may name field classes that have no static id. Their tags differ from payload
 * to payload (the class's name the first time, a per-payload id after that), so the cache keeps
 * the bytes between such tags, and for each tag the class it must denote. A lookup first checks,
 * without reading anything for good, that every constant run matches and every tag denotes its
 * class; only then does it read the tags for real through {@link ReadSession#readClassTag}, which
 * defines this payload's ids and applies the class policy exactly as a parse would.
 *
 * <p>Use: {@link #lookup}; on a miss, {@link #parse}, read the description's class tags through
 * the returned {@link Parse}, then {@link Parse#remember}. Shared by the threads using one {@code
 * Serval}: the entry is immutable and swapped whole, so a race costs a parse.
 */
public final class DescriptionCache<T> {
  /**
   * {@code runs[k]} precedes {@code tags[k]}; the last run follows the last tag. {@code byName[k]}
   * is {@code tags[k]}'s tag as written the first time a payload names it.
   */
  private record Entry(byte[][] runs, ClassInfo[] tags, byte[][] byName, Object value,
      FixedBytes shortConstant) {
    Entry(byte[][] runs, ClassInfo[] tags, byte[][] byName, Object value) {
      this(runs, tags, byName, value, DescriptionCache.shortConstant(runs, tags));
    }
  }

  /**
   * The whole description cut as {@code runs} around {@code tags} when it has no tags (the same
   * bytes in every payload) and is short enough to be matched and written as words (see {@link
   * FixedBytes}), else null.
   */
  public static FixedBytes shortConstant(byte[][] runs, ClassInfo[] tags) {
    return tags.length == 0 ? FixedBytes.ofShort(runs[0]) : null;
  }

  private volatile Entry last;

  /** The remembered value when the next bytes are its description (then consumed), else null. */
  @SuppressWarnings("unchecked")
  public T lookup(ReadSession session) {
    Entry entry = last;
    if (entry == null) {
      return null;
    }
    ReadBuffer in = session.buffer();
    if (entry.shortConstant != null) {
      return in.skipIfNext(entry.shortConstant) ? (T) entry.value : null;
    }
    if (entry.tags.length == 0) { // the common case: the same bytes in every payload
      return in.skipIfNext(entry.runs[0]) ? (T) entry.value : null;
    }
    int from = in.position();
    boolean matches = matches(entry, session, in);
    in.rewind(from);
    if (!matches) {
      return null;
    }
    for (int k = 0; k < entry.tags.length; k++) {
      in.skip(entry.runs[k].length);
      if (session.readClassTag() != entry.tags[k]) {
        // The same name or id denoted another class a moment ago: the registry never does that.
        throw new IllegalStateException("a class tag changed meaning while being read");
      }
    }
    in.skip(entry.runs[entry.tags.length].length);
    return (T) entry.value;
  }

  /**
   * Whether the description at the read position is {@code entry}'s. Reads ahead without defining
   * anything; the caller rewinds. Ids this description would define are tracked in {@code named}.
   */
  private static boolean matches(Entry entry, ReadSession session, ReadBuffer in) {
    List<ClassInfo> named = List.of();
    for (int k = 0; k < entry.tags.length; k++) {
      if (!in.skipIfNext(entry.runs[k])) {
        return false;
      }
      ClassInfo expected = entry.tags[k];
      if (in.skipIfNext(entry.byName[k])) {
        if (named.isEmpty()) {
          named = new ArrayList<>(2);
        }
        named.add(expected);
        continue;
      }
      int tag;
      try {
        tag = in.readSmallVarUInt32(); // a class tag, as ReadSession#readClassTag reads it
      } catch (SerialException e) {
        return false; // malformed: the parse will say where
      }
      if (session.classOfTag(tag, named) != expected) {
        return false;
      }
    }
    return in.skipIfNext(entry.runs[entry.tags.length]);
  }

  /** Starts parsing a description that {@link #lookup} did not find. */
  public Parse parse(ReadSession session) {
    return new Parse(session);
  }

  /** One parse of a description: notes where its class tags are, to remember it afterwards. */
  public final class Parse {
    private final ReadSession session;
    private final int from;
    private final List<ClassInfo> tags = new ArrayList<>();
    /** For each entry of {@link #tags}: where its tag starts and ends, from the description's start. */
    private final List<int[]> spans = new ArrayList<>();

    private Parse(ReadSession session) {
      this.session = session;
      this.from = session.buffer().position();
    }

    /** Reads a class tag of the description, as {@link ReadSession#readClassTag} does. */
    public ClassInfo readClassTag() {
      int start = session.buffer().position() - from;
      ClassInfo info = session.readClassTag();
      if (info.staticId() < 0) { // a static id reads the same in every payload: a constant run
        tags.add(info);
        spans.add(new int[] {start, session.buffer().position() - from});
      }
      return info;
    }

    /** Remembers {@code value} for the description just parsed (the bytes since the start). */
    public void remember(T value) {
      byte[][] byName = new byte[tags.size()][];
      for (int k = 0; k < byName.length; k++) {
        WriteBuffer out = new WriteBuffer(64);
        WriteSession.writeTagByName(out, tags.get(k));
        byName[k] = out.toByteArray();
      }
      last = new Entry(runsAround(session.buffer().copySince(from), spans),
          tags.toArray(new ClassInfo[0]), byName, value);
    }
  }

  /**
   * The bytes of a description cut around its varying class tags: {@code spans} gives each tag's
   * start and end in {@code whole}, in order; the result has one run more than there are spans.
   * Writers keep their descriptions in the same form (see {@code WrittenDescription}).
   */
  public static byte[][] runsAround(byte[] whole, List<int[]> spans) {
    byte[][] runs = new byte[spans.size() + 1][];
    int runStart = 0;
    for (int k = 0; k < spans.size(); k++) {
      runs[k] = Arrays.copyOfRange(whole, runStart, spans.get(k)[0]);
      runStart = spans.get(k)[1];
    }
    runs[spans.size()] = Arrays.copyOfRange(whole, runStart, whole.length);
    return runs;
  }
}
