package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The varint writers store whole words rather than byte by byte; their bytes must still be plain
 * LEB128 at every length boundary, and what they store past the end must not leak into the output.
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

  private static byte[] reference(long value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while ((value & ~0x7FL) != 0) {
      out.write((int) ((value & 0x7F) | 0x80));
      value >>>= 7;
    }
    out.write((int) value);
    return out.toByteArray();
  }

  @Test
  void unsigned64MatchesByteByByteLeb128() {
    for (long value : boundaryValues()) {
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeByte(0x55);
      buffer.writeVarUInt64(value);
      byte[] expected = reference(value);
      assertThat(buffer.position()).as("length of %s", value).isEqualTo(1 + expected.length);
      byte[] written = buffer.toByteArray();
      assertThat(java.util.Arrays.copyOfRange(written, 1, written.length)).as("%s", value)
          .isEqualTo(expected);
      assertThat(new ReadBuffer(written, 1, expected.length).readVarUInt64()).isEqualTo(value);
    }
  }

  @Test
  void unsigned32MatchesByteByByteLeb128() {
    for (long wide : boundaryValues()) {
      int value = (int) wide;
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeVarUInt32(value);
      buffer.writeByte(0x55);
      byte[] expected = reference(value & 0xFFFFFFFFL);
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
      byte[] expected = reference(((value << 1) ^ (value >> 31)) & 0xFFFFFFFFL);
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
    WriteBuffer run = atEnd(3, 3 * WriteBuffer.VAR_INT64_ROOM + 2 * WriteBuffer.VAR_INT32_ROOM);
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
