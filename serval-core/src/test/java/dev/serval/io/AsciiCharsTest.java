package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link WriteBuffer#writeAsciiChars} and {@link ReadBuffer#readAsciiOrNull}, whose word-at-a-time
 * check must flag a 0 or a byte above 127 wherever it sits: below, across and after the last
 * whole word, at every offset in the array.
 */
class AsciiCharsTest {
  /** Chars that must be refused: NUL, the first two-byte chars, the top of Latin-1, UTF-16. */
  private static final char[] OUTSIDE = {0, 0x80, 0xFF, 0x100, 0x0141};
  /** The edges of the accepted range. */
  private static final char[] INSIDE = {1, 'a', 0x7F};

  @Test
  void acceptsOnlyStringsOfCharsFrom1To127() {
    for (int length = 0; length <= 40; length++) {
      for (char inside : INSIDE) {
        String plain = String.valueOf(inside).repeat(length);
        assertWrites(plain, true);
      }
      for (int at = 0; at < length; at++) {
        for (char outside : OUTSIDE) {
          char[] chars = "q".repeat(length).toCharArray();
          chars[at] = outside;
          assertWrites(new String(chars), false);
        }
      }
    }
  }

  private static void assertWrites(String value, boolean ascii) {
    for (int start = 0; start < 9; start++) {
      WriteBuffer out = new WriteBuffer(1);
      out.writeBytes(new byte[start]);
      assertThat(out.writeAsciiChars(value)).as("%s at %d", describe(value), start)
          .isEqualTo(ascii);
      assertThat(out.position()).isEqualTo(start + (ascii ? value.length() : 0));
      if (ascii) {
        byte[] written = Arrays.copyOfRange(out.toByteArray(), start, out.position());
        assertThat(new String(written, StandardCharsets.ISO_8859_1)).isEqualTo(value);
      }
    }
  }

  @Test
  void readsOnlyBytesFrom1To127() {
    for (int length = 1; length <= 40; length++) {
      for (int at = -1; at < length; at++) {
        for (int bad : new int[] {0, 0x80, 0xFF}) {
          byte[] payload = new byte[3 + length + 2];
          Arrays.fill(payload, (byte) 'z');
          if (at >= 0) {
            payload[3 + at] = (byte) bad;
          }
          ReadBuffer in = new ReadBuffer(payload);
          in.skip(3);
          String read = in.readAsciiOrNull(length);
          if (at < 0) {
            assertThat(read).isEqualTo("z".repeat(length));
            assertThat(in.position()).isEqualTo(3 + length);
          } else {
            assertThat(read).as("byte %x at %d of %d", bad, at, length).isNull();
            assertThat(in.position()).isEqualTo(3);
          }
        }
      }
    }
  }

  /**
   * A short string is checked with one word load that reaches past it; whatever lies there (here
   * bytes the check would refuse) must not count, nor must the lack of a whole word at the end.
   */
  @Test
  void ignoresBytesPastTheString() {
    for (int length = 0; length <= 20; length++) {
      for (int trailing = 0; trailing <= 9; trailing++) {
        for (int bad : new int[] {0, 0x80, 0xFF}) {
          byte[] payload = new byte[3 + length + trailing];
          Arrays.fill(payload, (byte) bad);
          Arrays.fill(payload, 3, 3 + length, (byte) 'y');
          ReadBuffer in = new ReadBuffer(payload);
          in.skip(3);
          assertThat(in.readAsciiOrNull(length))
              .as("%d chars, then %d bytes %x", length, trailing, bad)
              .isEqualTo("y".repeat(length));
        }
      }
    }
  }

  private static String describe(String value) {
    StringBuilder b = new StringBuilder();
    value.chars().forEach(c -> b.append(c < 0x20 || c > 0x7E ? String.format("\\u%04x", c) : (char) c));
    return b.toString();
  }
}
