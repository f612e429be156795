package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import java.math.BigInteger;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link WriteBuffer#writeInt64BeLow} stores eight bytes to write a few: only the wanted ones may
 * reach the output, and {@link ReadBuffer#readInt64BeLow} must sign-extend them alike whether it
 * loads eight bytes at once or reads the last few one by one.
 */
class Int64BeLowTest {
  @Test
  void writesTheLowBytesOfEveryWidthAndReadsThemBack() {
    long[] values = {0, 1, -1, 127, -128, 128, -129, 0x7FFF, -0x8000, 0x12345678L, -0x12345678L,
        Long.MAX_VALUE, Long.MIN_VALUE};
    for (long value : values) {
      byte[] minimal = BigInteger.valueOf(value).toByteArray();
      for (int count = minimal.length; count <= 8; count++) {
        WriteBuffer out = new WriteBuffer(4);
        out.writeByte(0x5A);
        out.writeInt64BeLow(value, count);
        byte[] written = out.toByteArray();
        byte[] expected = new byte[count];
        for (int i = 0; i < count; i++) {
          expected[i] = (byte) (value >> (8 * (count - 1 - i)));
        }
        assertThat(Arrays.copyOfRange(written, 1, written.length)).as("%d in %d", value, count)
            .isEqualTo(expected);

        ReadBuffer atEnd = new ReadBuffer(written, 0, written.length);
        atEnd.readByte();
        assertThat(atEnd.readInt64BeLow(count)).isEqualTo(value);
        assertThat(atEnd.remaining()).isZero();

        byte[] followed = Arrays.copyOf(written, written.length + 8);
        Arrays.fill(followed, written.length, followed.length, (byte) 0xA5);
        ReadBuffer withMore = new ReadBuffer(followed, 0, followed.length);
        withMore.readByte();
        assertThat(withMore.readInt64BeLow(count)).isEqualTo(value);
        assertThat(withMore.remaining()).isEqualTo(8);
      }
    }
  }

  @Test
  void refusesWidthsOutsideOneToEightAndTruncatedBytes() {
    WriteBuffer out = new WriteBuffer(16);
    assertThatThrownBy(() -> out.writeInt64BeLow(1, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> out.writeInt64BeLow(1, 9)).isInstanceOf(IllegalArgumentException.class);
    assertThat(out.position()).isZero();
    ReadBuffer in = new ReadBuffer(new byte[3], 0, 3);
    assertThatThrownBy(() -> in.readInt64BeLow(4)).isInstanceOf(SerialException.class);
    assertThatThrownBy(() -> in.readInt64BeLow(0)).isInstanceOf(IllegalArgumentException.class);
  }
}
