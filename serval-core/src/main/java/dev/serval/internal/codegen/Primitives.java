package dev.serval.internal.codegen;

import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.util.EnumMap;
import java.util.Map;

/**
 * The buffer call that writes and reads each primitive encoding: the same calls the portable
 * path's field encoder makes, so both paths write the same bytes.
 */
final class Primitives {
  private static final Map<Encoding, Call> WRITES = new EnumMap<>(Encoding.class);
  private static final Map<Encoding, Call> READS = new EnumMap<>(Encoding.class);

  static {
    put(Encoding.BOOLEAN, "writeBoolean", boolean.class, "readBoolean");
    // A byte field is widened to int on the operand stack, as in Java source.
    put(Encoding.BYTE, "writeByte", int.class, "readByte");
    put(Encoding.CHAR, "writeChar16Le", char.class, "readChar16Le");
    put(Encoding.SHORT, "writeInt16Le", short.class, "readInt16Le");
    put(Encoding.INT, "writeVarInt32", int.class, "readVarInt32");
    put(Encoding.LONG, "writeVarInt64", long.class, "readVarInt64");
    put(Encoding.FLOAT, "writeFloat32Le", float.class, "readFloat32Le");
    put(Encoding.DOUBLE, "writeFloat64Le", double.class, "readFloat64Le");
  }

  private Primitives() {}

  private static void put(Encoding encoding, String write, Class<?> written, String read) {
    WRITES.put(encoding, Call.of(WriteBuffer.class, write, written));
    READS.put(encoding, Call.of(ReadBuffer.class, read));
  }

  static Call write(Encoding encoding) {
    return WRITES.get(encoding);
  }

  static Call read(Encoding encoding) {
    return READS.get(encoding);
  }
}
