package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import org.junit.jupiter.api.Test;

/**
 * Groups of fixed-width values written at reserved offsets and read from taken ones: the same
 * bytes as the sequential methods, and no store or load outside the group.
 */
class FixedPositionTest {
  @Test
  void reservedGroupWritesTheSequentialBytes() {
    WriteBuffer sequential = new WriteBuffer(16);
    sequential.writeByte(9);
    sequential.writeFloat64Le(-0.0);
    sequential.writeBoolean(true);
    sequential.writeInt16Le((short) -2);
    sequential.writeFloat32Le(Float.intBitsToFloat(0x7fc00001)); // a NaN with a payload

    WriteBuffer grouped = new WriteBuffer(1); // grows on reserve
    grouped.writeByte(9);
    int at = grouped.reserve(15);
    grouped.putFloat64LeAt(at, -0.0);
    grouped.putByteAt(at + 8, 1);
    grouped.putInt16LeAt(at + 9, (short) -2);
    grouped.putFloat32LeAt(at + 11, Float.intBitsToFloat(0x7fc00001));
    assertThat(grouped.toByteArray()).isEqualTo(sequential.toByteArray());

    byte[] framed = new byte[sequential.position() + 3];
    System.arraycopy(sequential.toByteArray(), 0, framed, 2, sequential.position());
    ReadBuffer in = new ReadBuffer(framed, 2, sequential.position());
    assertThat(in.readByte()).isEqualTo((byte) 9);
    int taken = in.take(15);
    assertThat(in.position()).isEqualTo(16);
    assertThat(Double.doubleToRawLongBits(in.float64LeAt(taken))).isEqualTo(1L << 63);
    assertThat(in.booleanAt(taken + 8)).isTrue();
    assertThat(in.byteAt(taken + 8)).isEqualTo((byte) 1);
    assertThat(in.int16LeAt(taken + 9)).isEqualTo((short) -2);
    assertThat(Float.floatToRawIntBits(in.float32LeAt(taken + 11))).isEqualTo(0x7fc00001);
  }

  @Test
  void storesAndLoadsStayWithinTheGroup() {
    WriteBuffer out = new WriteBuffer(64);
    int at = out.reserve(4);
    assertThatThrownBy(() -> out.putFloat64LeAt(at, 1.0))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> out.putByteAt(-1, 0)).isInstanceOf(IndexOutOfBoundsException.class);

    ReadBuffer in = new ReadBuffer(new byte[] {0, 2, 0, 0, 0}, 1, 4);
    int taken = in.take(2);
    assertThatThrownBy(() -> in.int16LeAt(taken + 1))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> in.byteAt(taken - 1)) // before the slice
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> in.booleanAt(taken))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("invalid boolean byte 2");
    assertThatThrownBy(() -> in.take(3)).isInstanceOf(SerialException.class);
    assertThat(in.position()).isEqualTo(2); // a failed take consumes nothing
  }
}
