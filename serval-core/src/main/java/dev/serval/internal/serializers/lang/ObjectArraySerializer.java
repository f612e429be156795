package dev.serval.internal.serializers.lang;

import dev.serval.SerialException;
import dev.serval.internal.Elements;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
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
    if (array.length == 0) {
      return;
    }
    Elements layout = session.writeElementsHeader(array);
    for (int i = 0; i < array.length; i++) {
      try {
        session.writeElement(layout, array[i]);
      } catch (SerialException e) {
        throw e.withOuterPath("[" + i + "]");
      }
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
    for (int i = 0; i < length; i++) {
      int at = session.buffer().position();
      Object element = session.readElement(layout);
      if (element != null && !componentType.isInstance(element)) {
        throw new SerialException("a " + element.getClass().getName() + " cannot be stored in a "
            + componentType.getName() + "[]", at);
      }
      array[i] = element;
    }
    return array;
  }
}
