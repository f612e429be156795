package dev.serval.internal.codegen;

import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.I2C;
import static org.objectweb.asm.Opcodes.I2S;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.ISTORE;

import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.objectweb.asm.MethodVisitor;

/**
 * Consecutive primitive fields of fixed width (booleans, bytes, chars, shorts, floats, doubles),
 * which a codec writes as one group: {@link WriteBuffer#reserve} once, then each value stored at
 * its offset in the group; reading {@link ReadBuffer#take}s the group once the same way. Field by
 * field, every value paid its own capacity check and position update: for a record of sixteen
 * doubles that was most of the time spent writing it. The bytes are the field-by-field bytes, so
 * the portable path still writes the same payload. Ints and longs are varints, whose width is not
 * known in advance: they end a run. (Writing them in the group too, reserved at their widest and
 * stored at a running offset, was measured: a record of eight ints wrote at half the speed.)
 */
final class FixedRun {
  /** A single field gains nothing from a group. */
  private static final int MIN_FIELDS = 2;

  private static final Map<Encoding, Call> PUTS = new EnumMap<>(Encoding.class);
  private static final Map<Encoding, Call> GETS = new EnumMap<>(Encoding.class);

  static {
    // A boolean is 0 or 1 on the operand stack and a byte widened to int, as writeByte takes it.
    PUTS.put(Encoding.BOOLEAN, Call.of(WriteBuffer.class, "putByteAt", int.class, int.class));
    PUTS.put(Encoding.BYTE, PUTS.get(Encoding.BOOLEAN));
    PUTS.put(Encoding.CHAR, Call.of(WriteBuffer.class, "putInt16LeAt", int.class, short.class));
    PUTS.put(Encoding.SHORT, PUTS.get(Encoding.CHAR));
    PUTS.put(Encoding.FLOAT, Call.of(WriteBuffer.class, "putFloat32LeAt", int.class, float.class));
    PUTS.put(Encoding.DOUBLE,
        Call.of(WriteBuffer.class, "putFloat64LeAt", int.class, double.class));
    GETS.put(Encoding.BOOLEAN, Call.of(ReadBuffer.class, "booleanAt", int.class));
    GETS.put(Encoding.BYTE, Call.of(ReadBuffer.class, "byteAt", int.class));
    GETS.put(Encoding.CHAR, Call.of(ReadBuffer.class, "int16LeAt", int.class));
    GETS.put(Encoding.SHORT, GETS.get(Encoding.CHAR));
    GETS.put(Encoding.FLOAT, Call.of(ReadBuffer.class, "float32LeAt", int.class));
    GETS.put(Encoding.DOUBLE, Call.of(ReadBuffer.class, "float64LeAt", int.class));
  }

  private static final Call RESERVE = Call.of(WriteBuffer.class, "reserve", int.class);
  private static final Call TAKE = Call.of(ReadBuffer.class, "take", int.class);

  private final List<CodecField> fields;
  private final int from;
  private final int end;
  private final int[] offsets;
  private final int bytes;

  private FixedRun(List<CodecField> fields, int from, int end) {
    this.fields = fields;
    this.from = from;
    this.end = end;
    this.offsets = new int[end - from];
    int at = 0;
    for (int i = from; i < end; i++) {
      offsets[i - from] = at;
      at += fields.get(i).encoding().fixedWidth();
    }
    this.bytes = at;
  }

  /**
   * The run starting at field {@code from}: its fixed-width fields that {@code direct} accepts
   * (the codec reaches them without reflection), or null when fewer than two.
   */
  static FixedRun at(List<CodecField> fields, int from, Predicate<CodecField> direct) {
    int end = from;
    while (end < fields.size() && fields.get(end).encoding().fixedWidth() > 0
        && direct.test(fields.get(end))) {
      end++;
    }
    return end - from >= MIN_FIELDS ? new FixedRun(fields, from, end) : null;
  }

  /** The index after the run's last field. */
  int end() {
    return end;
  }

  /**
   * {@code buffer = session.buffer(); at = buffer.reserve(bytes)}, with the session in local 1 and
   * the buffer and the offset kept in {@code bufferSlot} and {@code atSlot}.
   */
  void reserve(MethodVisitor m, int bufferSlot, int atSlot) {
    claim(m, Call.WRITE_BUFFER, RESERVE, bufferSlot, atSlot);
  }

  /** {@code buffer = session.buffer(); at = buffer.take(bytes)}, as {@link #reserve}. */
  void take(MethodVisitor m, int bufferSlot, int atSlot) {
    claim(m, Call.READ_BUFFER, TAKE, bufferSlot, atSlot);
  }

  private void claim(MethodVisitor m, Call buffer, Call claim, int bufferSlot, int atSlot) {
    m.visitVarInsn(ALOAD, 1);
    buffer.emit(m);
    m.visitVarInsn(ASTORE, bufferSlot);
    m.visitVarInsn(ALOAD, bufferSlot);
    Constants.push(m, bytes);
    claim.emit(m);
    m.visitVarInsn(ISTORE, atSlot);
  }

  /** Pushes the buffer and the offset of field {@code index}, for its put or get. */
  void pushPlace(MethodVisitor m, int index, int bufferSlot, int atSlot) {
    m.visitVarInsn(ALOAD, bufferSlot);
    m.visitVarInsn(ILOAD, atSlot);
    int offset = offsets[index - from];
    if (offset != 0) {
      Constants.push(m, offset);
      m.visitInsn(IADD);
    }
  }

  /** With the place and the field's value pushed: stores it. */
  void put(MethodVisitor m, int index) {
    Encoding encoding = fields.get(index).encoding();
    if (encoding == Encoding.CHAR) {
      m.visitInsn(I2S); // the same 16 bits; the parameter is a short
    }
    PUTS.get(encoding).emit(m);
  }

  /** With the place pushed: leaves the field's value, of its declared type. */
  void get(MethodVisitor m, int index) {
    Encoding encoding = fields.get(index).encoding();
    GETS.get(encoding).emit(m);
    if (encoding == Encoding.CHAR) {
      m.visitInsn(I2C);
    }
  }
}
