package dev.serval.io;

/**
 * The check both buffers make of text that must be ASCII without NUL, the bytes that Latin-1 and
 * modified UTF-8 ({@code DataOutput.writeUTF}) encode alike, one byte a char.
 */
final class Ascii {
  private Ascii() {}

  /**
   * Whether every byte of {@code b[from, from + length)} is in 1..127, eight at a time: in a word,
   * a byte is 0 or above 127 exactly when the top bit of that byte is set in {@code w - 0x0101...}
   * or in {@code w} (a 0 byte borrows and turns 0xFF; borrowing only reaches the bytes above a byte
   * that is itself 0, so it never hides one).
   */
  static boolean bytesFrom1To127(byte[] b, int from, int length) {
    int end = from + length;
    if (length < Long.BYTES) {
      for (int p = from; p < end; p++) {
        if (b[p] <= 0) {
          return false;
        }
      }
      return true;
    }
    for (int p = from; p < end - Long.BYTES; p += Long.BYTES) {
      if (!wordFrom1To127((long) LittleEndian.LONG.get(b, p))) {
        return false;
      }
    }
    return wordFrom1To127((long) LittleEndian.LONG.get(b, end - Long.BYTES)); // overlaps the last
  }

  private static boolean wordFrom1To127(long w) {
    return ((w - 0x0101010101010101L | w) & 0x8080808080808080L) == 0;
  }
}
