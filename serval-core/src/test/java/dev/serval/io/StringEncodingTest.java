package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The {@code string} encoding of FORMAT.md byte by byte. */
class StringEncodingTest {

  private static byte[] write(String value) {
    WriteBuffer out = new WriteBuffer(16);
    out.writeString(value);
    return out.toByteArray();
  }

  /** A string's header {@code h} alone, without the chars it announces. */
  private static byte[] header(int h) {
    WriteBuffer out = new WriteBuffer(16);
    out.writeVarUInt32(h);
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
    return IntStream.of(0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 62, 63, 64, 65, 200, 8189, 8190, 8191, 8192, 8200)
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
  void headerIsLengthAndCoderAndOneByteUpTo63Latin1Chars() {
    assertThat(write(null)).containsExactly(0);
    assertThat(write("")).containsExactly(1);
    // h = (1 << 1 | Latin-1) + 1 = 3.
    assertThat(write("a")).containsExactly(3, 'a');
    assertThat(write("y".repeat(63))).hasSize(64).startsWith(127);
    // h = 129: a two-byte varu32, 0x8000 | 129 big-endian.
    assertThat(write("y".repeat(64))).hasSize(66).startsWith(0x80, 0x81);
    assertThat(write("\u00e9\u00e9")).containsExactly(5, 0xE9, 0xE9);
    // UTF-16: h = (1 << 1 | 1) + 1 = 4.
    assertThat(write("\u4e2d")).containsExactly(4, 0x2D, 0x4E);
  }

  /**
   * Latin-1 strings up to {@link WriteBuffer#SHORT_HEADER_CHARS} chars have their header written
   * without the general varu32 writer: on both sides of that limit, and of the one- to two-byte
   * header boundary, the bytes are the general header then the chars.
   */
  @Test
  void latin1HeaderIsTheGeneralVarUInt32OnBothSidesOfTheShortStringLimit() {
    int limit = WriteBuffer.SHORT_HEADER_CHARS;
    for (int length : new int[] {62, 63, 64, 65, 8000, limit - 1, limit, limit + 1, limit + 2}) {
      String value = "\u00e9".repeat(length);
      byte[] h = header((length << 1) + 1);
      byte[] bytes = write(value);
      assertThat(bytes).as("length %d", length).hasSize(h.length + length).startsWith(h);
      assertThat(bytes[bytes.length - 1]).as("last char of %d", length).isEqualTo((byte) 0xE9);
    }
  }

  @Test
  void aLengthBeyondTheBytesLeftIsRefusedBeforeAllocating() {
    assertThatThrownBy(() -> read(header(0xFF_FFFF)))
        .isInstanceOf(SerialException.class).hasMessageContaining("truncated");
    assertThatThrownBy(() -> read(header(16258)))
        .isInstanceOf(SerialException.class).hasMessageContaining("exceeds");
  }

  /** Latin-1 strings with one- and two-byte headers are read by a shorter path; it fails alike. */
  @Test
  void aTruncatedOrTooLongLatin1StringFailsWithEitherHeaderLength() {
    for (String value : new String[] {"abcdef", "y".repeat(64), "\u00e9".repeat(300)}) {
      byte[] whole = write(value);
      byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 1);
      assertThatThrownBy(() -> read(cut)).as("%d chars", value.length())
          .isInstanceOf(SerialException.class).hasMessageContaining("truncated");
      assertThatThrownBy(() -> new ReadBuffer(whole).readString(value.length() - 1))
          .isInstanceOf(SerialException.class).hasMessageContaining("exceeds");
      assertThat(new ReadBuffer(whole).readString(value.length())).isEqualTo(value);
    }
  }

  @Test
  void theCharLimitAppliesToBothCoders() {
    assertThatThrownBy(() -> new ReadBuffer(write("abcdef")).readString(5))
        .isInstanceOf(SerialException.class).hasMessageContaining("limit");
    assertThatThrownBy(() -> new ReadBuffer(write("\u00e9".repeat(6))).readString(5))
        .isInstanceOf(SerialException.class).hasMessageContaining("limit");
  }

  @Test
  void stringsFollowEachOther() {
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

  /**
   * A long UTF-16 string is copied in chunks through a char view, whose alignment follows the
   * position: every chunk boundary, after an even and an odd number of bytes, must give the chars
   * in order, little-endian, and nothing past them.
   */
  @Test
  void utf16BodyIsLittleEndianCharsAtEveryChunkBoundaryAndAlignment() {
    int chunk = WriteBuffer.UTF16_CHUNK;
    for (int length : new int[] {WriteBuffer.SMALL_ARRAY + 1, chunk - 1, chunk, chunk + 1,
        2 * chunk + 3}) {
      StringBuilder chars = new StringBuilder();
      for (int i = 0; i < length; i++) {
        chars.append((char) (0x4e00 + i % 0x5000));
      }
      String value = chars.toString();
      for (int lead = 0; lead < 2; lead++) {
        WriteBuffer out = new WriteBuffer(16);
        for (int i = 0; i < lead; i++) {
          out.writeByte(0x55);
        }
        out.writeString(value);
        int bodyStart = out.position() - 2 * length;
        byte[] bytes = out.toByteArray();
        for (int i = 0; i < length; i++) {
          char c = value.charAt(i);
          assertThat(new byte[] {bytes[bodyStart + 2 * i], bytes[bodyStart + 2 * i + 1]})
              .as("char %d of %d after %d bytes", i, length, lead)
              .containsExactly((byte) c, (byte) (c >>> 8));
        }
        ReadBuffer in = new ReadBuffer(bytes, lead, bytes.length - lead);
        assertThat(in.readString(Integer.MAX_VALUE)).isEqualTo(value);
        assertThat(in.remaining()).isZero();
      }
    }
  }
}
