package dev.serval.io;

import java.util.Arrays;

/**
 * A short constant run of bytes that payloads repeat (an EVOLVING payload's description of a small
 * class), held as two little-endian words: {@link WriteBuffer#writeFixed} stores it with two stores
 * and {@link ReadBuffer#skipIfNext(FixedBytes)} matches it with two loads.
 *
 * <p>Why: as an array, the run went through the JVM's copy stub on writing and its mismatch stub on
 * reading, each a call with set-up and several dependent loads before it; for a one-field class
 * that was most of what EVOLVING mode added to a payload. Longer runs stay arrays: stored a word at
 * a time (each store checks its index), a record of eight doubles, whose description is 33 bytes,
 * serialized at 0.92 times the speed in two alternating runs, and matching descriptions of 17 and
 * 67 bytes by words read them no faster.
 */
public final class FixedBytes {
  /** The longest run held as words. */
  public static final int MAX_LENGTH = 2 * Long.BYTES;

  final byte[] bytes;
  final int length;
  final long first;
  final long second;
  /** The bits of {@link #first} and {@link #second} that hold the run's own bytes. */
  final long firstMask;
  final long secondMask;

  /** {@code bytes}: 1 to {@link #MAX_LENGTH} bytes, copied. */
  public FixedBytes(byte[] bytes) {
    if (bytes.length == 0 || bytes.length > MAX_LENGTH) {
      throw new IllegalArgumentException("a fixed run holds 1 to " + MAX_LENGTH + " bytes, not "
          + bytes.length);
    }
    this.bytes = bytes.clone();
    this.length = bytes.length;
    byte[] padded = Arrays.copyOf(bytes, MAX_LENGTH);
    this.first = (long) LittleEndian.LONG.get(padded, 0);
    this.second = (long) LittleEndian.LONG.get(padded, Long.BYTES);
    this.firstMask = mask(length);
    this.secondMask = mask(length - Long.BYTES);
  }

  /** {@code bytes} as a fixed run when they are 1 to {@link #MAX_LENGTH} bytes, else null. */
  public static FixedBytes ofShort(byte[] bytes) {
    return bytes.length > 0 && bytes.length <= MAX_LENGTH ? new FixedBytes(bytes) : null;
  }

  /** The bits of a little-endian word that hold its first {@code count} bytes (none to all 8). */
  private static long mask(int count) {
    if (count <= 0) {
      return 0;
    }
    return count >= Long.BYTES ? -1L : (1L << (count * 8)) - 1;
  }

  /** How many bytes the run holds. */
  public int length() {
    return length;
  }
}
