package dev.serval.internal.serializers.values;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The optionals. {@code Optional}: one nested value slot (see {@code WriteContext#writeObject}),
 * null for empty. The primitive ones: a presence byte (0 empty, 1 present), then when present the
 * value: {@code VarInt32} for {@code OptionalInt}, {@code VarInt64} for {@code OptionalLong},
 * {@code Float64Le} for {@code OptionalDouble} (raw bits, so NaN payloads survive).
 */
final class OptionalSerializers {
  private OptionalSerializers() {}

  static void register(BuiltinTable table) {
    table.add(Optional.class, new ImmutableValue<Optional<?>>() {
      @Override
      public void write(WriteContext c, Optional<?> v) {
        c.writeObject(v.orElse(null));
      }

      @Override
      public Optional<?> read(ReadContext c) {
        return Optional.ofNullable(c.readObject());
      }
    });
    table.add(OptionalInt.class, new ImmutableValue<OptionalInt>() {
      @Override
      public void write(WriteContext c, OptionalInt v) {
        c.buffer().writeBoolean(v.isPresent());
        if (v.isPresent()) {
          c.buffer().writeVarInt32(v.getAsInt());
        }
      }

      @Override
      public OptionalInt read(ReadContext c) {
        return present(c) ? OptionalInt.of(c.buffer().readVarInt32()) : OptionalInt.empty();
      }
    });
    table.add(OptionalLong.class, new ImmutableValue<OptionalLong>() {
      @Override
      public void write(WriteContext c, OptionalLong v) {
        c.buffer().writeBoolean(v.isPresent());
        if (v.isPresent()) {
          c.buffer().writeVarInt64(v.getAsLong());
        }
      }

      @Override
      public OptionalLong read(ReadContext c) {
        return present(c) ? OptionalLong.of(c.buffer().readVarInt64()) : OptionalLong.empty();
      }
    });
    table.add(OptionalDouble.class, new ImmutableValue<OptionalDouble>() {
      @Override
      public void write(WriteContext c, OptionalDouble v) {
        c.buffer().writeBoolean(v.isPresent());
        if (v.isPresent()) {
          c.buffer().writeFloat64Le(v.getAsDouble());
        }
      }

      @Override
      public OptionalDouble read(ReadContext c) {
        return present(c) ? OptionalDouble.of(c.buffer().readFloat64Le()) : OptionalDouble.empty();
      }
    });
  }

  private static boolean present(ReadContext c) {
    return c.buffer().readBoolean();
  }
}
