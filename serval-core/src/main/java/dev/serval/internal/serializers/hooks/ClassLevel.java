package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.serializers.objects.LevelFields;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One serializable class of a hierarchy, as Java serialization sees it: its own
 * {@code writeObject}, {@code readObject} and {@code readObjectNoData} (each null when the class
 * does not declare it) and its serial fields. Hooks are looked up once, through
 * {@code ReflectionFactory}, which applies Java serialization's exact rules (private, non-static,
 * right signature) and needs no {@code setAccessible}.
 */
final class ClassLevel {
  static final MethodType WRITE_OBJECT =
      MethodType.methodType(void.class, Object.class, ObjectOutputStream.class);
  static final MethodType READ_OBJECT =
      MethodType.methodType(void.class, Object.class, ObjectInputStream.class);
  static final MethodType NO_DATA = MethodType.methodType(void.class, Object.class);

  final Class<?> type;
  final MethodHandle writeObject;
  final MethodHandle readObject;
  final MethodHandle readObjectNoData;
  private final TypeRegistry registry;
  private volatile LevelFields fields;

  @SuppressWarnings("removal")
  ClassLevel(Class<?> type, TypeRegistry registry) {
    sun.reflect.ReflectionFactory factory = sun.reflect.ReflectionFactory.getReflectionFactory();
    this.type = type;
    this.registry = registry;
    this.writeObject = adapt(factory.writeObjectForSerialization(type), WRITE_OBJECT);
    this.readObject = adapt(factory.readObjectForSerialization(type), READ_OBJECT);
    this.readObjectNoData = readObjectNoData(type);
  }

  /**
   * Looked up here rather than through {@code ReflectionFactory}, whose
   * {@code readObjectNoDataForSerialization} searches for a method taking an ObjectInputStream and
   * so never finds the real, parameterless one. A JDK class's method is found but not opened: such
   * a level is refused anyway (see HookSerializers), and java.base cannot be opened.
   */
  private static MethodHandle readObjectNoData(Class<?> type) {
    Method m;
    try {
      m = type.getDeclaredMethod("readObjectNoData");
    } catch (NoSuchMethodException e) {
      return null;
    }
    int modifiers = m.getModifiers();
    if (!Modifier.isPrivate(modifiers) || Modifier.isStatic(modifiers)
        || m.getReturnType() != void.class) {
      return null;
    }
    try {
      m.setAccessible(true);
      return MethodHandles.lookup().unreflect(m).asType(NO_DATA);
    } catch (IllegalAccessException | RuntimeException e) {
      MethodHandle fail = MethodHandles.throwException(void.class, IllegalStateException.class)
          .bindTo(new IllegalStateException("cannot call " + type.getName() + ".readObjectNoData"));
      return MethodHandles.dropArguments(fail, 0, Object.class);
    }
  }

  static MethodHandle adapt(MethodHandle handle, MethodType type) {
    return handle == null ? null : handle.asType(type);
  }

  boolean hasHooks() {
    return writeObject != null || readObject != null || readObjectNoData != null;
  }

  /**
   * The level's serial fields, built on first use because resolving their types may need this
   * class's own serializer. Racing threads build equal values; either wins.
   */
  LevelFields fields() {
    LevelFields f = fields;
    if (f == null) {
      f = LevelFields.of(type, serialFields(type), registry);
      fields = f;
    }
    return f;
  }

  /**
   * The fields Java serialization writes for {@code type}: {@code serialPersistentFields} when
   * declared, else its non-static non-transient fields; in name order, which is the wire order.
   * Persistent fields must name real fields: a field that exists only in the serial form is not
   * supported, because the shared field machinery works on real fields.
   */
  static List<Field> serialFields(Class<?> type) {
    ObjectStreamClass descriptor = ObjectStreamClass.lookup(type);
    List<Field> out = new ArrayList<>();
    for (ObjectStreamField osf : descriptor.getFields()) {
      Field f;
      try {
        f = type.getDeclaredField(osf.getName());
      } catch (NoSuchFieldException e) {
        f = null;
      }
      if (f == null || f.getType() != osf.getType()) {
        throw new SerialException("cannot serialize " + type.getName() + ": serial field "
            + osf.getName() + " declared in serialPersistentFields has no matching field");
      }
      out.add(f);
    }
    out.sort(Comparator.comparing(Field::getName));
    return out;
  }
}
