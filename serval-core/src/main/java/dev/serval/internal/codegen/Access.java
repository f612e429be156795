package dev.serval.internal.codegen;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * What a hidden class defined as a nestmate of {@code owner}, in {@code owner}'s runtime package,
 * may do with plain bytecode. Anything else goes through {@link SlowFields}: the JVM would reject
 * it with an {@link IllegalAccessError} on first execution, too late to fall back cleanly.
 */
final class Access {
  private final MethodHandles.Lookup lookup;
  private final Class<?> owner;

  /** {@code lookup} has full privilege access to {@code owner}. */
  Access(MethodHandles.Lookup lookup) {
    this.lookup = lookup;
    this.owner = lookup.lookupClass();
  }

  /** Whether the generated class may name {@code type} (in {@code ldc} and {@code checkcast}). */
  boolean canName(Class<?> type) {
    Class<?> element = type;
    while (element.isArray()) {
      element = element.getComponentType();
    }
    if (element.isPrimitive()) {
      return true;
    }
    try {
      lookup.accessClass(element);
      return true;
    } catch (IllegalAccessException e) {
      return false;
    }
  }

  /**
   * Whether {@code getfield} on {@code field} links. The generated class is no subclass of the
   * field's declaring class, so a protected field counts as package-private.
   */
  boolean canGet(Field field) {
    Class<?> declaring = field.getDeclaringClass();
    if (!canName(declaring)) {
      return false;
    }
    int modifiers = field.getModifiers();
    if (Modifier.isPublic(modifiers)) {
      return true;
    }
    if (Modifier.isPrivate(modifiers)) {
      return declaring.getNestHost() == owner.getNestHost();
    }
    return declaring.getClassLoader() == owner.getClassLoader()
        && declaring.getPackageName().equals(owner.getPackageName());
  }

  /** Whether {@code putfield} on {@code field} links: final fields are settable only in {@code <init>}. */
  boolean canPut(Field field) {
    return canGet(field) && !Modifier.isFinal(field.getModifiers());
  }
}
