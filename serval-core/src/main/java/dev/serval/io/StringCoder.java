package dev.serval.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Constants and checks of the {@code string} encoding shared by the two buffers (FORMAT.md). */
final class StringCoder {
  /** The coder bit of a string header: one byte a char. */
  static final int LATIN1 = 0;
  /** The coder bit of a string header: two bytes a char, little-endian. */
  static final int UTF16 = 1;
  /** The one-byte header of null. */
  static final int NULL_HEADER = 0x80;
  /**
   * The longest ASCII run. Short, because the reader scans for the end mark; 32 covers the names,
   * codes and tags that make up most strings of object graphs.
   */
  static final int MAX_ASCII_RUN = 32;

  private static final VarHandle LONG_LE =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH_BITS = 0x8080808080808080L;

  private StringCoder() {}

  /** Whether {@code b[from, from + length)} has no byte with the high bit set. */
  static boolean isAscii(byte[] b, int from, int length) {
    if (length >= 8) {
      long bits = 0;
      int last = from + length - 8;
      for (int p = from; p < last; p += 8) {
        bits |= (long) LONG_LE.get(b, p);
      }
      // The last word may overlap the one before: harmless for an "any high bit" test.
      bits |= (long) LONG_LE.get(b, last);
      return (bits & HIGH_BITS) == 0;
    }
    int bits = 0;
    for (int i = 0; i < length; i++) {
      bits |= b[from + i];
    }
    return (bits & 0x80) == 0;
  }

  /**
   * The index of the first byte with the high bit set in {@code b[from, end)}, or -1. Word by word
   * where eight bytes are left, then byte by byte.
   */
  static int firstMarked(byte[] b, int from, int end) {
    int p = from;
    for (; p <= end - 8; p += 8) {
      long marks = (long) LONG_LE.get(b, p) & HIGH_BITS;
      if (marks != 0) {
        return p + (Long.numberOfTrailingZeros(marks) >>> 3);
      }
    }
    for (; p < end; p++) {
      if (b[p] < 0) {
        return p;
      }
    }
    return -1;
  }
}
