package dev.serval.internal.codegen;

import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;

import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.lang.invoke.MethodType;
import java.util.EnumMap;
import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

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

  /**
   * Each write's unchecked form: the same bytes, after the caller made room for {@link
   * Encoding#maxWidth} of them (a varint run for several fields, a box's marker for its value).
   */
  private static final Map<Encoding, Call> ENSURED_WRITES = new EnumMap<>(Encoding.class);

  static {
    putEnsured(Encoding.BOOLEAN, "writeBooleanEnsured", boolean.class);
    putEnsured(Encoding.BYTE, "writeByteEnsured", int.class);
    putEnsured(Encoding.CHAR, "writeChar16LeEnsured", char.class);
    putEnsured(Encoding.SHORT, "writeInt16LeEnsured", short.class);
    putEnsured(Encoding.INT, "writeVarInt32Ensured", int.class);
    putEnsured(Encoding.LONG, "writeVarInt64Ensured", long.class);
    putEnsured(Encoding.FLOAT, "writeFloat32LeEnsured", float.class);
    putEnsured(Encoding.DOUBLE, "writeFloat64LeEnsured", double.class);
  }

  /** The box classes, each with the encoding of its primitive: its serializer's calls. */
  private static final Map<Class<?>, Encoding> BOXES = Map.of(Boolean.class, Encoding.BOOLEAN,
      Byte.class, Encoding.BYTE, Character.class, Encoding.CHAR, Short.class, Encoding.SHORT,
      Integer.class, Encoding.INT, Long.class, Encoding.LONG, Float.class, Encoding.FLOAT,
      Double.class, Encoding.DOUBLE);

  private Primitives() {}

  /** The encoding of the primitive that {@code type} boxes, or null if it is not a box. */
  static Encoding ofBox(Class<?> type) {
    return BOXES.get(type);
  }

  /** Replaces the {@code box} on the operand stack by its primitive value ({@code longValue()}). */
  static void unbox(MethodVisitor m, Class<?> box) {
    Class<?> primitive = MethodType.methodType(box).unwrap().returnType();
    m.visitMethodInsn(INVOKEVIRTUAL, Type.getInternalName(box), primitive.getName() + "Value",
        Type.getMethodDescriptor(Type.getType(primitive)), false);
  }

  /** Replaces the primitive value on the operand stack by its {@code box} ({@code valueOf}). */
  static void box(MethodVisitor m, Class<?> box) {
    Class<?> primitive = MethodType.methodType(box).unwrap().returnType();
    m.visitMethodInsn(INVOKESTATIC, Type.getInternalName(box), "valueOf",
        Type.getMethodDescriptor(Type.getType(box), Type.getType(primitive)), false);
  }

  private static void put(Encoding encoding, String write, Class<?> written, String read) {
    WRITES.put(encoding, Call.of(WriteBuffer.class, write, written));
    READS.put(encoding, Call.of(ReadBuffer.class, read));
  }

  private static void putEnsured(Encoding encoding, String write, Class<?> written) {
    ENSURED_WRITES.put(encoding, Call.of(WriteBuffer.class, write, written));
  }

  static Call write(Encoding encoding) {
    return WRITES.get(encoding);
  }

  static Call writeEnsured(Encoding encoding) {
    return ENSURED_WRITES.get(encoding);
  }

  static Call read(Encoding encoding) {
    return READS.get(encoding);
  }
}
