package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;

/**
 * The varint writers and readers handle whole words rather than bytes; their bytes must still be
 * what docs/FORMAT.md says at every length boundary, what the writers store past the end must not
 * leak into the output, and the readers must take the same values whether the bytes end with the
 * varint (byte by byte) or go on (one load).
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

  /**
   * A varint as docs/FORMAT.md defines it, bit by bit, high bits first: the smallest {@code n}
   * from 1 to 8 with {@code value < 2^(7n)} gives {@code n - 1} one bits, a zero bit, then the
   * value's {@code 7n} bits; a larger value gives eight one bits, then its 64 bits.
   */
  private static byte[] referenceVarint(long value) {
    int n = 1;
    while (n <= 8 && (value >>> (7 * n)) != 0) {
      n++;
    }
    List<Boolean> bits = new ArrayList<>();
    for (int i = 0; i < Math.min(n, 9) - 1; i++) {
      bits.add(true);
    }
    if (n < 9) {
      bits.add(false);
    }
    int valueBits = n == 9 ? 64 : 7 * n;
    for (int i = valueBits - 1; i >= 0; i--) {
      bits.add(((value >>> i) & 1) != 0);
    }
    byte[] out = new byte[bits.size() / 8];
    for (int i = 0; i < bits.size(); i++) {
      if (bits.get(i)) {
        out[i / 8] |= (byte) (0x80 >>> (i % 8));
      }
    }
    return out;
  }

  /** {@code written} (a marker byte, then the varint) with 16 junk bytes after it. */
  private static ReadBuffer padded(byte[] written) {
    byte[] padded = Arrays.copyOf(written, written.length + 16);
    Arrays.fill(padded, written.length, padded.length, (byte) 0xA5);
    return new ReadBuffer(padded, 1, padded.length - 1);
  }

  private static String hex(WriteBuffer buffer) {
    return HexFormat.ofDelimiter(" ").formatHex(buffer.toByteArray());
  }

  @Test
  void unsigned64MatchesTheReference() {
    for (long value : boundaryValues()) {
      assertMatchesReference(value, 9, (b, v) -> b.writeVarUInt64(v), ReadBuffer::readVarUInt64);
    }
  }

  @Test
  void unsigned32MatchesTheReference() {
    for (long wide : boundaryValues()) {
      assertMatchesReference(wide & 0xFFFF_FFFFL, 5, (b, v) -> b.writeVarUInt32(v.intValue()),
          in -> in.readVarUInt32() & 0xFFFF_FFFFL);
    }
  }

  /** The writer for class tags writes every value, small or not, as writeVarUInt32 does. */
  @Test
  void smallUnsigned32MatchesTheReference() {
    for (long wide : boundaryValues()) {
      assertMatchesReference(wide & 0xFFFF_FFFFL, 5,
          (b, v) -> b.writeSmallVarUInt32(v.intValue()), in -> in.readVarUInt32() & 0xFFFF_FFFFL);
    }
  }

  /** The reader for tags and lengths reads every value, small or not, as readVarUInt32 does. */
  @Test
  void smallUnsigned32ReadsTheReference() {
    for (long wide : boundaryValues()) {
      assertMatchesReference(wide & 0xFFFF_FFFFL, 5, (b, v) -> b.writeVarUInt32(v.intValue()),
          in -> in.readSmallVarUInt32() & 0xFFFF_FFFFL);
    }
  }

  /**
   * {@code write} puts {@code value} after a marker byte as the reference encodes it, in at most
   * {@code maxLength} bytes, and {@code read} takes it back at the end of the bytes (byte by byte)
   * and with junk after them (one load).
   */
  private static void assertMatchesReference(long value, int maxLength,
      BiConsumer<WriteBuffer, Long> write, ToLongFunction<ReadBuffer> read) {
    WriteBuffer buffer = new WriteBuffer(1);
    buffer.writeByte(0x55);
    write.accept(buffer, value);
    byte[] expected = referenceVarint(value);
    assertThat(expected.length).as("length of %s", value).isBetween(1, maxLength);
    assertThat(buffer.position()).as("length of %s", value).isEqualTo(1 + expected.length);
    byte[] written = buffer.toByteArray();
    assertThat(Arrays.copyOfRange(written, 1, written.length)).as("%s", value)
        .isEqualTo(expected);
    assertThat(read.applyAsLong(new ReadBuffer(written, 1, expected.length))).isEqualTo(value);
    ReadBuffer in = padded(written);
    assertThat(read.applyAsLong(in)).as("%s", value).isEqualTo(value);
    assertThat(in.position()).as("position after %s", value).isEqualTo(expected.length);
  }

  /** The stores at an offset (for loops that keep it in a local) write what the writers write. */
  @Test
  void storesAtAnOffsetMatchTheWriters() {
    List<Long> values = boundaryValues();
    WriteBuffer byWriters = new WriteBuffer(1);
    WriteBuffer byStores = new WriteBuffer(1);
    byWriters.writeByte(0x55);
    byStores.writeByte(0x55);
    byStores.ensure(values.size() * (WriteBuffer.VAR_INT64_ROOM + WriteBuffer.VAR_INT32_ROOM));
    int at = byStores.position();
    for (long value : values) {
      byWriters.writeVarInt64(value);
      byWriters.writeVarInt32((int) value);
      at = byStores.putVarInt64At(at, value);
      at = byStores.putVarInt32At(at, (int) value);
    }
    byStores.advance(at - byStores.position());
    assertThat(hex(byStores)).isEqualTo(hex(byWriters));
  }

  /** The examples docs/FORMAT.md gives; a varu32 is a varu64 of at most 32 bits. */
  @Test
  void varintsMatchTheFormatDocument() {
    long[] values = {0, 1, 127, 128, 300, 16383, 16384, (1L << 32) - 1, (1L << 56) - 1,
        1L << 56, -1};
    String[] bytes = {"00", "01", "7f", "80 80", "81 2c", "bf ff", "c0 40 00",
        "f0 ff ff ff ff", "fe ff ff ff ff ff ff ff", "ff 01 00 00 00 00 00 00 00",
        "ff ff ff ff ff ff ff ff ff"};
    for (int i = 0; i < values.length; i++) {
      WriteBuffer buffer = new WriteBuffer(16);
      buffer.writeVarUInt64(values[i]);
      assertThat(hex(buffer)).as("varu64 %s", values[i]).isEqualTo(bytes[i]);
      if ((values[i] >>> 32) == 0) {
        buffer = new WriteBuffer(16);
        buffer.writeVarUInt32((int) values[i]);
        assertThat(hex(buffer)).as("varu32 %s", values[i]).isEqualTo(bytes[i]);
      }
    }
  }

  @Test
  void signed64IsZigZagThenVarU64() {
    for (long value : boundaryValues()) {
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeVarInt64(value);
      byte[] expected = referenceVarint((value << 1) ^ (value >> 63));
      assertThat(buffer.toByteArray()).as("%s", value).isEqualTo(expected);
      assertThat(new ReadBuffer(expected).readVarInt64()).isEqualTo(value);
    }
  }

  @Test
  void signed32IsZigZagThenVarU32() {
    for (long wide : boundaryValues()) {
      int value = (int) wide;
      WriteBuffer buffer = new WriteBuffer(1);
      buffer.writeVarInt32(value);
      byte[] expected = referenceVarint(((value << 1) ^ (value >> 31)) & 0xFFFF_FFFFL);
      assertThat(buffer.toByteArray()).as("%s", value).isEqualTo(expected);
      assertThat(new ReadBuffer(expected).readVarInt32()).isEqualTo(value);
    }
  }

  @Test
  void truncatedVarintsFailClearly() {
    for (long value : new long[] {1L << 7, 1L << 14, 1L << 21, 1L << 28, 1L << 50, -1L}) {
      byte[] whole = referenceVarint(value);
      byte[] cut = Arrays.copyOf(whole, whole.length - 1);
      assertThatThrownBy(() -> new ReadBuffer(cut).readVarUInt64())
          .as("%s", value).isInstanceOf(SerialException.class);
      if ((value >>> 32) == 0) {
        assertThatThrownBy(() -> new ReadBuffer(cut).readVarUInt32())
            .as("%s", value).isInstanceOf(SerialException.class);
        assertThatThrownBy(() -> new ReadBuffer(cut).readSmallVarUInt32())
            .as("%s", value).isInstanceOf(SerialException.class);
      }
    }
  }

  /**
   * A varu32 of five bytes must start with {@code f0} (more value bits overflow 32), and none is
   * longer: refused at the end of the bytes and with bytes after them alike.
   */
  @Test
  void varu32BeyondThirtyTwoBitsIsRefused() {
    for (String first : new String[] {"f1", "f7", "f8", "fe", "ff"}) {
      byte[] bytes = HexFormat.of().parseHex(first + "0000000000000000");
      String message = Integer.parseInt(first, 16) < 0xF8 ? "overflows" : "longer than 5 bytes";
      assertThatThrownBy(() -> new ReadBuffer(bytes).readVarUInt32())
          .isInstanceOf(SerialException.class).hasMessageContaining(message);
      byte[] shortest = Arrays.copyOf(bytes, 5);
      assertThatThrownBy(() -> new ReadBuffer(shortest).readVarUInt32())
          .isInstanceOf(SerialException.class).hasMessageContaining(message);
      assertThatThrownBy(() -> new ReadBuffer(bytes).readSmallVarUInt32())
          .isInstanceOf(SerialException.class).hasMessageContaining(message);
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
