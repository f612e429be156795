package dev.serval.values;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Big numbers that fit a long are written and read without {@code toByteArray} and its array: the
 * bytes must stay {@code toByteArray}'s (a count, then minimal two's complement, big-endian), and
 * reading must give equal values, across the long's edges and beyond them.
 */
class BigNumberEncodingTest {
  private final Serval serval = Serval.builder().build();

  static List<BigInteger> unscaledValues() {
    List<BigInteger> values = new ArrayList<>();
    for (int bits = 0; bits <= 66; bits++) {
      BigInteger power = BigInteger.ONE.shiftLeft(bits);
      for (BigInteger v : List.of(power, power.subtract(BigInteger.ONE),
          power.add(BigInteger.ONE))) {
        values.add(v);
        values.add(v.negate());
      }
    }
    values.add(BigInteger.valueOf(Long.MAX_VALUE));
    values.add(BigInteger.valueOf(Long.MIN_VALUE));
    values.add(BigInteger.valueOf(Long.MIN_VALUE).subtract(BigInteger.ONE));
    return values;
  }

  /** The body as the format describes it: the byte count, then {@code toByteArray()}. */
  private static byte[] expectedBody(BigInteger unscaled) {
    WriteBuffer out = new WriteBuffer(16);
    byte[] bytes = unscaled.toByteArray();
    out.writeVarUInt32(bytes.length);
    out.writeBytes(bytes);
    return out.toByteArray();
  }

  @Test
  void bigIntegersAreToByteArraysBytes() {
    for (BigInteger v : unscaledValues()) {
      byte[] payload = serval.serialize(v);
      assertThat(payload).as("%s", v).endsWith(expectedBody(v));
      assertThat(serval.deserialize(payload)).as("%s", v).isEqualTo(v);
    }
  }

  @Test
  void bigDecimalsAreTheirUnscaledValuesBytes() {
    for (BigInteger unscaled : unscaledValues()) {
      for (int scale : new int[] {0, 2, -3, 40}) {
        BigDecimal v = new BigDecimal(unscaled, scale);
        byte[] payload = serval.serialize(v);
        assertThat(payload).as("%s", v).endsWith(expectedBody(unscaled));
        BigDecimal read = (BigDecimal) serval.deserialize(payload);
        assertThat(read).as("%s", v).isEqualTo(v); // equals: same value and same scale
        assertThat(read.unscaledValue()).isEqualTo(unscaled);
      }
    }
  }

  /**
   * With eight or more bytes after a number's count the reader takes its bytes in one load, at the
   * end of the payload byte by byte: a list puts every number but the last in front of more bytes.
   */
  @Test
  void bigNumbersReadTheSameWithBytesAfterThem() {
    List<Object> numbers = new ArrayList<>();
    for (BigInteger v : unscaledValues()) {
      numbers.add(v);
      numbers.add(new BigDecimal(v, 3));
    }
    numbers.add("eight or more bytes after the last number");
    assertThat(serval.deserialize(serval.serialize(numbers))).isEqualTo(numbers);
  }

  @Test
  void aNonMinimalCountStillReads() {
    // A writer may pad with sign bytes, as BigInteger(byte[]) accepts: 1 as 00 00 01.
    byte[] minimal = serval.serialize(BigInteger.ONE);
    int body = minimal.length - 2;
    byte[] padded = Arrays.copyOf(minimal, body + 4);
    padded[body] = 3;
    padded[body + 1] = 0;
    padded[body + 2] = 0;
    padded[body + 3] = 1;
    assertThat(serval.deserialize(padded)).isEqualTo(BigInteger.ONE);
  }
}
