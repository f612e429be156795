package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.Elements;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.codegen.ProfileCopies;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The one wire form of "a collection of elements", shared by every collection serializer:
 *
 * <pre>
 *   size      VarUInt32
 *   if size &gt; 0:
 *     header  elements header (one byte of flags, then the common class tag when all non-null
 *             elements share one class; see WriteSession#writeElementsHeader)
 *     element size times, in iteration order, each as the header's layout says
 * </pre>
 *
 * Collections that other threads may change while they are written (the {@code
 * java.util.concurrent} ones and the {@code Collections.synchronized*} wrappers) are copied with
 * {@code toArray()} first, which those classes do atomically, so the size always matches the run.
 */
public final class ElementRun {
  private static final ProfileCopies<ElementLoops> LOOPS =
      new ProfileCopies<>(MethodHandles.lookup(), ElementLoops.class, new ElementLoopsCode());

  private ElementRun() {}

  /** What writing and reading values of class {@code type} look up. */
  static ClassLoops<ElementLoops> loops(Class<?> type) {
    return new ClassLoops<>(type, LOOPS);
  }

  static void write(WriteSession session, Collection<?> values) {
    Class<?> type = values.getClass();
    write(session, values, isShared(type), LOOPS.of(type));
  }

  /** As {@link #write(WriteSession, Collection)}, with the loops of the values' class. */
  static void write(WriteSession session, Collection<?> values, ClassLoops<ElementLoops> loops) {
    write(session, values, loops.shared, loops.loops);
  }

  private static void write(WriteSession session, Collection<?> values, boolean shared,
      ElementLoops loops) {
    // Exact classes, not "instanceof RandomAccess": an interface test scans the class's
    // super-interfaces, and cost a quarter of MediaContent's time here.
    if (values.getClass() == ArrayList.class) {
      writeIndexed(session, (ArrayList<?>) values, values);
      return;
    }
    if (shared) {
      // The snapshot is an ArrayList too (its constructor takes one toArray, as consistent as the
      // collection makes it), so writeIndexed's loops see one list class: with Arrays.asList here,
      // the JIT's loop checks, hoisted for ArrayList, failed on the snapshot, and the compiled
      // writeIndexed (half a second of C2 work) was thrown away and compiled again.
      writeIndexed(session, new ArrayList<>(values), values);
      return;
    }
    int size = values.size();
    session.buffer().writeVarUInt32(size);
    if (size > 0) {
      loops.write(session, values, size);
    }
  }

  /** What ArrayList's serializer writes (for WriteSession#writeListSlot, its class tag written). */
  public static void writeArrayList(WriteSession session, ArrayList<?> list) {
    writeIndexed(session, list, list);
  }

  /**
   * The same bytes for a list with fast access by index (an ArrayList, the snapshot of a shared
   * collection): both passes by index, no iterator. A list that shrinks meanwhile fails as an
   * iterated one does.
   */
  private static void writeIndexed(WriteSession session, List<?> list, Collection<?> original) {
    int size = list.size();
    session.buffer().writeVarUInt32(size);
    if (size == 0) {
      return;
    }
    try {
      if (!session.writeInlineRun(list, size)) {
        Elements layout = session.writeElementsHeader(list, size);
        session.writeElements(layout, list, size);
      }
    } catch (IndexOutOfBoundsException e) {
      if (list.size() != size) {
        throw changedWhileWriting(original);
      }
      throw e;
    }
    if (list.size() != size) {
      throw changedWhileWriting(original);
    }
  }

  /**
   * What ArrayList's serializer reads (for ReadSession#readListSlot, its class tag read): the size,
   * then the elements into a list registered as the slot's reference first.
   */
  public static ArrayList<Object> readArrayList(ReadSession session) {
    int size = readSize(session);
    ArrayList<Object> list = new ArrayList<>(size);
    session.reference(list);
    read(session, size, list, ARRAY_LISTS);
    return list;
  }

  /** Reads the size written by {@link #write}, checked against the limits and the bytes left. */
  static int readSize(ReadSession session) {
    return session.readLength(1);
  }

  /** Reads the run of {@code size} elements that follows the size into {@code contents}. */
  static void read(ReadSession session, int size, Collection<Object> contents,
      ClassLoops<ElementLoops> loops) {
    if (size > 0) {
      loops.loops.read(session, size, contents);
    }
  }

  /** Reads the run of {@code size} elements that follows the size into {@code array}, in order. */
  static void read(ReadSession session, int size, Object[] array) {
    if (size == 0) {
      return;
    }
    Elements layout = session.readElementsHeader();
    FieldsCodec codec = enterReadRun(session, layout);
    if (codec != null) {
      try {
        codec.readArrayRun(session, array, true);
      } finally {
        session.leaveRun();
      }
      return;
    }
    for (int i = 0; i < size; i++) {
      array[i] = readElement(session, layout, i);
    }
  }

  /**
   * Element {@code index}, one by one (a run through a codec is read by the codec's own loop, see
   * FieldsCodec#readRun).
   */
  static Object readElement(ReadSession session, Elements layout, int index) {
    try {
      return session.readElement(layout);
    } catch (SerialException e) {
      throw e.withOuterPath("[" + index + "]");
    }
  }

  /** Starts a run (see WriteSession#runCodec) before element 0, whose failure it is. */
  static void enterWriteRun(WriteSession session, Elements layout) {
    try {
      session.enterRun(layout);
    } catch (SerialException e) {
      throw e.withOuterPath("[0]");
    }
  }

  /**
   * The elements' codec with their run entered (see ReadSession#runCodec), or null to read them
   * one by one: no codec, or the payload described the class otherwise than the reader has it.
   */
  static FieldsCodec enterReadRun(ReadSession session, Elements layout) {
    FieldsCodec codec = session.runCodec(layout);
    try {
      return codec != null && session.enterRun(layout) ? codec : null;
    } catch (SerialException e) {
      throw e.withOuterPath("[0]");
    }
  }

  /**
   * Wraps what a JDK collection threw when given a value from the payload (a null where nulls are
   * refused, a key of the wrong enum, an element its comparator cannot compare, a duplicate in
   * {@code Set.of}) into the exception every malformed input must end in.
   */
  public static SerialException rejected(String what, Object value, Throwable cause,
      int offset) {
    if (cause instanceof SerialException) {
      return (SerialException) cause;
    }
    String type = value == null ? "null" : "a " + value.getClass().getName();
    return new SerialException(what + " (" + type + ") was refused by the collection: " + cause,
        offset, cause);
  }

  static SerialException changedWhileWriting(Object container) {
    return new SerialException("a " + container.getClass().getName()
        + " changed size while it was being written; serialize a snapshot or lock it");
  }

  /** Whether {@code container} is meant to be changed by other threads while it is read. */
  static boolean isShared(Object container) {
    return isShared(container.getClass());
  }

  static boolean isShared(Class<?> type) {
    return SHARED.get(type);
  }

  /** Per class: computing the answer from the class's name showed as 7% of writing a small map. */
  private static final ClassValue<Boolean> SHARED = new ClassValue<>() {
    @Override
    protected Boolean computeValue(Class<?> type) {
      return type.getPackageName().equals("java.util.concurrent")
          || type.getName().startsWith("java.util.Collections$Synchronized");
    }
  };

  /** ArrayList's loops; after SHARED, which making them reads. */
  private static final ClassLoops<ElementLoops> ARRAY_LISTS = loops(ArrayList.class);
}
