package dev.serval.spi;

import dev.serval.Limits;
import dev.serval.io.ReadBuffer;

/** What a {@link Serializer} reads through. One context serves one call on one thread. */
public interface ReadContext {

  /** The buffer the current payload is read from. */
  ReadBuffer buffer();

  /** Reads a value written by {@link WriteContext#writeObject}. */
  Object readObject();

  /**
   * Reads a value written by {@link WriteContext#writeObject} and fails with a
   * {@link dev.serval.SerialException} unless it is null or an instance of {@code type}.
   */
  <T> T readObject(Class<T> type);

  /** Reads a nullable string written by {@link WriteContext#writeString}. */
  String readString();

  /**
   * Registers the object being read, before its nested values are read, so that references back
   * to it resolve. Only the first call for a value counts; serializers of immutable values need not
   * call it.
   */
  void reference(Object value);

  /** The limits in force; serializers check declared sizes against them before allocating. */
  Limits limits();

  /**
   * Reads a length or element count and checks it against {@link Limits#maxArrayLength()} and
   * against the bytes left (each element takes at least {@code minBytesEach} bytes).
   */
  int readLength(int minBytesEach);

  /** Whether this payload tracks shared references and cycles. */
  boolean references();
}
