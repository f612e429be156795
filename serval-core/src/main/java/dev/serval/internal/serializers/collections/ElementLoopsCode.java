package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ElementClasses;
import dev.serval.internal.Elements;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.codegen.ProfileCopies;
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
}
