package dev.serval.internal.serializers.values;

import dev.serval.internal.BuiltinTable;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The atomic holders, all mutable and so reference-tracked. Each is read into a new holder with the
 * value it had when written (a plain read of the value: writing does not synchronize with threads
 * that update it meanwhile).
 * <ul>
 *   <li>{@code AtomicInteger}: {@code VarInt32}; {@code AtomicLong}: {@code VarInt64};
 *       {@code AtomicBoolean}: one byte, 0 or 1;
 *   <li>{@code AtomicReference}: one nested value slot (see {@code WriteContext#writeObject});
 *   <li>{@code AtomicIntegerArray}, {@code AtomicLongArray}: length {@code VarUInt32}, then the
 *       elements as {@code Int32Le} / {@code Int64Le}, like {@code int[]} and {@code long[]}.
 * </ul>
 */
final class AtomicSerializers {
  private AtomicSerializers() {}

  static void register(BuiltinTable table) {
    table.add(AtomicInteger.class, new Serializer<AtomicInteger>() {
      @Override
      public void write(WriteContext c, AtomicInteger v) {
        c.buffer().writeVarInt32(v.get());
      }

      @Override
      public AtomicInteger read(ReadContext c) {
        return new AtomicInteger(c.buffer().readVarInt32());
      }
    });
    table.add(AtomicLong.class, new Serializer<AtomicLong>() {
      @Override
      public void write(WriteContext c, AtomicLong v) {
        c.buffer().writeVarInt64(v.get());
      }

      @Override
      public AtomicLong read(ReadContext c) {
        return new AtomicLong(c.buffer().readVarInt64());
      }
    });
    table.add(AtomicBoolean.class, new Serializer<AtomicBoolean>() {
      @Override
      public void write(WriteContext c, AtomicBoolean v) {
        c.buffer().writeBoolean(v.get());
      }

      @Override
      public AtomicBoolean read(ReadContext c) {
        return new AtomicBoolean(c.buffer().readBoolean());
      }
    });
    table.add(AtomicReference.class, new Serializer<AtomicReference<Object>>() {
      @Override
      public void write(WriteContext c, AtomicReference<Object> v) {
        c.writeObject(v.get());
      }

      @Override
      public AtomicReference<Object> read(ReadContext c) {
        AtomicReference<Object> holder = new AtomicReference<>();
        // Registered before its value is read, so a value that points back at the holder resolves.
        c.reference(holder);
        holder.set(c.readObject());
        return holder;
      }
    });
    table.add(AtomicIntegerArray.class, new Serializer<AtomicIntegerArray>() {
      @Override
      public void write(WriteContext c, AtomicIntegerArray v) {
        int length = v.length();
        c.buffer().writeVarUInt32(length);
        for (int i = 0; i < length; i++) {
          c.buffer().writeInt32Le(v.get(i));
        }
      }

      @Override
      public AtomicIntegerArray read(ReadContext c) {
        return new AtomicIntegerArray(c.buffer().readInt32ArrayLe(c.readLength(4)));
      }
    });
    table.add(AtomicLongArray.class, new Serializer<AtomicLongArray>() {
      @Override
      public void write(WriteContext c, AtomicLongArray v) {
        int length = v.length();
        c.buffer().writeVarUInt32(length);
        for (int i = 0; i < length; i++) {
          c.buffer().writeInt64Le(v.get(i));
        }
      }

      @Override
      public AtomicLongArray read(ReadContext c) {
        return new AtomicLongArray(c.buffer().readInt64ArrayLe(c.readLength(8)));
      }
    });
  }
}
