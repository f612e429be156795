package dev.serval;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.io.WriteBuffer;
import java.util.Objects;

/**
 * A {@link Serval} configuration for one thread at a time (from {@link Serval#local()}): the same
 * bytes and the same checks, but the state of a call (class tables, reference ids, the reader) is
 * this object's own rather than borrowed from the shared pool, which saves a thread-local lookup
 * and its bookkeeping per call; on a one-int object that was half of serializing it. Not
 * thread-safe: give each thread its own, as with a Kryo instance.
 *
 * <p>A call made while another is under way on the same handle (a custom serializer that
 * serializes something itself) is served from the pool, so nesting is safe.
 */
public final class ServalLocal {
  private final Serval serval;
  private final WriteSession writer;
  private final ReadSession reader;
  private boolean writing;
  private boolean reading;
  /** Kept for {@link #serialize(Object)} while it stays small, as the pool keeps its buffers. */
  private WriteBuffer scratch;
  private static final int RETAINED_SCRATCH_BYTES = 64 << 10;

  ServalLocal(Serval serval, WriteSession writer, ReadSession reader) {
    this.serval = serval;
    this.writer = writer;
    this.reader = reader;
  }

  /** The configuration this handle uses. */
  public Serval serval() {
    return serval;
  }

  /** As {@link Serval#serialize(Object)}. */
  public byte[] serialize(Object value) {
    if (writing) {
      return serval.serialize(value);
    }
    WriteBuffer buffer = scratch;
    if (buffer == null) {
      buffer = new WriteBuffer(256);
      scratch = buffer;
    }
    buffer.clear();
    serialize(value, buffer);
    byte[] bytes = buffer.toByteArray();
    if (buffer.bytes().length > RETAINED_SCRATCH_BYTES) {
      scratch = null;
    }
    return bytes;
  }

  /** As {@link Serval#serialize(Object, WriteBuffer)}. */
  public int serialize(Object value, WriteBuffer buffer) {
    if (writing) {
      return serval.serialize(value, buffer);
    }
    writing = true;
    try {
      return serval.write(writer, value, buffer);
    } finally {
      writing = false;
    }
  }

  /** As {@link Serval#deserialize(byte[], Class)}. */
  public <T> T deserialize(byte[] bytes, Class<T> type) {
    return deserialize(bytes, 0, bytes.length, type);
  }

  /** As {@link Serval#deserialize(byte[], int, int, Class)}. */
  public <T> T deserialize(byte[] bytes, int offset, int length, Class<T> type) {
    Objects.requireNonNull(type, "type");
    return read(bytes, offset, length, type);
  }

  /** As {@link Serval#deserialize(byte[])}. */
  public Object deserialize(byte[] bytes) {
    return read(bytes, 0, bytes.length, null);
  }

  private <T> T read(byte[] bytes, int offset, int length, Class<T> type) {
    if (reading) {
      return serval.read(bytes, offset, length, type);
    }
    Objects.checkFromIndexSize(offset, length, bytes.length);
    reading = true;
    try {
      return serval.read(reader, bytes, offset, length, type);
    } finally {
      reading = false;
    }
  }
}
