package dev.serval.spi;

/**
 * Writes and reads the body of one class's instances. Serval resolves one serializer per class,
 * once, and shares it between threads, so implementations must be stateless or thread-safe.
 *
 * <p>The caller has already written the null marker, the reference marker and the class tag, so
 * {@link #write} sees a non-null value and writes only its content; {@link #read} reads exactly
 * what {@code write} wrote. Nested values go through {@link WriteContext#writeObject} and
 * {@link ReadContext#readObject}, which handle nulls, types, shared references and depth.
 *
 * <p>It is an abstract class rather than an interface so that calls through it stay cheap virtual
 * calls and defaults can be added without breaking implementations.
 */
public abstract class Serializer<T> {

  /** Writes the content of {@code value}, which is never null. */
  public abstract void write(WriteContext context, T value);

  /**
   * Reads a value written by {@link #write}. A serializer of a mutable container should create the
   * instance first, pass it to {@link ReadContext#reference(Object)}, and only then read nested
   * values, so that references back to it (cycles) resolve.
   */
  public abstract T read(ReadContext context);

  /**
   * Whether instances take part in reference tracking when references are on. Immutable values whose
   * identity does not matter (strings, boxes, {@code java.time} values) return false and are written
   * in full every time, which is smaller and faster for them.
   */
  public boolean tracksReferences() {
    return true;
  }
}
