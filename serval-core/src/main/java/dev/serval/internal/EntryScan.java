package dev.serval.internal;

import java.util.function.BiConsumer;

/**
 * The first pass over a map's entries: it finds the classes of the keys and of the values for the
 * two element headers. For a small map it is the action of the map's own {@code forEach}, and while
 * every entry fits a run guessed from the first one (see {@link WriteSession#startInlineRun}) it
 * also writes that run, headers and all, so that a small map of strings and boxed numbers is
 * written in this one pass.
 *
 * <p>Why {@code forEach} for small maps: nothing is allocated that way. An entry iterator stays off
 * the heap only when the JIT inlines all of its calls, and a small map's loop, seldom hot on its
 * own, was sometimes inlined into a large compiled caller that ran out of room for them: 40 bytes
 * per map, and about 1.8 times the time of serializing TypedSerializer's ComplexObject (which holds
 * a two-entry map). A large map's loop is compiled on
 * its own early and keeps its iterator off the heap; there a loop over locals is faster per entry
 * than {@code forEach}'s call to this action (a 64-entry map of integers to doubles took 1.7 times
 * as long through it), so large maps feed {@link #note} from an iterator instead.
 *
 * <p>One per session, reused: while a pass runs it writes only strings and boxed numbers, never
 * another map, and its caller takes the headers from it before writing any entry of its own.
 * Fields of reference type are stored only when they change, as in WriteSession#begin.
 *
 * <p>Use: {@code map.forEach(session.entryScan().begin(size))}, then {@link #wroteRun()}; when it
 * answers false, {@link #entries()}, then the headers from {@link #keys()} and {@link #values()}. For
 * a large map: {@code begin(size)}, {@link #note} for each entry, then the same three.
 */
public final class EntryScan implements BiConsumer<Object, Object> {
  /** The most entries of a map iterated through its {@code forEach}. */
  public static final int FOR_EACH_ENTRIES = 8;

  private final WriteSession session;
  private int start;
  private int size;
  private int entries;
  /** Whether every entry so far was written in the guessed run. */
  private boolean inRun;
  private ClassInfo runKeys;
  private ClassInfo runValues;
  private final ElementClasses keys = new ElementClasses();
  private final ElementClasses values = new ElementClasses();

  EntryScan(WriteSession session) {
    this.session = session;
  }

  /** Starts a pass over a map of {@code size} entries at the buffer's position. */
  public EntryScan begin(int size) {
    this.start = session.buffer().position();
    this.size = size;
    this.entries = 0;
    this.inRun = false;
    keys.clear();
    values.clear();
    return this;
  }

  @Override
  public void accept(Object key, Object value) {
    int index = entries++;
    if (index == 0) {
      inRun = startRun(key, value);
    } else if (inRun) {
      inRun = index < size && key != null && key.getClass() == runKeys.type()
          && value != null && value.getClass() == runValues.type();
    }
    if (inRun) {
      session.writeInlineEntry(runKeys, runValues, index, key, value);
    } else {
      keys.add(key);
      values.add(value);
    }
  }

  /** Notes an entry's classes only, for a pass that is not {@code forEach}'s. */
  public void note(Object key, Object value) {
    entries++;
    keys.add(key);
    values.add(value);
  }

  private boolean startRun(Object key, Object value) {
    ClassInfo keyInfo = session.startInlineRun(key);
    ClassInfo valueInfo = keyInfo == null ? null : session.startInlineRun(value);
    if (valueInfo == null) {
      session.buffer().rewind(start);
      return false;
    }
    if (runKeys != keyInfo) {
      runKeys = keyInfo;
    }
    if (runValues != valueInfo) {
      runValues = valueInfo;
    }
    // Every entry of the run so far has these classes: what a scan would have found.
    keys.add(key);
    values.add(value);
    return true;
  }

  /**
   * Whether the pass wrote all the map's entries as one run. If not, the buffer is back where the
   * pass started, and the map is written by the general path from the classes the pass found.
   */
  public boolean wroteRun() {
    if (inRun && entries == size) {
      return true;
    }
    session.buffer().rewind(start);
    return false;
  }

  /** How many entries the map's {@code forEach} gave. */
  public int entries() {
    return entries;
  }

  /** The classes of the keys the pass found, for their header. */
  public ElementClasses keys() {
    return keys;
  }

  /** The classes of the values the pass found, for their header. */
  public ElementClasses values() {
    return values;
  }
}
