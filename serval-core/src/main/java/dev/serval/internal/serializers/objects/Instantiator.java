package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * Creates empty instances to read fields into. A class's own no-argument constructor is used when
 * it has one. Otherwise, as Java serialization does, the JDK's {@code ReflectionFactory} (exported
 * by the {@code jdk.unsupported} module, so no {@code --add-opens}) makes a constructor that runs
 * only the no-argument constructor of the first non-serializable superclass ({@code Object} for
 * plain classes): field initializers of the class itself do not run.
 */
final class Instantiator {
  private final Constructor<?> constructor;

  private Instantiator(Constructor<?> constructor) {
    this.constructor = constructor;
  }

  static Instantiator of(Class<?> type) {
    try {
      Constructor<?> own = type.getDeclaredConstructor();
      own.setAccessible(true);
      return new Instantiator(own);
    } catch (NoSuchMethodException e) {
      return new Instantiator(serializationConstructor(type));
    } catch (RuntimeException e) {
      throw new SerialException("cannot access the constructor of " + type.getName() + ": "
          + e.getMessage(), e);
    }
  }

  @SuppressWarnings("removal")
  private static Constructor<?> serializationConstructor(Class<?> type) {
    sun.reflect.ReflectionFactory factory = sun.reflect.ReflectionFactory.getReflectionFactory();
    Constructor<?> c;
    if (Serializable.class.isAssignableFrom(type)) {
      c = factory.newConstructorForSerialization(type);
    } else {
      try {
        c = factory.newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
      } catch (NoSuchMethodException e) {
        throw new AssertionError(e);
      }
    }
    if (c == null) {
      throw new SerialException("cannot instantiate " + type.getName()
          + ": its first non-serializable superclass has no accessible no-argument constructor");
    }
    return c;
  }

  Object newInstance() {
    try {
      return constructor.newInstance();
    } catch (InvocationTargetException e) {
      throw new SerialException("constructor of " + constructor.getDeclaringClass().getName()
          + " failed: " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new SerialException("cannot instantiate " + constructor.getDeclaringClass().getName(),
          e);
    }
  }
}
