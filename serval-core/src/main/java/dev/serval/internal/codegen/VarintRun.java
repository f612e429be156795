package dev.serval.internal.codegen;

import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;

import dev.serval.io.WriteBuffer;
import java.util.List;
import java.util.function.Predicate;
import org.objectweb.asm.MethodVisitor;

/**
 * Consecutive int and long fields (varints), which a codec writes after one capacity check for
 * all of them: {@link WriteBuffer#ensure} of the run's widest case, then each value through the
 * buffer's {@code write...Ensured} methods, which skip their own check. Unlike a {@link FixedRun}
 * the values still go one after another at the buffer's position, since a varint's width is known
 * only once it is written. The bytes are the field-by-field bytes.
 */
final class VarintRun {
  /** A single field gains nothing from a run. */
  private static final int MIN_FIELDS = 2;

  private static final Call ENSURE = Call.of(WriteBuffer.class, "ensure", int.class);

  private final List<CodecField> fields;
  private final int end;
  private final int room;

  private VarintRun(List<CodecField> fields, int from, int end) {
    this.fields = fields;
    this.end = end;
    int bytes = 0;
    for (int i = from; i < end; i++) {
      bytes += fields.get(i).encoding().maxWidth();
    }
    this.room = bytes;
  }

  /**
   * The run starting at field {@code from}: its int and long fields that {@code direct} accepts
   * (the codec reaches them without reflection), or null when fewer than two.
   */
  static VarintRun at(List<CodecField> fields, int from, Predicate<CodecField> direct) {
    int end = from;
    while (end < fields.size() && isVarint(fields.get(end).encoding())
        && direct.test(fields.get(end))) {
      end++;
    }
    return end - from >= MIN_FIELDS ? new VarintRun(fields, from, end) : null;
  }

  private static boolean isVarint(Encoding encoding) {
    return encoding == Encoding.INT || encoding == Encoding.LONG;
  }

  /** The index after the run's last field. */
  int end() {
    return end;
  }

  /** {@code buffer = session.buffer(); buffer.ensure(room)}, the session in local 1. */
  void ensure(MethodVisitor m, int bufferSlot) {
    m.visitVarInsn(ALOAD, 1);
    Call.WRITE_BUFFER.emit(m);
    m.visitVarInsn(ASTORE, bufferSlot);
    m.visitVarInsn(ALOAD, bufferSlot);
    Constants.push(m, room);
    ENSURE.emit(m);
  }

  /** Pushes the buffer, for the field's value to follow. */
  void pushBuffer(MethodVisitor m, int bufferSlot) {
    m.visitVarInsn(ALOAD, bufferSlot);
  }

  /** With the buffer and the field's value pushed: writes it. */
  void write(MethodVisitor m, int index) {
    Primitives.writeEnsured(fields.get(index).encoding()).emit(m);
  }
}
