package dev.serval;

import dev.serval.io.WriteBuffer;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Writes a stream of payloads: a 4-byte stream header ({@code 'S' 'R' 'V'} and the format version),
 * then for each value its payload length as a {@code VarUInt32} and the payload. Values are encoded
 * one at a time into a reused buffer, so memory is bounded by the largest single value. Not
 * thread-safe; one writer per stream.
 */
public final class ServalOutput implements Closeable, Flushable {
  static final byte[] MAGIC = {'S', 'R', 'V', 1};

  private final Serval serval;
  private final OutputStream out;
  private final WriteBuffer payload = new WriteBuffer(256);
  private final WriteBuffer frame = new WriteBuffer(8);
  private boolean started;

  ServalOutput(Serval serval, OutputStream out) {
    this.serval = serval;
    this.out = out;
  }

  /** Writes one value; I/O failures surface as {@link UncheckedIOException}. */
  public void write(Object value) {
    payload.clear();
    int length = serval.serialize(value, payload);
    frame.clear();
    frame.writeVarUInt32(length);
    try {
      if (!started) {
        out.write(MAGIC);
        started = true;
      }
      out.write(frame.bytes(), 0, frame.position());
      out.write(payload.bytes(), 0, length);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void flush() throws IOException {
    if (!started) {
      out.write(MAGIC);
      started = true;
    }
    out.flush();
  }

  @Override
  public void close() throws IOException {
    try {
      flush();
    } finally {
      out.close();
    }
  }
}
