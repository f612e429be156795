package dev.serval.internal.serializers.values;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.policy.ClassPolicy;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.util.Map;

/**
 * {@code Class} objects: the class's {@link Class#getName() binary name}, a string ({@code "int"},
 * {@code "void"}, {@code "[Ljava.lang.String;"}, {@code "com.example.Outer$Inner"}).
 *
 * <p>On read the name goes through the same {@link ClassPolicy} as the class names of the payload's
 * own values, as for an untyped read: a {@code Class} object may name a class that no declared field
 * type reaches, so only built-in, registered and explicitly allowed classes are accepted (and the
 * deny list always wins). The class is loaded without being initialized, so reading runs none of
 * its code. Hidden classes (lambdas) have no name a reader could load and fail when written.
 */
final class ClassSerializer extends ImmutableValue<Class<?>> {
  /** Longer than any class name a compiler emits in practice; the same bound as slot class names. */
  private static final int MAX_NAME_CHARS = 1024;

  private static final Map<String, Class<?>> PRIMITIVES = Map.of(
      "boolean", boolean.class, "byte", byte.class, "short", short.class, "char", char.class,
      "int", int.class, "long", long.class, "float", float.class, "double", double.class,
      "void", void.class);

  @Override
  public void write(WriteContext context, Class<?> type) {
    if (type.isHidden()) {
      throw new SerialException("cannot write Class object " + type.getName()
          + ": hidden classes (lambdas, proxies of some frameworks) cannot be loaded by name");
    }
    if (!type.isPrimitive()) {
      ClassPolicy.checkNotDenied(type);
    }
    context.buffer().writeString(type.getName());
  }

  @Override
  public Class<?> read(ReadContext context) {
    int at = context.buffer().position();
    String name = context.buffer().readString(MAX_NAME_CHARS);
    if (name == null || name.isEmpty()) {
      throw new SerialException("empty class name in a Class value", at);
    }
    Class<?> primitive = PRIMITIVES.get(name);
    if (primitive != null) {
      return primitive;
    }
    return ((ReadSession) context).registry().policy().resolve(name, null, at);
  }
}
