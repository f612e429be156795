package dev.serval.internal;

/**
 * A serializer of a class whose instances may stand in for another object when written, as Java
 * serialization's {@code writeReplace} does. The session asks before writing the class tag.
 */
public interface WriteReplacing {
  /** The object to write instead of {@code value}; {@code value} itself when there is none. */
  Object writeReplace(Object value);
}
