package dev.serval;

import dev.serval.io.ReadBuffer;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads the payloads a {@link ServalOutput} wrote, in order. Each payload is read whole into a
 * buffer, refused first if its declared length exceeds {@link Limits#maxPayloadBytes()}; the
 * stream as a whole is never held in memory. Not thread-safe.
 */
public final class ServalInput implements Closeable {
  private final Serval serval;
  private final InputStream in;
  private byte[] frame = new byte[256];
  private long offset;
  private boolean started;

  ServalInput(Serval serval, InputStream in) {
    this.serval = serval;
    this.in = in;
  }

  /** Whether another value follows; false at the clean end of the stream. */
  public boolean hasNext() {
    try {
      startIfNeeded();
      return peek();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A byte read ahead by {@link #hasNext}, or -2 for none. */
  private int peeked = -2;

  private boolean peek() throws IOException {
    if (peeked == -2) {
      peeked = in.read();
    }
    return peeked >= 0;
  }

  private int nextByte() throws IOException {
    if (peeked != -2) {
      int b = peeked;
      peeked = -2;
      return b;
    }
    return in.read();
  }

  /** Reads the next value, which must be a {@code type} or null. */
  public <T> T read(Class<T> type) {
    java.util.Objects.requireNonNull(type, "type");
    int length = nextFrame();
    return serval.read(frame, 0, length, type);
  }

  /** Reads the next value untyped (only built-in, registered or allowed classes). */
  public Object read() {
    int length = nextFrame();
    return serval.read(frame, 0, length, null);
  }

  /** Reads the next frame into {@link #frame} and returns its length. */
  private int nextFrame() {
    try {
      startIfNeeded();
      long frameStart = offset;
      int length = readFrameLength(frameStart);
      if (length > serval.limits().maxPayloadBytes()) {
        throw new SerialException("payload of " + length + " bytes exceeds the limit of "
            + serval.limits().maxPayloadBytes() + " (Limits.maxPayloadBytes)", frameStart);
      }
      if (frame.length < length) {
        // Grow in steps so a lying length costs at most what the stream really delivers.
        frame = new byte[Math.min(length, Math.max(frame.length * 2, 1 << 16))];
      }
      int filled = 0;
      while (filled < length) {
        if (filled == frame.length) {
          frame = java.util.Arrays.copyOf(frame, (int) Math.min(length, frame.length * 2L));
        }
        int n = in.read(frame, filled, Math.min(frame.length, length) - filled);
        if (n < 0) {
          throw new SerialException("stream ended inside a payload: " + filled + " of " + length
              + " bytes", offset);
        }
        filled += n;
        offset += n;
      }
      return length;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A {@code varu32} (docs/FORMAT.md) from the stream: the first byte tells how many follow. */
  private int readFrameLength(long frameStart) throws IOException {
    int first = nextByte();
    if (first < 0) {
      throw new SerialException("no more values in the stream", frameStart, new EOFException());
    }
    offset++;
    int length = ReadBuffer.varintLength(first);
    if (length > 5) {
      throw new SerialException("frame length longer than 5 bytes", frameStart);
    }
    long value = first & (0xFF >>> length);
    for (int i = 1; i < length; i++) {
      int b = nextByte();
      if (b < 0) {
        throw new SerialException("stream ended inside a frame length", offset);
      }
      offset++;
      value = value << 8 | b;
    }
    if (value > Integer.MAX_VALUE) {
      throw new SerialException("frame length out of range", frameStart);
    }
    return (int) value;
  }

  private void startIfNeeded() throws IOException {
    if (started) {
      return;
    }
    byte[] magic = new byte[ServalOutput.MAGIC.length];
    int filled = 0;
    while (filled < magic.length) {
      int n = in.read(magic, filled, magic.length - filled);
      if (n < 0) {
        throw new SerialException("stream too short for the Serval stream header", filled);
      }
      filled += n;
    }
    offset = magic.length;
    if (magic[0] != 'S' || magic[1] != 'R' || magic[2] != 'V') {
      throw new SerialException("not a Serval stream (bad magic)", 0);
    }
    if (magic[3] != ServalOutput.MAGIC[3]) {
      throw new SerialException("unsupported Serval stream version " + magic[3], 3);
    }
    started = true;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
