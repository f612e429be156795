package dev.serval.spi;

import dev.serval.io.WriteBuffer;

/** What a {@link Serializer} writes through. One context serves one call on one thread. */
public interface WriteContext {

  /** The buffer the current payload is written into. */
  WriteBuffer buffer();

  /**
   * Writes any value, null included, with its type and (when references are on) its identity, so
   * that {@link ReadContext#readObject()} returns an equal value of the same class.
   */
  void writeObject(Object value);

  /** Writes a nullable string (no type tag). */
  default void writeString(String value) {
    buffer().writeString(value);
  }

  /** Whether this payload tracks shared references and cycles. */
  boolean references();
}
