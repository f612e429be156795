package dev.serval.internal.policy;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * The classes a typed read may instantiate without an allow rule: the requested type and, closed
 * over, the declared types of their serializable fields, generic arguments, array components and
 * the permitted subclasses of sealed types. A subtype of a declared type is not reachable: the
 * caller never named it.
 */
final class ReachableTypes {
  private ReachableTypes() {}

  static Set<Class<?>> from(Class<?> root) {
    Set<Class<?>> seen = new HashSet<>();
    ArrayDeque<Type> pending = new ArrayDeque<>();
    pending.add(root);
    while (!pending.isEmpty()) {
      Type type = pending.poll();
      if (type instanceof Class<?>) {
        Class<?> cls = (Class<?>) type;
        while (cls.isArray()) {
          cls = cls.getComponentType();
        }
        if (cls.isPrimitive() || !seen.add(cls)) {
          continue;
        }
        if (cls.isSealed()) {
          Collections.addAll(pending, cls.getPermittedSubclasses());
        }
        if (isPlatformClass(cls)) {
          // The JDK's own classes are read by built-in serializers; only their generic arguments
          // matter, and those were queued by the field that named them.
          continue;
        }
        for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
          seen.add(c);
          for (Field field : c.getDeclaredFields()) {
            int m = field.getModifiers();
            if (!Modifier.isStatic(m) && !Modifier.isTransient(m)) {
              pending.add(field.getGenericType());
            }
          }
        }
      } else if (type instanceof ParameterizedType) {
        ParameterizedType p = (ParameterizedType) type;
        pending.add(p.getRawType());
        Collections.addAll(pending, p.getActualTypeArguments());
      } else if (type instanceof GenericArrayType) {
        pending.add(((GenericArrayType) type).getGenericComponentType());
      } else if (type instanceof WildcardType) {
        Collections.addAll(pending, ((WildcardType) type).getUpperBounds());
      } else if (type instanceof TypeVariable<?>) {
        Collections.addAll(pending, ((TypeVariable<?>) type).getBounds());
      }
    }
    return Set.copyOf(seen);
  }

  static boolean isPlatformClass(Class<?> cls) {
    String name = cls.getName();
    return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
        || name.startsWith("sun.") || name.startsWith("com.sun.");
  }
}
