package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import dev.serval.internal.FixedFingerprinted;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteReplacing;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.lang.invoke.MethodHandle;

/**
 * Adds {@code writeReplace} to the serializer of a class that has one. It is a separate wrapper so
 * that only such classes are {@link WriteReplacing}, which makes the session ask before each write
 * and keeps their slots polymorphic; the content is the wrapped serializer's (the replacement's own
 * serializer writes whatever replaces an instance).
 */
final class ReplacingSerializer extends Serializer<Object>
    implements WriteReplacing, FixedFingerprinted {
  /** Replacements of replacements are followed this far before it is called a loop. */
  private static final int MAX_CHAIN = 64;

  private final Serializer<Object> content;
  private final Class<?> type;
  private final MethodHandle writeReplace;
  private final TypeRegistry registry;

  ReplacingSerializer(Serializer<Object> content, Class<?> type, MethodHandle writeReplace,
      TypeRegistry registry) {
    this.content = content;
    this.type = type;
    this.writeReplace = writeReplace;
    this.registry = registry;
  }

  /**
   * The content's fingerprint, so that the registry fingerprint covers the description the content
   * skips when the class is registered; 0 for content that writes no description.
   */
  @Override
  public int fixedFingerprint() {
    return content instanceof FixedFingerprinted fixed ? fixed.fixedFingerprint() : 0;
  }

  /**
   * As Java does: replaces, then replaces the replacement while it is of another class that has a
   * {@code writeReplace} of its own.
   */
  @Override
  public Object writeReplace(Object value) {
    Object current = value;
    Class<?> currentType = type;
    MethodHandle replace = writeReplace;
    for (int i = 0; i < MAX_CHAIN; i++) {
      Object next;
      try {
        next = (Object) replace.invokeExact(current);
      } catch (Throwable t) {
        throw JavaSerialization.hookFailed(t, currentType, "writeReplace", -1);
      }
      if (next == null || next.getClass() == currentType) {
        return next;
      }
      Serializer<Object> nextSerializer = registry.classInfo(next.getClass()).serializer();
      if (nextSerializer instanceof ReplacingSerializer) {
        ReplacingSerializer r = (ReplacingSerializer) nextSerializer;
        current = next;
        currentType = r.type;
        replace = r.writeReplace;
      } else if (nextSerializer instanceof WriteReplacing) {
        return ((WriteReplacing) nextSerializer).writeReplace(next);
      } else {
        return next;
      }
    }
    throw new SerialException("writeReplace of " + type.getName() + " keeps returning objects"
        + " of other classes with writeReplace (" + MAX_CHAIN + " steps)");
  }

  @Override
  public void write(WriteContext context, Object value) {
    content.write(context, value);
  }

  @Override
  public Object read(ReadContext context) {
    return content.read(context);
  }

  @Override
  public boolean tracksReferences() {
    return content.tracksReferences();
  }
}
