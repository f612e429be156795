package dev.serval.internal.serializers.values;

import dev.serval.SerialException;
import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Arbitrary-precision numbers.
 * <ul>
 *   <li>{@code BigInteger}: byte count {@code VarUInt32} (1 to {@value #MAX_BYTES}), then the
 *       minimal two's-complement big-endian bytes of {@link BigInteger#toByteArray()} (zero is one
 *       byte 0x00);
 *   <li>{@code BigDecimal}: scale {@code VarInt32}, then the unscaled value as a {@code BigInteger}
 *       body. A negative scale and a precision of millions of digits both round-trip exactly.
 * </ul>
 */
final class BigNumberSerializers {
  /**
   * The largest magnitude accepted, 16 MiB (about 40 million decimal digits). Reading such a number
   * is cheap, but arithmetic and {@code toString} on it are superlinear, so a payload should not be
   * able to hand the application a far larger one.
   */
  static final int MAX_BYTES = 1 << 24;

  private BigNumberSerializers() {}

  static void register(BuiltinTable table) {
    table.addCommon(BigInteger.class, new ImmutableValue<BigInteger>() {
      @Override
      public void write(WriteContext c, BigInteger v) {
        writeBigInteger(c.buffer(), v);
      }

      @Override
      public BigInteger read(ReadContext c) {
        return readBigInteger(c);
      }
    }, CommonIds.BIG_INTEGER);
    table.addCommon(BigDecimal.class, new ImmutableValue<BigDecimal>() {
      @Override
      public void write(WriteContext c, BigDecimal v) {
        c.buffer().writeVarInt32(v.scale());
        if (v.precision() <= LONG_DIGITS) {
          // The unscaled value as a long, without the BigInteger that unscaledValue() makes (a
          // compact BigDecimal has none) and its byte array: the same bytes.
          writeLong(c.buffer(), v.scaleByPowerOfTen(v.scale()).longValue());
        } else {
          writeBigInteger(c.buffer(), v.unscaledValue());
        }
      }

      @Override
      public BigDecimal read(ReadContext c) {
        int scale = c.buffer().readVarInt32();
        int length = readByteCount(c);
        if (length <= Long.BYTES) { // no BigInteger: a compact BigDecimal, as valueOf makes
          return BigDecimal.valueOf(c.buffer().readInt64BeLow(length), scale);
        }
        return new BigDecimal(new BigInteger(c.buffer().readBytes(length)), scale);
      }
    }, CommonIds.BIG_DECIMAL);
  }

  /** Every long of up to this many decimal digits; more may not fit. */
  private static final int LONG_DIGITS = 18;

  static void writeBigInteger(WriteBuffer out, BigInteger value) {
    if (value.bitLength() < Long.SIZE) {
      writeLong(out, value.longValue());
      return;
    }
    byte[] bytes = value.toByteArray();
    if (bytes.length > MAX_BYTES) {
      throw new SerialException("BigInteger of " + bytes.length + " bytes exceeds the "
          + MAX_BYTES + "-byte limit for big numbers");
    }
    out.writeVarUInt32(bytes.length);
    out.writeBytes(bytes);
  }

  /** The bytes {@code BigInteger.valueOf(value).toByteArray()} would give, with their count. */
  private static void writeLong(WriteBuffer out, long value) {
    int bitLength = Long.SIZE - Long.numberOfLeadingZeros(value < 0 ? ~value : value);
    int length = bitLength / 8 + 1;
    out.writeVarUInt32(length);
    out.writeInt64BeLow(value, length);
  }

  static BigInteger readBigInteger(ReadContext c) {
    ReadBuffer in = c.buffer();
    int length = readByteCount(c);
    if (length <= Long.BYTES) {
      return BigInteger.valueOf(in.readInt64BeLow(length));
    }
    return new BigInteger(in.readBytes(length));
  }

  private static int readByteCount(ReadContext c) {
    int at = c.buffer().position();
    int length = c.readLength(1);
    if (length == 0 || length > MAX_BYTES) {
      throw new SerialException("BigInteger byte count " + length + " outside [1, " + MAX_BYTES
          + "]", at);
    }
    return length;
  }
}
