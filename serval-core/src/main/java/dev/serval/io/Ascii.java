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
   *
   * <p>Up to 16 bytes take one or two word loads and no loop: a loop whose trip count follows the
   * string's length mispredicts its exit on text of varying length (labels of 0 to 16 chars, as in
   * FST's ExternalizableTest), and checking them byte by byte was a fifth of writing that test.
   */
  static boolean bytesFrom1To127(byte[] b, int from, int length) {
    if (length < Long.BYTES) {
      if (from > b.length - Long.BYTES) {
        return eachFrom1To127(b, from, length); // no whole word to load at the end of the array
      }
      // The bytes past the range are masked off. Little-endian, they sit above the range's own,
      // and a borrow only moves upwards, so they cannot change what the range's bytes show.
      long inRange = (1L << (length << 3)) - 1;
      return (outside1To127(word(b, from)) & inRange) == 0;
    }
    int lastWord = from + length - Long.BYTES; // overlaps the one before it, at most in full
    if (length <= 2 * Long.BYTES) {
      return (outside1To127(word(b, from)) | outside1To127(word(b, lastWord))) == 0;
    }
    for (int p = from; p < lastWord; p += Long.BYTES) {
      if (outside1To127(word(b, p)) != 0) {
        return false;
      }
    }
    return outside1To127(word(b, lastWord)) == 0;
  }

  private static boolean eachFrom1To127(byte[] b, int from, int length) {
    for (int p = from; p < from + length; p++) {
      if (b[p] <= 0) {
        return false;
      }
    }
    return true;
  }

  private static long word(byte[] b, int at) {
    return (long) LittleEndian.LONG.get(b, at);
  }

  /** The top bit of each byte of {@code w} that is 0 or above 127; 0 when there is none. */
  private static long outside1To127(long w) {
    return (w - 0x0101010101010101L | w) & 0x8080808080808080L;
  }
}
