package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The varint writers store whole words rather than byte by byte; their bytes must still be what
 * docs/FORMAT.md says at every length boundary (LEB128 for 32 bits, the length-prefixed {@code
 * varu64} for 64), and what they store past the end must not leak into the output.
 */
class WriteBufferVarIntTest {
  /** Every value around each 7-bit boundary, both signs, and the extremes. */
  private static List<Long> boundaryValues() {
    List<Long> values = new ArrayList<>();
    for (int bits = 0; bits <= 64; bits++) {
      long power = bits == 64 ? 0 : 1L << bits;
      for (long delta = -2; delta <= 2; delta++) {
        values.add(power + delta);
        values.add(-(power + delta));
      }
    }
    values.add(Long.MAX_VALUE);
    values.add(Long.MIN_VALUE);
    return values;
  }

  private static byte[] referenceLeb128(long value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while ((value & ~0x7FL) != 0) {
      out.write((int) ((value & 0x7F) | 0x80));
      value >>>= 7;
    }
    out.write((int) value);
    return out.toByteArray();
  }

  /**
   * {@code varu64} as docs/FORMAT.md defines it, bit by bit, low bits first: the smallest {@code
   * n} from 1 to 8 with {@code value < 2^(7n)} gives {@code n - 1} one bits, a zero bit, then the
   * value's low {@code 7n} bits; a larger value gives eight one bits, then its 64 bits.
   */
  private static byte[] referenceVarU64(long value) {
    int n = 1;
    while (n <= 8 && (value >>> (7 * n)) != 0) {
      n++;
    }
    List<Boolean> bits = new ArrayList<>();
    int valueBits = n == 9 ? 64 : 7 * n;
    for (int i = 0; i < Math.min(n, 9) - 1; i++) {
      bits.add(true);
    }
    if (n < 9) {
      bits.add(false);
    }
    for (int i = 0; i < valueBits; i++) {
      bits.add(((value >>> i) & 1) != 0);
    }
    byte[] out = new byte[bits.size() / 8];
    for (int i = 0; i < bits.size(); i++) {
      if (bits.get(i)) {
        out[i / 8] |= (byte) (1 << (i % 8));
      }
    }
    return out;
  }

  @Test
  void unsigned64IsLengthPrefixed() {
    for (long value : boundaryValues()) {
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeByte(0x55);
      buffer.writeVarUInt64(value);
      byte[] expected = referenceVarU64(value);
      assertThat(expected.length).as("length of %s", value).isBetween(1, 9);
      assertThat(buffer.position()).as("length of %s", value).isEqualTo(1 + expected.length);
      byte[] written = buffer.toByteArray();
      assertThat(java.util.Arrays.copyOfRange(written, 1, written.length)).as("%s", value)
          .isEqualTo(expected);
      // Read at the very end of the bytes (byte by byte) and with junk after them (one load).
      assertThat(new ReadBuffer(written, 1, expected.length).readVarUInt64()).isEqualTo(value);
      byte[] padded = java.util.Arrays.copyOf(written, written.length + 16);
      java.util.Arrays.fill(padded, written.length, padded.length, (byte) 0xA5);
      ReadBuffer in = new ReadBuffer(padded, 1, padded.length - 1);
      assertThat(in.readVarUInt64()).as("%s", value).isEqualTo(value);
      assertThat(in.position()).as("position after %s", value).isEqualTo(expected.length);
    }
  }

  /** The examples docs/FORMAT.md gives for {@code varu64}. */
  @Test
  void unsigned64MatchesTheFormatDocument() {
    long[] values = {0, 1, 127, 128, 300, (1L << 56) - 1, 1L << 56};
    String[] bytes = {"00", "02", "fe", "01 02", "b1 04", "7f ff ff ff ff ff ff ff",
        "ff 00 00 00 00 00 00 00 01"};
    for (int i = 0; i < values.length; i++) {
      WriteBuffer buffer = new WriteBuffer(16);
      buffer.writeVarUInt64(values[i]);
      assertThat(java.util.HexFormat.ofDelimiter(" ").formatHex(buffer.toByteArray()))
          .as("%s", values[i]).isEqualTo(bytes[i]);
    }
  }

  @Test
  void signed64IsZigZagThenVarU64() {
    for (long value : boundaryValues()) {
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeVarInt64(value);
      byte[] expected = referenceVarU64((value << 1) ^ (value >> 63));
      assertThat(buffer.toByteArray()).as("%s", value).isEqualTo(expected);
      assertThat(new ReadBuffer(expected).readVarInt64()).isEqualTo(value);
    }
  }

  @Test
  void truncatedVarU64FailsClearly() {
    for (long value : new long[] {1L << 7, 1L << 50, -1L}) {
      byte[] whole = referenceVarU64(value);
      byte[] cut = java.util.Arrays.copyOf(whole, whole.length - 1);
      assertThatThrownBy(() -> new ReadBuffer(cut).readVarUInt64())
          .as("%s", value).isInstanceOf(SerialException.class);
    }
  }

  @Test
  void unsigned32MatchesByteByByteLeb128() {
    for (long wide : boundaryValues()) {
      int value = (int) wide;
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeVarUInt32(value);
      buffer.writeByte(0x55);
      byte[] expected = referenceLeb128(value & 0xFFFFFFFFL);
      byte[] written = buffer.toByteArray();
      assertThat(written).as("%s", value).hasSize(expected.length + 1);
      assertThat(java.util.Arrays.copyOf(written, expected.length)).as("%s", value)
          .isEqualTo(expected);
      assertThat(written[expected.length]).isEqualTo((byte) 0x55);
      assertThat(new ReadBuffer(written, 0, expected.length).readVarUInt32()).isEqualTo(value);
    }
  }

  @Test
  void signed32IsZigZagThenLeb128() {
    for (long wide : boundaryValues()) {
      int value = (int) wide;
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeVarInt32(value);
      buffer.writeByte(0x55);
      byte[] expected = referenceLeb128(((value << 1) ^ (value >> 31)) & 0xFFFFFFFFL);
      byte[] written = buffer.toByteArray();
      assertThat(written).as("%s", value).hasSize(expected.length + 1);
      assertThat(java.util.Arrays.copyOf(written, expected.length)).as("%s", value)
          .isEqualTo(expected);
      assertThat(new ReadBuffer(written, 0, expected.length).readVarInt32()).isEqualTo(value);
    }
  }

  /**
   * A varint written after an {@code ensure} of its documented room, at the very end of the array
   * (the room covers the whole-word stores of the widest values): the checked method's bytes, and
   * a run of them the same.
   */
  @Test
  void ensuredWritesNeedNoMoreThanTheirRoom() {
    long[] longs = {Long.MIN_VALUE, Long.MAX_VALUE, 1L << 55, -1, 0};
    int[] ints = {Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 27, -1, 0};
    for (int lead = 16; lead < 40; lead++) {
      for (long value : longs) {
        assertEnsuredWriteMatches(lead, WriteBuffer.VAR_INT64_ROOM, value,
            b -> b.writeVarInt64Ensured(value), b -> b.writeVarInt64(value));
      }
      for (int value : ints) {
        assertEnsuredWriteMatches(lead, WriteBuffer.VAR_INT32_ROOM, value,
            b -> b.writeVarInt32Ensured(value), b -> b.writeVarInt32(value));
      }
    }
    // A run ensures the room of each of its varints, as VarintRun does.
    WriteBuffer run = atEnd(3, longs.length * WriteBuffer.VAR_INT64_ROOM
        + 2 * WriteBuffer.VAR_INT32_ROOM);
    WriteBuffer checked = atEnd(3, 16);
    for (int i = 0; i < longs.length; i++) {
      run.writeVarInt64Ensured(longs[i]);
      checked.writeVarInt64(longs[i]);
      if (i < 2) {
        run.writeVarInt32Ensured(ints[i]);
        checked.writeVarInt32(ints[i]);
      }
    }
    assertThat(run.toByteArray()).isEqualTo(checked.toByteArray());
  }

  /** {@code ensured} with exactly {@code room} bytes left writes what {@code checked} does. */
  private static void assertEnsuredWriteMatches(int lead, int room, long value,
      Consumer<WriteBuffer> ensured, Consumer<WriteBuffer> checked) {
    WriteBuffer tight = atEnd(lead, room);
    ensured.accept(tight);
    WriteBuffer roomy = atEnd(lead, 16);
    checked.accept(roomy);
    assertThat(tight.toByteArray()).as("%s after %s", value, lead)
        .isEqualTo(roomy.toByteArray());
  }

  /**
   * A buffer holding {@code lead} bytes whose array ends exactly {@code room} bytes later (the
   * smallest array is 16 bytes, so lead and room add up to at least that here).
   */
  private static WriteBuffer atEnd(int lead, int room) {
    WriteBuffer buffer = new WriteBuffer(lead + room);
    for (int i = 0; i < lead; i++) {
      buffer.writeByte(i);
    }
    assertThat(buffer.bytes().length - buffer.position()).isEqualTo(room);
    return buffer;
  }
}
