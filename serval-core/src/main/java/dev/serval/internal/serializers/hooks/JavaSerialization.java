package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import java.io.OptionalDataException;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.function.Supplier;

/**
 * What Java serialization itself would look up, obtained from {@code sun.reflect.ReflectionFactory}
 * (exported by {@code jdk.unsupported}): it applies the JDK's own rules (which constructor runs,
 * which {@code writeReplace} a subclass inherits) and returns handles that need no
 * {@code setAccessible}, so classes in named modules work too. Also the one place hook calls are
 * turned into {@link SerialException}s.
 */
@SuppressWarnings("removal")
final class JavaSerialization {
  private static final sun.reflect.ReflectionFactory FACTORY =
      sun.reflect.ReflectionFactory.getReflectionFactory();
  static final MethodType REPLACE = MethodType.methodType(Object.class, Object.class);

  private JavaSerialization() {}

  /** {@code writeReplace} as Java finds it (inherited by access rules), or null. */
  static MethodHandle writeReplace(Class<?> type) {
    return ClassLevel.adapt(FACTORY.writeReplaceForSerialization(type), REPLACE);
  }

  /** {@code readResolve} as Java finds it, or null. */
  static MethodHandle readResolve(Class<?> type) {
    return ClassLevel.adapt(FACTORY.readResolveForSerialization(type), REPLACE);
  }

  /**
   * The constructor Java serialization uses: for a Serializable class, one that runs only the
   * no-argument constructor of the first non-serializable superclass; for an Externalizable, the
   * public no-argument constructor. Null when there is none.
   */
  static Constructor<?> constructor(Class<?> type, boolean externalizable) {
    return externalizable ? FACTORY.newConstructorForExternalization(type)
        : FACTORY.newConstructorForSerialization(type);
  }

  /**
   * A direct {@code new} of {@code type} through its public no-argument constructor, as a lambda:
   * Java serialization's constructor, called reflectively, was 8% of deserializing FST's
   * ExternalizableTest (async-profiler). Null when Serval cannot reach that constructor (a class
   * that is not public, a package its module does not export), which then takes the reflective
   * path and its error messages.
   */
  @SuppressWarnings("unchecked")
  static Supplier<Object> publicMaker(Class<?> type) {
    if (!Modifier.isPublic(type.getModifiers()) || Modifier.isAbstract(type.getModifiers())) {
      return null;
    }
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      MethodHandle constructor = lookup.findConstructor(type, MethodType.methodType(void.class));
      return (Supplier<Object>) LambdaMetafactory.metafactory(lookup, "get",
              MethodType.methodType(Supplier.class), MethodType.methodType(Object.class),
              constructor, MethodType.methodType(type))
          .getTarget().invokeExact();
    } catch (VirtualMachineError e) {
      throw e;
    } catch (Throwable e) { // not accessible, not linkable from here: the reflective path decides
      return null;
    }
  }

  /**
   * A new instance from {@link #publicMaker}'s supplier. What the constructor throws is wrapped,
   * checked exceptions too (the lambda passes them on undeclared); errors propagate.
   */
  static Object newInstance(Supplier<Object> maker, Class<?> type, int offset) {
    try {
      return maker.get();
    } catch (Exception e) {
      throw new SerialException("constructor of " + type.getName() + " failed: " + e, offset, e);
    }
  }

  static Object newInstance(Constructor<?> constructor, Class<?> type, int offset) {
    if (constructor == null) {
      throw new SerialException("cannot instantiate " + type.getName() + ": "
          + (java.io.Externalizable.class.isAssignableFrom(type)
              ? "an Externalizable needs a public no-argument constructor"
              : "its first non-serializable superclass has no accessible no-argument constructor"),
          offset);
    }
    try {
      return constructor.newInstance();
    } catch (InvocationTargetException e) {
      throw new SerialException("constructor of " + type.getName() + " failed: " + e.getCause(),
          offset, e.getCause());
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new SerialException("cannot instantiate " + type.getName() + ": " + e, offset, e);
    }
  }

  /** The exception Java's {@code readObject} throws where primitive data or the block end is. */
  static OptionalDataException optionalData(boolean atEnd) {
    return FACTORY.newOptionalDataExceptionForSerialization(atEnd);
  }

  /**
   * Wraps what a user hook threw. Serval's own exceptions pass unchanged, errors (stack overflow
   * included) propagate, and everything else becomes a SerialException naming the hook.
   */
  static RuntimeException hookFailed(Throwable t, Class<?> type, String hook, int offset) {
    if (t instanceof SerialException) {
      return (SerialException) t;
    }
    if (t instanceof Error) {
      throw (Error) t;
    }
    return new SerialException(type.getName() + "." + hook + " failed: " + t, offset, t);
  }
}
