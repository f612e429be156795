package dev.serval.internal.serializers.lang;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/**
 * The eight boxes. Integers and longs use zig-zag varints (small values dominate real data);
 * floating point keeps its raw IEEE bits so NaN payloads and -0.0 survive.
 */
final class BoxSerializers {
  private BoxSerializers() {}

  static void register(BuiltinTable table) {
    table.addCommon(Integer.class, new ImmutableValue<Integer>() {
      @Override
      public void write(WriteContext c, Integer v) {
        c.buffer().writeVarInt32(v);
      }

      @Override
      public Integer read(ReadContext c) {
        return c.buffer().readVarInt32();
      }
    }, CommonIds.INTEGER);
    table.addCommon(Long.class, new ImmutableValue<Long>() {
      @Override
      public void write(WriteContext c, Long v) {
        c.buffer().writeVarInt64(v);
      }

      @Override
      public Long read(ReadContext c) {
        return c.buffer().readVarInt64();
      }
    }, CommonIds.LONG);
    table.addCommon(Double.class, new ImmutableValue<Double>() {
      @Override
      public void write(WriteContext c, Double v) {
        c.buffer().writeFloat64Le(v);
      }

      @Override
      public Double read(ReadContext c) {
        return c.buffer().readFloat64Le();
      }
    }, CommonIds.DOUBLE);
    table.addCommon(Float.class, new ImmutableValue<Float>() {
      @Override
      public void write(WriteContext c, Float v) {
        c.buffer().writeFloat32Le(v);
      }

      @Override
      public Float read(ReadContext c) {
        return c.buffer().readFloat32Le();
      }
    }, CommonIds.FLOAT);
    table.addCommon(Boolean.class, new ImmutableValue<Boolean>() {
      @Override
      public void write(WriteContext c, Boolean v) {
        c.buffer().writeBoolean(v);
      }

      @Override
      public Boolean read(ReadContext c) {
        return c.buffer().readBoolean();
      }
    }, CommonIds.BOOLEAN);
    table.addCommon(Short.class, new ImmutableValue<Short>() {
      @Override
      public void write(WriteContext c, Short v) {
        c.buffer().writeInt16Le(v);
      }

      @Override
      public Short read(ReadContext c) {
        return c.buffer().readInt16Le();
      }
    }, CommonIds.SHORT);
    table.addCommon(Byte.class, new ImmutableValue<Byte>() {
      @Override
      public void write(WriteContext c, Byte v) {
        c.buffer().writeByte(v);
      }

      @Override
      public Byte read(ReadContext c) {
        return c.buffer().readByte();
      }
    }, CommonIds.BYTE);
    table.addCommon(Character.class, new ImmutableValue<Character>() {
      @Override
      public void write(WriteContext c, Character v) {
        c.buffer().writeChar16Le(v);
      }

      @Override
      public Character read(ReadContext c) {
        return c.buffer().readChar16Le();
      }
    }, CommonIds.CHARACTER);
  }
}
