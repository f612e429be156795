package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The {@code string} encoding of FORMAT.md byte by byte: ASCII runs and headed strings. */
class StringEncodingTest {

  private static byte[] write(String value) {
    WriteBuffer out = new WriteBuffer(16);
    out.writeString(value);
    return out.toByteArray();
  }

  private static String read(byte[] bytes) {
    ReadBuffer in = new ReadBuffer(bytes);
    String value = in.readString(Integer.MAX_VALUE);
    assertThat(in.remaining()).as("bytes left").isZero();
    return value;
  }

  /** Lengths around every boundary of both forms, in ASCII, Latin-1 and UTF-16. */
  static Stream<String> boundaryStrings() {
    return IntStream.of(0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 62, 63, 64, 65, 200, 8200)
        .boxed()
        .flatMap(n -> Stream.of("a".repeat(n), "\u007f".repeat(n), "\0".repeat(n),
            "a".repeat(Math.max(0, n - 1)) + "\u00e9", "\u00e9" + "a".repeat(Math.max(0, n - 1)),
            "a".repeat(Math.max(0, n - 1)) + "\u4e2d"));
  }

  @ParameterizedTest
  @MethodSource("boundaryStrings")
  void roundTripsAtEveryBoundary(String value) {
    assertThat(read(write(value))).isEqualTo(value);
  }

  @Test
  void shortAsciiIsItsCharsAloneWithTheLastMarked() {
    assertThat(write("ab")).containsExactly('a', 'b' | 0x80);
    assertThat(write("x".repeat(32))).hasSize(32);
  }

  @Test
  void headedFormsAndNull() {
    assertThat(write(null)).containsExactly(0x80);
    assertThat(write("")).containsExactly(0x81);
    // One char: h = (1 << 1 | Latin-1) + 1 = 3.
    assertThat(write("a")).containsExactly(0x83, 'a');
    // 33 ASCII chars are past the longest run: h = 67 needs a second header byte.
    assertThat(write("y".repeat(33))).hasSize(35).startsWith(0xC0 | (67 & 0x3F), 67 >>> 6);
    // Latin-1 but not ASCII: headed, one byte a char.
    assertThat(write("\u00e9\u00e9")).containsExactly(0x80 | 5, 0xE9, 0xE9);
    // UTF-16: h = (1 << 1 | 1) + 1 = 4.
    assertThat(write("\u4e2d")).containsExactly(0x84, 0x2D, 0x4E);
  }

  @Test
  void aRunWithoutItsEndMarkIsRefused() {
    assertThatThrownBy(() -> read(new byte[] {'a', 'b', 'c'}))
        .isInstanceOf(SerialException.class).hasMessageContaining("end mark");
    byte[] tooLong = new byte[40];
    java.util.Arrays.fill(tooLong, (byte) 'a');
    tooLong[39] |= (byte) 0x80;
    assertThatThrownBy(() -> read(tooLong))
        .isInstanceOf(SerialException.class).hasMessageContaining("end mark");
  }

  @Test
  void readingARunLeavesTheInputUntouched() {
    byte[] bytes = write("hello");
    byte[] copy = bytes.clone();
    assertThat(read(bytes)).isEqualTo("hello");
    assertThat(bytes).isEqualTo(copy);
  }

  @Test
  void theCharLimitAppliesToBothForms() {
    assertThatThrownBy(() -> new ReadBuffer(write("abcdef")).readString(5))
        .isInstanceOf(SerialException.class).hasMessageContaining("limit");
    assertThatThrownBy(() -> new ReadBuffer(write("\u00e9".repeat(6))).readString(5))
        .isInstanceOf(SerialException.class).hasMessageContaining("limit");
  }

  @Test
  void runsFollowEachOther() {
    WriteBuffer out = new WriteBuffer(16);
    for (int n = 2; n <= 40; n++) {
      out.writeString("k".repeat(n));
    }
    ReadBuffer in = new ReadBuffer(out.toByteArray());
    for (int n = 2; n <= 40; n++) {
      assertThat(in.readString(Integer.MAX_VALUE)).isEqualTo("k".repeat(n));
    }
    assertThat(in.remaining()).isZero();
  }
}
