package dev.serval.io;

/**
 * Short Latin-1 strings read recently, for strings that recur from payload to payload: a map's
 * keys above all (the same keys in every map of a list, every message of a stream). Reading one
 * that is here answers the String read before instead of a new copy: nothing is allocated, and the
 * String keeps the hash code it computed the first time, which every map asks its keys for.
 * Strings are immutable, so sharing one between results changes nothing a caller can see but
 * identity.
 *
 * <p>Two-way set-associative: each string of at most {@value #MAX_BYTES} bytes belongs to one set
 * of two slots, chosen by a hash of its bytes; misses replace the set's two slots in turn. A
 * lookup compares a slot's bytes, held as two words, and length with the payload's; no input can
 * make it slower than a miss. Not thread-safe: one per reader.
 *
 * <p>Why two ways: with one slot a string, the 64 keys of a map shared 256 slots with collisions
 * (about one key in six), and two keys of a slot evicted each other in every payload: each miss a
 * new string, its copy and its hash computed again. The length is kept beside the words (trailing
 * NULs are all that the masked words cannot tell apart), where reading the cached string's length
 * was a chain of two more loads. Replacing in turn, rather than moving the set's newer string to
 * its other slot, stores one string per miss: each store of a new string into these long-lived
 * arrays costs a G1 write barrier.
 */
public final class StringCache {
  /** The longest string kept, in bytes: two words to compare. */
  public static final int MAX_BYTES = 16;
  private static final int SETS = 256;
  private static final int SLOTS = 2 * SETS;

  private final String[] strings = new String[SLOTS];
  private final long[] lowWords = new long[SLOTS];
  private final long[] highWords = new long[SLOTS];
  private final byte[] lengths = new byte[SLOTS];
  /** Per set, the way (0 or 1) its next miss replaces. */
  private final byte[] nextWays = new byte[SETS];

  /**
   * The string of the {@code length} Latin-1 bytes at {@code offset} of {@code bytes}, 1 to {@link
   * #MAX_BYTES} of them.
   */
  String latin1(byte[] bytes, int offset, int length) {
    long low;
    long high;
    if (offset > bytes.length - MAX_BYTES) { // near the array's end: no whole words to load
      low = word(bytes, offset, Math.min(length, 8));
      high = length > 8 ? word(bytes, offset + 8, length - 8) : 0;
    } else if (length <= 8) {
      low = (long) LittleEndian.LONG.get(bytes, offset) & mask(length);
      high = 0;
    } else {
      low = (long) LittleEndian.LONG.get(bytes, offset);
      high = (long) LittleEndian.LONG.get(bytes, offset + 8) & mask(length - 8);
    }
    int set = set(low, high);
    int first = set << 1;
    if (holds(first, low, high, length)) {
      return strings[first];
    }
    if (holds(first + 1, low, high, length)) {
      return strings[first + 1];
    }
    String s = ReadBuffer.latin1(bytes, offset, length);
    int way = nextWays[set];
    nextWays[set] = (byte) (way ^ 1);
    store(first + way, s, low, high, (byte) length);
    return s;
  }

  /** Whether {@code slot} holds the string of these words and length (an empty slot holds none). */
  private boolean holds(int slot, long low, long high, int length) {
    return lowWords[slot] == low && highWords[slot] == high && lengths[slot] == length;
  }

  private void store(int slot, String s, long low, long high, byte length) {
    strings[slot] = s;
    lowWords[slot] = low;
    highWords[slot] = high;
    lengths[slot] = length;
  }

  /** The {@code count} bytes at {@code offset} as the low bytes of a little-endian word. */
  private static long word(byte[] bytes, int offset, int count) {
    long w = 0;
    for (int i = count - 1; i >= 0; i--) {
      w = w << 8 | (bytes[offset + i] & 0xFF);
    }
    return w;
  }

  /** The low {@code bytes} bytes of a word (little-endian: the first ones), 1 to 8. */
  private static long mask(int bytes) {
    return -1L >>> (64 - 8 * bytes);
  }

  /** The set of these words: the top 8 bits of their hash. */
  private static int set(long low, long high) {
    long h = (low * 0x9E3779B97F4A7C15L + high) * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 56);
  }
}
