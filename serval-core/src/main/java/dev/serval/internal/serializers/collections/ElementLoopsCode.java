package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ElementClasses;
import dev.serval.internal.Elements;
import dev.serval.internal.InlineBodies;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.codegen.ProfileCopies;
import dev.serval.io.ReadBuffer;
import java.util.Collection;

/**
 * {@link ElementLoops} as {@link ElementRun}'s format says, copied per collection class by {@link
 * ProfileCopies}: in each copy, the iterator and {@code add} calls see one collection class and
 * are inlined. Everything here that does not call the collection stays in {@link ElementRun},
 * shared. As a template of copies, this class has no nested classes and no lambdas.
 */
final class ElementLoopsCode implements ElementLoops {
  ElementLoopsCode() {}

  @Override
  public void write(WriteSession session, Collection<?> values, int size) {
    ElementClasses found = new ElementClasses();
    for (Object value : values) {
      found.add(value);
    }
    Elements layout = session.writeElementsHeader(found);
    FieldsCodec codec = session.runCodec(layout);
    if (codec != null) {
      ElementRun.enterWriteRun(session, layout);
    }
    int index = 0;
    try {
      for (Object value : values) {
        if (index == size) {
          break;
        }
        try {
          if (codec != null) {
            codec.writeFields(session, value);
          } else {
            session.writeElement(layout, value);
          }
        } catch (SerialException e) {
          throw e.withOuterPath("[" + index + "]");
        }
        index++;
      }
    } finally {
      if (codec != null) {
        session.leaveRun();
      }
    }
    if (index != size) {
      throw ElementRun.changedWhileWriting(values);
    }
  }

  @Override
  public void read(ReadSession session, int size, Collection<Object> contents) {
    Elements layout = session.readElementsHeader();
    int inline = session.inlineKind(layout);
    if (inline != InlineBodies.NONE) {
      readInline(session, size, contents, inline);
      return;
    }
    FieldsCodec codec = ElementRun.enterReadRun(session, layout);
    if (codec != null) {
      try {
        codec.readRun(session, size, contents);
      } finally {
        session.leaveRun();
      }
      return;
    }
    for (int i = 0; i < size; i++) {
      int at = session.buffer().position();
      Object element = ElementRun.readElement(session, layout, i);
      try {
        contents.add(element);
      } catch (RuntimeException | StackOverflowError e) {
        throw ElementRun.rejected("element #" + i, element, e, at);
      }
    }
  }

  /**
   * Elements all of one inline class, by a loop of that class's own: the class is decided once per
   * collection instead of per element, and no path of the loop calls a serializer, so the JIT
   * keeps the buffer's state in registers across elements. Through {@link #read}'s loop, in a JVM
   * that had also read lists of records, a list of 64 integers was read at 0.71 to 0.76 of the
   * speed of these loops (JMH, five list workloads in one JVM); alone in its JVM, at 0.76 to 0.95
   * (three rounds). One loop calling {@link ReadSession#readInlineBody} measured between the two,
   * and bimodal across forks.
   *
   * <p>Each loop is a method of its own, so that it is compiled, and its {@code add} call site
   * profiled, when its class first comes: with the four loops in one method, a JVM that had read
   * lists of strings and integers before its first list of doubles read 64 doubles at 1.6 million
   * lists a second, against 2.1 million this way (JMH, nine rows in one JVM, two JVMs each).
   */
  private static void readInline(ReadSession session, int size, Collection<Object> contents,
      int inline) {
    if (inline == InlineBodies.INTEGERS) {
      readIntegers(session.buffer(), size, contents);
    } else if (inline == InlineBodies.STRINGS) {
      readStrings(session, size, contents);
    } else if (inline == InlineBodies.LONGS) {
      readLongs(session.buffer(), size, contents);
    } else {
      readDoubles(session.buffer(), size, contents);
    }
  }

  private static void readIntegers(ReadBuffer in, int size, Collection<Object> contents) {
    int i = 0;
    int at = in.position();
    Object element = null;
    try {
      for (; i < size; i++) {
        at = in.position();
        element = in.readVarInt32();
        contents.add(element);
      }
    } catch (RuntimeException | StackOverflowError e) {
      throw inlineFailure(e, i, element, at);
    }
  }

  private static void readStrings(ReadSession session, int size, Collection<Object> contents) {
    ReadBuffer in = session.buffer();
    int i = 0;
    int at = in.position();
    Object element = null;
    try {
      for (; i < size; i++) {
        at = in.position();
        element = session.readStringBody();
        contents.add(element);
      }
    } catch (RuntimeException | StackOverflowError e) {
      throw inlineFailure(e, i, element, at);
    }
  }

  private static void readLongs(ReadBuffer in, int size, Collection<Object> contents) {
    int i = 0;
    int at = in.position();
    Object element = null;
    try {
      for (; i < size; i++) {
        at = in.position();
        element = in.readVarInt64();
        contents.add(element);
      }
    } catch (RuntimeException | StackOverflowError e) {
      throw inlineFailure(e, i, element, at);
    }
  }

  private static void readDoubles(ReadBuffer in, int size, Collection<Object> contents) {
    int i = 0;
    int at = in.position();
    Object element = null;
    try {
      for (; i < size; i++) {
        at = in.position();
        element = in.readFloat64Le();
        contents.add(element);
      }
    } catch (RuntimeException | StackOverflowError e) {
      throw inlineFailure(e, i, element, at);
    }
  }

  /**
   * What an inline loop throws when element {@code index}, read from {@code at}, failed: a
   * malformed body gets the element's index in its path, and a collection that refused the element
   * (or overflowed the stack adding it) a failure naming both.
   */
  private static SerialException inlineFailure(Throwable e, int index, Object element, int at) {
    if (e instanceof SerialException failure) {
      return failure.withOuterPath("[" + index + "]");
    }
    return ElementRun.rejected("element #" + index, element, e, at);
  }
}
