package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.io.WriteBuffer;
import java.lang.reflect.Field;
import java.util.List;

/**
 * The serialized fields of ONE class level (not its superclasses), for serializers outside this
 * package that follow Java serialization's per-class structure (the {@code hooks} family). It
 * reuses this package's layout, description and value encodings, so a level's fields are written
 * exactly as a plain object's fields are: the description ({@link ReadPlan#writeDescription}), then
 * each value by its {@link FieldKind}. Immutable and shared between threads.
 */
public final class LevelFields {
  private final FieldLayout layout;
  private final Plan identity;

  /** A payload's field description of one level, matched against the reader's level. */
  public static final class Plan {
    final ReadPlan plan;

    Plan(ReadPlan plan) {
      this.plan = plan;
    }
  }

  private LevelFields(FieldLayout layout) {
    this.layout = layout;
    this.identity = new Plan(ReadPlan.identity(layout));
  }

  /** The level {@code owner} with the given fields, written in the given order. */
  public static LevelFields of(Class<?> owner, List<Field> fields, TypeRegistry registry) {
    return new LevelFields(new FieldLayout(owner, fields, registry));
  }

  /** A level with no fields: reading a description against it yields a plan that skips all. */
  public static LevelFields none(TypeRegistry registry) {
    return of(Object.class, List.of(), registry);
  }

  public int fingerprint() {
    return layout.fingerprint;
  }

  public int size() {
    return layout.fields.length;
  }

  /** The index of the field called {@code name}, or -1. */
  public int indexOf(String name) {
    FieldSpec spec = layout.field(name);
    if (spec == null) {
      return -1;
    }
    for (int i = 0; i < layout.fields.length; i++) {
      if (layout.fields[i] == spec) {
        return i;
      }
    }
    return -1;
  }

  public Class<?> type(int index) {
    return layout.fields[index].type;
  }

  /** The plan for a payload written with this very level (FIXED mode, fingerprint checked). */
  public Plan identity() {
    return identity;
  }

  /** Writes the description: see {@link ReadPlan#writeDescription}. */
  public void writeDescription(WriteSession session) {
    ReadPlan.writeDescription(session, layout);
  }

  /** Reads a description written by {@link #writeDescription}; EVOLVING mode only. */
  public Plan readDescription(ReadSession session) {
    return new Plan(ReadPlan.readDescription(session, layout, identity.plan));
  }

  /** Writes the level's fields of {@code object}, in layout order. */
  public void writeFrom(WriteSession session, Object object) {
    for (FieldSpec spec : layout.fields) {
      try {
        FieldValues.write(session, spec, object);
      } catch (SerialException e) {
        throw e.withOuterPath(spec.name);
      } catch (IllegalAccessException e) {
        throw new SerialException("cannot read field " + spec.name + " of "
            + layout.owner.getName(), e);
      }
    }
  }

  /**
   * Writes boxed {@code values} (by layout index, null meaning zero for a primitive) with the same
   * encoding {@link #writeFrom} uses, for values that do not live in the object's fields.
   */
  public void writeValues(WriteSession session, Object[] values) {
    for (int i = 0; i < layout.fields.length; i++) {
      FieldSpec spec = layout.fields[i];
      Object v = values[i] != null ? values[i] : FieldValues.defaultValue(spec.type);
      try {
        writeValue(session, spec, v);
      } catch (SerialException e) {
        throw e.withOuterPath(spec.name);
      }
    }
  }

  private static void writeValue(WriteSession session, FieldSpec spec, Object v) {
    WriteBuffer out = session.buffer();
    switch (spec.kind) {
      case BOOLEAN -> out.writeBoolean((Boolean) v);
      case BYTE -> out.writeByte((Byte) v);
      case CHAR -> out.writeChar16Le((Character) v);
      case SHORT -> out.writeInt16Le((Short) v);
      case INT -> out.writeVarInt32((Integer) v);
      case LONG -> out.writeVarInt64((Long) v);
      case FLOAT -> out.writeFloat32Le((Float) v);
      case DOUBLE -> out.writeFloat64Le((Double) v);
      case STRING -> out.writeString((String) v);
      case KNOWN -> session.writeKnownField(v, spec.known);
      default -> session.writeObject(v);
    }
  }

  /** Reads values described by {@code plan} into the matching fields of {@code object}. */
  public void readInto(ReadSession session, Plan plan, Object object) {
    ReadPlan p = plan.plan;
    for (int i = 0; i < p.kinds.length; i++) {
      FieldSpec target = p.targets[i];
      try {
        if (target == null) {
          FieldValues.read(session, p.kinds[i], p.known[i]);
        } else if (p.direct[i]) {
          FieldValues.readInto(session, target, object);
        } else {
          int at = session.buffer().position();
          Object v = FieldValues.read(session, p.kinds[i], p.known[i]);
          target.field.set(object, fits(v, target, at));
        }
      } catch (SerialException e) {
        throw e.withOuterPath(target != null ? target.name : "(skipped field #" + i + ")");
      } catch (IllegalAccessException e) {
        throw new SerialException("cannot set field " + target.name + " of "
            + layout.owner.getName(), e);
      }
    }
  }

  /**
   * Reads values described by {@code plan} into {@code values} by this level's layout index and
   * marks which were present; values of fields this level lacks are read and dropped.
   */
  public void readValues(ReadSession session, Plan plan, Object[] values, boolean[] present) {
    ReadPlan p = plan.plan;
    for (int i = 0; i < p.kinds.length; i++) {
      FieldSpec target = p.targets[i];
      try {
        int at = session.buffer().position();
        Object v = FieldValues.read(session, p.kinds[i], p.known[i]);
        if (target != null) {
          values[p.targetIndex[i]] = fits(v, target, at);
          present[p.targetIndex[i]] = true;
        }
      } catch (SerialException e) {
        throw e.withOuterPath(target != null ? target.name : "(skipped field #" + i + ")");
      }
    }
  }

  private Object fits(Object value, FieldSpec target, int at) {
    if (value == null ? target.type.isPrimitive()
        : !boxed(target.type).isInstance(value)) {
      throw FieldValues.incompatible(layout.owner, target.name, "the payload holds "
          + (value == null ? "null" : "a " + value.getClass().getName()) + ", the field is "
          + target.type.getName(), at);
    }
    return value;
  }

  private static Class<?> boxed(Class<?> type) {
    return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
  }
}
