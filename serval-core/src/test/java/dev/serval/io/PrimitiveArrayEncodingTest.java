package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Small primitive arrays are copied element by element and large ones in bulk: both paths must
 * write and read the same little-endian bytes, NaN payloads included.
 */
class PrimitiveArrayEncodingTest {
  private static final int SMALL = WriteBuffer.SMALL_ARRAY;
  private static final Random RANDOM = new Random(42);

  /** The bytes of a {@code 2 * SMALL} array (bulk) against its two halves (element by element). */
  private static void assertSameBytes(java.util.function.BiConsumer<WriteBuffer, int[]> write) {
    WriteBuffer whole = new WriteBuffer(16);
    write.accept(whole, new int[] {0, 2 * SMALL});
    WriteBuffer halves = new WriteBuffer(16);
    write.accept(halves, new int[] {0, SMALL});
    write.accept(halves, new int[] {SMALL, 2 * SMALL});
    assertThat(halves.toByteArray()).isEqualTo(whole.toByteArray());
  }

  @Test
  void bothPathsWriteTheSameBytes() {
    long[] longs = RANDOM.longs(2 * SMALL).toArray();
    int[] ints = RANDOM.ints(2 * SMALL).toArray();
    short[] shorts = new short[2 * SMALL];
    char[] chars = new char[2 * SMALL];
    float[] floats = new float[2 * SMALL];
    double[] doubles = new double[2 * SMALL];
    for (int i = 0; i < 2 * SMALL; i++) {
      shorts[i] = (short) ints[i];
      chars[i] = (char) ints[i];
      floats[i] = Float.intBitsToFloat(ints[i]); // NaNs with payloads among them
      doubles[i] = Double.longBitsToDouble(longs[i]);
    }
    assertSameBytes((b, r) -> b.writeInt64ArrayLe(Arrays.copyOfRange(longs, r[0], r[1])));
    assertSameBytes((b, r) -> b.writeInt32ArrayLe(Arrays.copyOfRange(ints, r[0], r[1])));
    assertSameBytes((b, r) -> b.writeInt16ArrayLe(Arrays.copyOfRange(shorts, r[0], r[1])));
    assertSameBytes((b, r) -> b.writeChar16ArrayLe(Arrays.copyOfRange(chars, r[0], r[1])));
    assertSameBytes((b, r) -> b.writeFloat32ArrayLe(Arrays.copyOfRange(floats, r[0], r[1])));
    assertSameBytes((b, r) -> b.writeFloat64ArrayLe(Arrays.copyOfRange(doubles, r[0], r[1])));
  }

  @Test
  void everyLengthAroundTheThresholdRoundTripsBitForBit() {
    for (int n : new int[] {0, 1, SMALL - 1, SMALL, SMALL + 1, 5 * SMALL}) {
      long[] longs = RANDOM.longs(n).toArray();
      int[] ints = RANDOM.ints(n).toArray();
      double[] doubles = Arrays.stream(longs).mapToDouble(Double::longBitsToDouble).toArray();
      float[] floats = new float[n];
      short[] shorts = new short[n];
      char[] chars = new char[n];
      for (int i = 0; i < n; i++) {
        floats[i] = Float.intBitsToFloat(ints[i]);
        shorts[i] = (short) (ints[i] >>> 7);
        chars[i] = (char) (ints[i] >>> 3);
      }
      WriteBuffer out = new WriteBuffer(16);
      out.writeByte(0x5A); // an odd start, so nothing is aligned
      out.writeInt64ArrayLe(longs);
      out.writeInt32ArrayLe(ints);
      out.writeInt16ArrayLe(shorts);
      out.writeChar16ArrayLe(chars);
      out.writeFloat32ArrayLe(floats);
      out.writeFloat64ArrayLe(doubles);
      ReadBuffer in = new ReadBuffer(out.toByteArray());
      assertThat(in.readByte()).isEqualTo((byte) 0x5A);
      assertThat(in.readInt64ArrayLe(n)).isEqualTo(longs);
      assertThat(in.readInt32ArrayLe(n)).isEqualTo(ints);
      assertThat(in.readInt16ArrayLe(n)).isEqualTo(shorts);
      assertThat(in.readChar16ArrayLe(n)).isEqualTo(chars);
      float[] floatsRead = in.readFloat32ArrayLe(n);
      double[] doublesRead = in.readFloat64ArrayLe(n);
      for (int i = 0; i < n; i++) {
        assertThat(Float.floatToRawIntBits(floatsRead[i])).isEqualTo(ints[i]);
        assertThat(Double.doubleToRawLongBits(doublesRead[i])).isEqualTo(longs[i]);
      }
      assertThat(in.remaining()).isZero();
    }
  }

  /**
   * Bulk copies go through views kept per array and per byte offset modulo the element width: every
   * offset, a reused and a grown buffer, and a reader moved to another array and to a slice must
   * still copy the right bytes (checked against a plain little-endian encoding).
   */
  @Test
  void bulkCopiesAtEveryOffsetThroughReusedAndGrownBuffers() {
    int n = 3 * SMALL;
    long[] longs = RANDOM.longs(n).toArray();
    int[] ints = RANDOM.ints(n).toArray();
    WriteBuffer out = new WriteBuffer(16); // grows several times below
    ReadBuffer in = new ReadBuffer(new byte[0]);
    for (int round = 0; round < 2; round++) { // the second round reuses the grown array's views
      for (int offset = 0; offset < 8; offset++) {
        out.clear();
        for (int i = 0; i < offset; i++) {
          out.writeByte(0x7F);
        }
        out.writeInt64ArrayLe(longs);
        out.writeInt32ArrayLe(ints);
        java.nio.ByteBuffer expected = java.nio.ByteBuffer.allocate(offset + 12 * n)
            .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < offset; i++) {
          expected.put((byte) 0x7F);
        }
        Arrays.stream(longs).forEach(expected::putLong);
        Arrays.stream(ints).forEach(expected::putInt);
        assertThat(out.toByteArray()).as("offset %d", offset).isEqualTo(expected.array());

        byte[] framed = new byte[3 + offset + 12 * n]; // a slice that starts 3 bytes in
        System.arraycopy(expected.array(), 0, framed, 3, expected.capacity());
        in.reset(framed, 3, framed.length - 3);
        for (int i = 0; i < offset; i++) {
          in.readByte();
        }
        assertThat(in.readInt64ArrayLe(n)).as("offset %d", offset).isEqualTo(longs);
        assertThat(in.readInt32ArrayLe(n)).as("offset %d", offset).isEqualTo(ints);
      }
    }
  }
}
