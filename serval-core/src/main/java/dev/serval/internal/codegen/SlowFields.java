package dev.serval.internal.codegen;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;

/**
 * The reflective path for what generated code cannot do itself: fields it may not touch with
 * plain bytecode (final fields on read, fields of superclasses in other packages, fields whose type
 * it may not name) and creating instances of classes without a no-argument constructor. Supplied by
 * the object serializers, so a field is encoded exactly as on the portable path.
 */
public interface SlowFields {
  /** Writes field {@code index} of {@code object}. Fails without the field's path. */
  void writeField(WriteSession session, int index, Object object);

  /** Reads field {@code index} into {@code object}. Fails without the field's path. */
  void readField(ReadSession session, int index, Object object);

  /** A new, empty instance of a plain class. */
  Object newInstance();
}
