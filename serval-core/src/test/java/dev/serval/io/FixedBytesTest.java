package dev.serval.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link WriteBuffer#writeFixed} and {@link ReadBuffer#skipIfNext(FixedBytes)}: the same bytes and
 * the same answers as the array forms for every length a run may have, ending inside either word,
 * at every distance from the end of the buffer (where the two words no longer fit).
 */
class FixedBytesTest {
  private static final int LONGEST = FixedBytes.MAX_LENGTH;

  private static byte[] run(int length) {
    byte[] bytes = new byte[length];
    for (int i = 0; i < length; i++) {
      bytes[i] = (byte) (i * 37 + 11);
    }
    return bytes;
  }

  @Test
  void writesTheRunsBytesAfterWhatPrecedesThem() {
    for (int length = 1; length <= LONGEST; length++) {
      byte[] bytes = run(length);
      for (int before = 0; before < 40; before++) {
        WriteBuffer out = new WriteBuffer(1); // grows: whole words fit at some writes, not others
        out.writeBytes(run(before));
        out.writeFixed(new FixedBytes(bytes));
        out.writeByte(0x5A);
        byte[] expected = new byte[before + length + 1];
        System.arraycopy(run(before), 0, expected, 0, before);
        System.arraycopy(bytes, 0, expected, before, length);
        expected[before + length] = 0x5A;
        assertThat(out.toByteArray()).as("length %d after %d", length, before).isEqualTo(expected);
      }
    }
  }

  @Test
  void matchesTheRunAtEveryDistanceFromTheLimit() {
    for (int length = 1; length <= LONGEST; length++) {
      FixedBytes fixed = new FixedBytes(run(length));
      for (int after = 0; after < 20; after++) {
        byte[] payload = Arrays.copyOf(run(length), length + after + 3);
        ReadBuffer in = new ReadBuffer(payload, 0, length + after); // the limit before the array end
        assertThat(in.skipIfNext(fixed)).as("length %d, %d after", length, after).isTrue();
        assertThat(in.position()).isEqualTo(length);
      }
    }
  }

  @Test
  void refusesAnyChangedByteAndATruncatedRunWithoutMoving() {
    for (int length = 1; length <= LONGEST; length++) {
      FixedBytes fixed = new FixedBytes(run(length));
      for (int at = 0; at < length; at++) {
        byte[] payload = Arrays.copyOf(run(length), length + 16);
        payload[at] ^= 0x40;
        ReadBuffer in = new ReadBuffer(payload);
        assertThat(in.skipIfNext(fixed)).as("length %d, byte %d changed", length, at).isFalse();
        assertThat(in.position()).isZero();
      }
      // The bytes past a run's end are not its own: any of them may differ.
      byte[] followed = Arrays.copyOf(run(length), length + 16);
      Arrays.fill(followed, length, followed.length, (byte) 0xFF);
      assertThat(new ReadBuffer(followed).skipIfNext(fixed)).isTrue();
      ReadBuffer truncated = new ReadBuffer(run(length), 0, length - 1);
      assertThat(truncated.skipIfNext(fixed)).as("length %d truncated", length).isFalse();
      assertThat(truncated.position()).isZero();
    }
  }

  @Test
  void keepsItsOwnCopyOfTheBytes() {
    byte[] bytes = run(12);
    FixedBytes fixed = new FixedBytes(bytes);
    bytes[3] = 0;
    WriteBuffer out = new WriteBuffer(64);
    out.writeFixed(fixed);
    assertThat(out.toByteArray()).isEqualTo(run(12));
    assertThat(fixed.length()).isEqualTo(12);
  }

  @Test
  void takesOnlyShortRunsAsShort() {
    assertThat(FixedBytes.ofShort(new byte[0])).isNull();
    assertThat(FixedBytes.ofShort(run(FixedBytes.MAX_LENGTH + 1))).isNull();
    assertThat(FixedBytes.ofShort(run(1)).length()).isEqualTo(1);
    assertThat(FixedBytes.ofShort(run(FixedBytes.MAX_LENGTH)).length())
        .isEqualTo(FixedBytes.MAX_LENGTH);
  }

  @Test
  void holdsOneToSixteenBytes() {
    assertThatThrownBy(() -> new FixedBytes(new byte[0]))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new FixedBytes(new byte[FixedBytes.MAX_LENGTH + 1]))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
