package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import dev.serval.internal.TypeRegistry;
import dev.serval.spi.Serializer;
import java.io.Externalizable;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * The serializers of user classes that take part in Java serialization's own protocol:
 * {@link Externalizable} classes, and {@link Serializable} classes with {@code writeObject},
 * {@code readObject}, {@code readObjectNoData}, {@code writeReplace} or {@code readResolve}. Other
 * classes are left to the plain object serializers.
 */
public final class HookSerializers {
  private HookSerializers() {}

  /**
   * A serializer for {@code type} when it uses Java serialization's hooks, else null. Matches
   * {@code ObjectSerializers.Factory}.
   */
  public static Serializer<?> create(Class<?> type, TypeRegistry registry) {
    if (type.isRecord() || type.isEnum() || !Serializable.class.isAssignableFrom(type)) {
      return null; // records and enums have fixed serial forms; the others never had hooks
    }
    MethodHandle readResolve = JavaSerialization.readResolve(type);
    MethodHandle writeReplace = JavaSerialization.writeReplace(type);
    Serializer<Object> content;
    if (Externalizable.class.isAssignableFrom(type)) {
      content = new ExternalizableSerializer(type, readResolve);
    } else {
      ClassLevel[] levels = levels(type, registry);
      boolean hooks = readResolve != null || writeReplace != null;
      for (ClassLevel level : levels) {
        hooks |= level.hasHooks();
      }
      if (!hooks) {
        return null;
      }
      checkNoPlatformState(type, levels);
      content = new HookedObjectSerializer(type, levels, readResolve, registry);
    }
    return writeReplace == null ? content
        : new ReplacingSerializer(content, type, writeReplace, registry);
  }

  /** The serializable classes of {@code type}'s hierarchy, top-down, as Java orders them. */
  private static ClassLevel[] levels(Class<?> type, TypeRegistry registry) {
    List<ClassLevel> levels = new ArrayList<>();
    for (Class<?> c = type; c != null && Serializable.class.isAssignableFrom(c);
        c = c.getSuperclass()) {
      levels.add(0, new ClassLevel(c, registry));
    }
    return levels.toArray(new ClassLevel[0]);
  }

  /**
   * Fails for a hierarchy with a JDK serializable superclass that has serial state (fields or
   * hooks): its private fields cannot be reached without opening java.base, and writing the class
   * without them (as a plain object would, {@code java.util.Date} keeping its time in transient
   * fields) loses data silently. Stateless JDK levels are harmless and stay in the list (they
   * write an empty block).
   */
  private static void checkNoPlatformState(Class<?> type, ClassLevel[] levels) {
    for (ClassLevel level : levels) {
      String name = level.type.getName();
      boolean platform = name.startsWith("java.") || name.startsWith("javax.")
          || name.startsWith("jdk.") || name.startsWith("sun.");
      if (platform && (level.hasHooks()
          || ObjectStreamClass.lookup(level.type).getFields().length > 0)) {
        throw new SerialException("cannot serialize " + type.getName() + ": its superclass "
            + name + " keeps serial state private to the JDK, which Serval cannot reach without"
            + " --add-opens; register a serializer for " + type.getSimpleName());
      }
    }
  }
}
