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
        writeBigInteger(c.buffer(), v.unscaledValue());
      }

      @Override
      public BigDecimal read(ReadContext c) {
        int scale = c.buffer().readVarInt32();
        return new BigDecimal(readBigInteger(c), scale);
      }
    }, CommonIds.BIG_DECIMAL);
  }

  static void writeBigInteger(WriteBuffer out, BigInteger value) {
    byte[] bytes = value.toByteArray();
    if (bytes.length > MAX_BYTES) {
      throw new SerialException("BigInteger of " + bytes.length + " bytes exceeds the "
          + MAX_BYTES + "-byte limit for big numbers");
    }
    out.writeVarUInt32(bytes.length);
    out.writeBytes(bytes);
  }

  static BigInteger readBigInteger(ReadContext c) {
    ReadBuffer in = c.buffer();
    int at = in.position();
    int length = c.readLength(1);
    if (length == 0 || length > MAX_BYTES) {
      throw new SerialException("BigInteger byte count " + length + " outside [1, " + MAX_BYTES
          + "]", at);
    }
    return new BigInteger(in.readBytes(length));
  }
}
