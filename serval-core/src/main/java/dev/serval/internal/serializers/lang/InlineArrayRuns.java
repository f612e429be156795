package dev.serval.internal.serializers.lang;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.InlineBodies;
import dev.serval.internal.WriteSession;
import dev.serval.io.WriteBuffer;

/**
 * Writes the element run of an array of Strings, Integers, Longs or Doubles in one pass, guessing
 * from the first element that all share its class, as array lists are (see
 * WriteSession#writeInlineRun): the bytes of the two-pass path (the classes, then the bodies)
 * without the first pass and without choosing each element's body. A wrong guess (a null, another
 * class) rewinds the buffer and answers false, having written nothing; those bodies touch nothing
 * but the buffer. Each class has a loop of its own, compiled and profiled when its class first
 * comes.
 */
final class InlineArrayRuns {
  /**
   * The longest array written here: room for every Integer or Long is made in one capacity check,
   * of up to nine bytes each.
   */
  private static final int MAX_LENGTH = 1 << 16;

  private InlineArrayRuns() {}

  /** Writes {@code array}'s elements header and bodies, or nothing; {@code array} is not empty. */
  static boolean write(WriteSession session, Object[] array) {
    if (array.length > MAX_LENGTH) {
      return false;
    }
    WriteBuffer out = session.buffer();
    int start = out.position();
    ClassInfo common = session.startInlineRun(array[0]);
    if (common == null) {
      return false;
    }
    boolean written = switch (session.inlineKind(common)) {
      case InlineBodies.STRINGS -> writeStrings(out, array);
      case InlineBodies.INTEGERS -> writeIntegers(out, array);
      case InlineBodies.LONGS -> writeLongs(out, array);
      default -> writeDoubles(out, array);
    };
    if (!written) {
      out.rewind(start);
    }
    return written;
  }

  private static boolean writeStrings(WriteBuffer out, Object[] array) {
    for (int i = 0; i < array.length; i++) {
      if (!(array[i] instanceof String value)) {
        return false;
      }
      try {
        out.writeString(value);
      } catch (SerialException e) {
        throw e.withOuterPath("[" + i + "]");
      }
    }
    return true;
  }

  /** One capacity check for the run, the offset kept in a local (see WriteBuffer#putVarInt32At). */
  private static boolean writeIntegers(WriteBuffer out, Object[] array) {
    out.ensure(array.length * WriteBuffer.VAR_INT32_ROOM);
    int at = out.position();
    for (Object element : array) {
      if (!(element instanceof Integer value)) {
        return false;
      }
      at = out.putVarInt32At(at, value);
    }
    out.advance(at - out.position());
    return true;
  }

  private static boolean writeLongs(WriteBuffer out, Object[] array) {
    out.ensure(array.length * WriteBuffer.VAR_INT64_ROOM);
    int at = out.position();
    for (Object element : array) {
      if (!(element instanceof Long value)) {
        return false;
      }
      at = out.putVarInt64At(at, value);
    }
    out.advance(at - out.position());
    return true;
  }

  /** One capacity check and position update for the run, then a store per element. */
  private static boolean writeDoubles(WriteBuffer out, Object[] array) {
    int at = out.reserve(array.length * Double.BYTES);
    for (int i = 0; i < array.length; i++) {
      if (!(array[i] instanceof Double value)) {
        return false;
      }
      out.putFloat64LeAt(at + i * Double.BYTES, value);
    }
    return true;
  }
}
