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
    try {
      for (int i = 0; i < size; i++) {
        int at = session.buffer().position();
        Object element = ElementRun.readElement(session, layout, codec, i);
        try {
          contents.add(element);
        } catch (RuntimeException | StackOverflowError e) {
          throw ElementRun.rejected("element #" + i, element, e, at);
        }
      }
    } finally {
      if (codec != null) {
        session.leaveRun();
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
   */
  private static void readInline(ReadSession session, int size, Collection<Object> contents,
      int inline) {
    ReadBuffer in = session.buffer();
    int i = 0;
    int at = in.position();
    Object element = null;
    try {
      if (inline == InlineBodies.INTEGERS) {
        for (; i < size; i++) {
          at = in.position();
          element = in.readVarInt32();
          contents.add(element);
        }
      } else if (inline == InlineBodies.STRINGS) {
        for (; i < size; i++) {
          at = in.position();
          element = session.readStringBody();
          contents.add(element);
        }
      } else if (inline == InlineBodies.LONGS) {
        for (; i < size; i++) {
          at = in.position();
          element = in.readVarInt64();
          contents.add(element);
        }
      } else {
        for (; i < size; i++) {
          at = in.position();
          element = in.readFloat64Le();
          contents.add(element);
        }
      }
    } catch (SerialException e) {
      throw e.withOuterPath("[" + i + "]");
    } catch (RuntimeException | StackOverflowError e) {
      throw ElementRun.rejected("element #" + i, element, e, at);
    }
  }
}
