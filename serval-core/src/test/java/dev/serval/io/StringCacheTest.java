package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Reading strings through a {@link StringCache}: the plain reader's results, sometimes shared. */
class StringCacheTest {

  private static byte[] write(String... values) {
    WriteBuffer out = new WriteBuffer(16);
    for (String v : values) {
      out.writeString(v);
    }
    return out.toByteArray();
  }

  /** Reads every string of {@code bytes} both ways and checks they agree, string and position. */
  private static List<String> readBothWays(byte[] bytes, StringCache cache, int maxChars) {
    ReadBuffer plain = new ReadBuffer(bytes);
    ReadBuffer cached = new ReadBuffer(bytes);
    List<String> read = new ArrayList<>();
    while (plain.remaining() > 0) {
      String expected = plain.readString(maxChars);
      String actual = cached.readString(maxChars, cache);
      assertThat(actual).isEqualTo(expected);
      assertThat(cached.position()).isEqualTo(plain.position());
      read.add(actual);
    }
    return read;
  }

  @Test
  void answersTheSameInstanceForTheSameBytes() {
    StringCache cache = new StringCache();
    String first = readBothWays(write("customer"), cache, 100).get(0);
    String second = readBothWays(write("customer"), cache, 100).get(0);
    assertThat(second).isSameAs(first);
  }

  @Test
  void agreesWithThePlainReaderAtEveryLengthAndContent() {
    // Lengths around the two words, trailing NULs (which the masked words alone cannot tell
    // apart), Latin-1 above 127, UTF-16, null and empty, and strings read again from the cache.
    List<String> values = new ArrayList<>();
    IntStream.rangeClosed(0, 18).forEach(n -> {
      values.add("k".repeat(n));
      values.add("k".repeat(n) + "\0");
      values.add("\0".repeat(n));
      values.add("\u00e9".repeat(n));
      values.add("\u20ac".repeat(n));
    });
    values.add(null);
    StringCache cache = new StringCache();
    byte[] bytes = write(values.toArray(new String[0]));
    assertThat(readBothWays(bytes, cache, Integer.MAX_VALUE)).isEqualTo(values);
    assertThat(readBothWays(bytes, cache, Integer.MAX_VALUE)).isEqualTo(values);
  }

  @Test
  void keepsStringsApartThatShareASlot() {
    // 5,000 random short strings over 512 slots: every slot is overwritten many times.
    Random random = new Random(7);
    String[] values = new String[5_000];
    for (int i = 0; i < values.length; i++) {
      char[] chars = new char[1 + random.nextInt(16)];
      for (int j = 0; j < chars.length; j++) {
        chars[j] = (char) ('a' + random.nextInt(3));
      }
      values[i] = new String(chars);
    }
    StringCache cache = new StringCache();
    byte[] bytes = write(values);
    assertThat(readBothWays(bytes, cache, 100)).containsExactly(values);
    assertThat(readBothWays(bytes, cache, 100)).containsExactly(values);
  }

  @Test
  void keepsEveryKeyOfAMapOfSixtyFour() {
    // A map's keys, read again in the next payload, all come from the cache: with one slot a
    // string, about one key in six shared its slot with another and the two evicted each other.
    // (With this seed no set of two slots gets three keys, which no cache of this size could keep.)
    Random random = new Random(11);
    String[] keys = new String[64];
    for (int i = 0; i < keys.length; i++) {
      char[] chars = new char[8];
      for (int j = 0; j < chars.length; j++) {
        chars[j] = (char) ('a' + random.nextInt(26));
      }
      keys[i] = new String(chars);
    }
    StringCache cache = new StringCache();
    byte[] bytes = write(keys);
    List<String> first = readBothWays(bytes, cache, 100);
    List<String> second = readBothWays(bytes, cache, 100);
    for (int i = 0; i < keys.length; i++) {
      assertThat(second.get(i)).as("key #%d", i).isSameAs(first.get(i));
    }
  }

  @Test
  void failsWhereThePlainReaderFails() {
    byte[] whole = write("abcdefgh");
    byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 1);
    StringCache cache = new StringCache();
    assertThatThrownBy(() -> new ReadBuffer(cut).readString(100, cache))
        .isInstanceOf(SerialException.class)
        .hasMessage(messageOf(() -> new ReadBuffer(cut).readString(100)));
    assertThatThrownBy(() -> new ReadBuffer(whole).readString(4, cache))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("exceeds the limit 4");
  }

  private static String messageOf(Runnable read) {
    try {
      read.run();
    } catch (SerialException e) {
      return e.getMessage();
    }
    throw new AssertionError("the plain reader did not fail");
  }
}
