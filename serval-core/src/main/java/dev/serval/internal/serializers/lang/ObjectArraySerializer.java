package dev.serval.internal.serializers.lang;

import dev.serval.SerialException;
import dev.serval.internal.ArrayStores;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.Elements;
import dev.serval.internal.InlineBodies;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.io.ReadBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.lang.reflect.Array;

/**
 * Arrays of references, of any component type (multi-dimensional arrays are arrays of arrays): a
 * {@code VarUInt32} length, then an element run. The array's class, written by the slot, fixes the
 * component type.
 */
public final class ObjectArraySerializer extends Serializer<Object[]> {
  private final Class<?> componentType;

  public ObjectArraySerializer(Class<?> componentType, TypeRegistry unused) {
    this.componentType = componentType;
  }

  @Override
  public void write(WriteContext context, Object[] array) {
    WriteSession session = (WriteSession) context;
    session.buffer().writeVarUInt32(array.length);
    if (array.length == 0 || InlineArrayRuns.write(session, array)) {
      return;
    }
    Elements layout = session.writeElementsHeader(array);
    FieldsCodec codec = session.runCodec(layout);
    if (codec != null) {
      writeRun(session, layout, codec, array);
      return;
    }
    if (session.writeLeafRun(layout, array)) {
      return;
    }
    for (int i = 0; i < array.length; i++) {
      try {
        session.writeElement(layout, array[i]);
      } catch (SerialException e) {
        throw e.withOuterPath("[" + i + "]");
      }
    }
  }

  /** The elements' bodies through their class's codec (see WriteSession#runCodec). */
  private static void writeRun(WriteSession session, Elements layout, FieldsCodec codec,
      Object[] array) {
    try {
      session.enterRun(layout);
    } catch (SerialException e) {
      throw e.withOuterPath("[0]");
    }
    try {
      codec.writeArrayRun(session, array);
    } finally {
      session.leaveRun();
    }
  }

  @Override
  public Object[] read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int length = session.readLength(1);
    Object[] array = (Object[]) Array.newInstance(componentType, length);
    session.reference(array);
    if (length == 0) {
      return array;
    }
    Elements layout = session.readElementsHeader();
    FieldsCodec codec = session.runCodec(layout);
    if (codec != null && session.enterRun(layout)) {
      try {
        // Every element is of the run's one class: checked once, at the first. Failures name no
        // index, as on the element-by-element path below.
        checked(codec.servedClass(), session.buffer().position());
        codec.readArrayRun(session, array, false);
      } finally {
        session.leaveRun();
      }
      return array;
    }
    int inline = session.inlineKind(layout);
    if (inline != InlineBodies.NONE) {
      // Strings, Integers, Longs or Doubles (InlineArrayRuns' classes), checked once.
      checked(layout.commonType(), session.buffer().position());
      readInlineRun(session, inline, array);
      return array;
    }
    ClassInfo leaf = session.leafRunClass(layout);
    if (leaf != null) {
      // A run of one class again (the rows of an int[][], say), checked once.
      checked(leaf.type(), session.buffer().position());
      session.readLeafRun(leaf, array);
      return array;
    }
    for (int i = 0; i < length; i++) {
      int at = session.buffer().position();
      ArrayStores.store(array, i, checked(session.readElement(layout), at));
    }
    return array;
  }

  /**
   * The bodies of a run of one inline class ({@link ReadSession#readInlineBody}'s), one loop per
   * class: the element-by-element path chose each element's body anew.
   */
  private static void readInlineRun(ReadSession session, int inline, Object[] array) {
    ReadBuffer in = session.buffer();
    if (inline == InlineBodies.STRINGS) {
      for (int i = 0; i < array.length; i++) {
        ArrayStores.store(array, i, session.readStringBody());
      }
    } else if (inline == InlineBodies.INTEGERS) {
      for (int i = 0; i < array.length; i++) {
        ArrayStores.store(array, i, in.readVarInt32());
      }
    } else if (inline == InlineBodies.LONGS) {
      for (int i = 0; i < array.length; i++) {
        ArrayStores.store(array, i, in.readVarInt64());
      }
    } else {
      for (int i = 0; i < array.length; i++) {
        ArrayStores.store(array, i, in.readFloat64Le());
      }
    }
  }

  private Object checked(Object element, int at) {
    if (element != null) {
      checked(element.getClass(), at);
    }
    return element;
  }

  private void checked(Class<?> elementClass, int at) {
    if (!componentType.isAssignableFrom(elementClass)) {
      throw new SerialException("a " + elementClass.getName() + " cannot be stored in a "
          + componentType.getName() + "[]", at);
    }
  }
}
