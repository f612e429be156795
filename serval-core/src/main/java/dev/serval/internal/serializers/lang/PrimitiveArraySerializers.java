package dev.serval.internal.serializers.lang;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import dev.serval.io.ReadBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/**
 * Primitive arrays: a {@code VarUInt32} length, then the elements in fixed width, little-endian.
 * Fixed width (not varints) because array contents are often random and bulk copies are fastest.
 */
final class PrimitiveArraySerializers {
  private PrimitiveArraySerializers() {}

  static void register(BuiltinTable table) {
    table.addCommon(byte[].class, new Serializer<byte[]>() {
      @Override
      public void write(WriteContext c, byte[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeBytes(v);
      }

      @Override
      public byte[] read(ReadContext c) {
        return c.buffer().readBytes(c.readLength(1));
      }
    }, CommonIds.BYTE_ARRAY);
    table.addCommon(int[].class, new Serializer<int[]>() {
      @Override
      public void write(WriteContext c, int[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeInt32ArrayLe(v);
      }

      @Override
      public int[] read(ReadContext c) {
        return c.buffer().readInt32ArrayLe(c.readLength(4));
      }
    }, CommonIds.INT_ARRAY);
    table.addCommon(long[].class, new Serializer<long[]>() {
      @Override
      public void write(WriteContext c, long[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeInt64ArrayLe(v);
      }

      @Override
      public long[] read(ReadContext c) {
        return c.buffer().readInt64ArrayLe(c.readLength(8));
      }
    }, CommonIds.LONG_ARRAY);
    table.addCommon(double[].class, new Serializer<double[]>() {
      @Override
      public void write(WriteContext c, double[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeFloat64ArrayLe(v);
      }

      @Override
      public double[] read(ReadContext c) {
        return c.buffer().readFloat64ArrayLe(c.readLength(8));
      }
    }, CommonIds.DOUBLE_ARRAY);
    table.addCommon(float[].class, new Serializer<float[]>() {
      @Override
      public void write(WriteContext c, float[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeFloat32ArrayLe(v);
      }

      @Override
      public float[] read(ReadContext c) {
        return c.buffer().readFloat32ArrayLe(c.readLength(4));
      }
    }, CommonIds.FLOAT_ARRAY);
    table.addCommon(short[].class, new Serializer<short[]>() {
      @Override
      public void write(WriteContext c, short[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeInt16ArrayLe(v);
      }

      @Override
      public short[] read(ReadContext c) {
        return c.buffer().readInt16ArrayLe(c.readLength(2));
      }
    }, CommonIds.SHORT_ARRAY);
    table.addCommon(char[].class, new Serializer<char[]>() {
      @Override
      public void write(WriteContext c, char[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeChar16ArrayLe(v);
      }

      @Override
      public char[] read(ReadContext c) {
        return c.buffer().readChar16ArrayLe(c.readLength(2));
      }
    }, CommonIds.CHAR_ARRAY);
    table.addCommon(boolean[].class, new Serializer<boolean[]>() {
      @Override
      public void write(WriteContext c, boolean[] v) {
        c.buffer().writeVarUInt32(v.length);
        c.buffer().writeBooleanArray(v);
      }

      @Override
      public boolean[] read(ReadContext c) {
        ReadBuffer in = c.buffer();
        return in.readBooleanArray(c.readLength(1));
      }
    }, CommonIds.BOOLEAN_ARRAY);
  }
}
