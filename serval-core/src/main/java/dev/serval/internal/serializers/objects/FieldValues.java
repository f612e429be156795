package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;

/** Encodes and decodes one field value by its {@link FieldKind}. */
final class FieldValues {
  private FieldValues() {}

  /** Writes field {@code spec} of {@code object}. */
  static void write(WriteSession session, FieldSpec spec, Object object)
      throws IllegalAccessException {
    WriteBuffer out = session.buffer();
    switch (spec.kind) {
      case BOOLEAN:
        out.writeBoolean(spec.field.getBoolean(object));
        break;
      case BYTE:
        out.writeByte(spec.field.getByte(object));
        break;
      case CHAR:
        out.writeChar16Le(spec.field.getChar(object));
        break;
      case SHORT:
        out.writeInt16Le(spec.field.getShort(object));
        break;
      case INT:
        out.writeVarInt32(spec.field.getInt(object));
        break;
      case LONG:
        out.writeVarInt64(spec.field.getLong(object));
        break;
      case FLOAT:
        out.writeFloat32Le(spec.field.getFloat(object));
        break;
      case DOUBLE:
        out.writeFloat64Le(spec.field.getDouble(object));
        break;
      case STRING:
        out.writeString((String) spec.field.get(object));
        break;
      case KNOWN:
        session.writeKnownField(spec.field.get(object), spec.known);
        break;
      default:
        session.writeObject(spec.field.get(object));
    }
  }

  /** Reads a value encoded as {@code kind} (with class {@code known} for KNOWN), boxed. */
  static Object read(ReadSession session, FieldKind kind, ClassInfo known) {
    ReadBuffer in = session.buffer();
    switch (kind) {
      case BOOLEAN:
        return in.readBoolean();
      case BYTE:
        return in.readByte();
      case CHAR:
        return in.readChar16Le();
      case SHORT:
        return in.readInt16Le();
      case INT:
        return in.readVarInt32();
      case LONG:
        return in.readVarInt64();
      case FLOAT:
        return in.readFloat32Le();
      case DOUBLE:
        return in.readFloat64Le();
      case STRING:
        return session.readString();
      case KNOWN:
        return session.readKnownField(known);
      default:
        return session.readObject();
    }
  }

  /** Reads field {@code spec} straight into {@code object}, unboxed where it can. */
  static void readInto(ReadSession session, FieldSpec spec, Object object)
      throws IllegalAccessException {
    ReadBuffer in = session.buffer();
    switch (spec.kind) {
      case BOOLEAN:
        spec.field.setBoolean(object, in.readBoolean());
        break;
      case BYTE:
        spec.field.setByte(object, in.readByte());
        break;
      case CHAR:
        spec.field.setChar(object, in.readChar16Le());
        break;
      case SHORT:
        spec.field.setShort(object, in.readInt16Le());
        break;
      case INT:
        spec.field.setInt(object, in.readVarInt32());
        break;
      case LONG:
        spec.field.setLong(object, in.readVarInt64());
        break;
      case FLOAT:
        spec.field.setFloat(object, in.readFloat32Le());
        break;
      case DOUBLE:
        spec.field.setDouble(object, in.readFloat64Le());
        break;
      default:
        int at = in.position();
        Object value = read(session, spec.kind, spec.known);
        spec.field.set(object, session.checkType(value, spec.type, at));
    }
  }

  /** The value a field that the payload lacks keeps: zero, false or null. */
  static Object defaultValue(Class<?> type) {
    if (!type.isPrimitive()) {
      return null;
    }
    return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0);
  }

  static SerialException incompatible(Class<?> owner, String field, String why, int offset) {
    return new SerialException("field " + owner.getName() + "." + field
        + " changed incompatibly since the payload was written: " + why, offset);
  }
}
