package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.DescriptionCache;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;

/**
 * How to read the fields of one class as a payload wrote them: for each field in the writer's
 * order, how it was encoded and which of the reader's fields (if any) receives it. In FIXED mode
 * the plan is the reader's own layout, guarded by the fingerprint; in EVOLVING mode it is matched by
 * name from the class description that precedes the first instance in the payload.
 */
final class ReadPlan {
  final FieldKind[] kinds;
  final ClassInfo[] known;
  /** The reader's field for each written field, or null to skip it. */
  final FieldSpec[] targets;
  /** Index of the target in the reader's layout, or -1. */
  final int[] targetIndex;
  /** Whether the written encoding is exactly the target's, so it can be read straight in. */
  final boolean[] direct;

  private ReadPlan(int size) {
    kinds = new FieldKind[size];
    known = new ClassInfo[size];
    targets = new FieldSpec[size];
    targetIndex = new int[size];
    direct = new boolean[size];
  }

  /** The plan for a payload written with the reader's own layout. */
  static ReadPlan identity(FieldLayout layout) {
    ReadPlan plan = new ReadPlan(layout.fields.length);
    for (int i = 0; i < layout.fields.length; i++) {
      FieldSpec spec = layout.fields[i];
      plan.kinds[i] = spec.kind;
      plan.known[i] = spec.known;
      plan.targets[i] = spec;
      plan.targetIndex[i] = i;
      plan.direct[i] = true;
    }
    return plan;
  }

  /** Consumes the body of a class without fields: one 0 byte. */
  static void readEmptyBody(ReadSession session) {
    if (session.buffer().readByte() != 0) {
      throw session.buffer().error("the body of a class without fields must be one 0 byte");
    }
  }

  /** The plan this payload described for the class, reading the description on first use. */
  static ReadPlan described(ReadSession session, FieldLayout layout, ReadPlan identity,
      int describedIndex) {
    if (session.firstUse(describedIndex)) {
      ReadPlan plan = readDescription(session, layout, identity);
      session.describe(describedIndex, plan);
      return plan;
    }
    return (ReadPlan) session.description(describedIndex);
  }

  /**
   * Writes every field of an instance in layout order (a class without fields writes one 0 byte,
   * see FORMAT.md), through the generated {@code codec} when there is one (same bytes), else
   * reflectively. The description, if any, precedes them.
   */
  static void writeFields(WriteSession session, FieldLayout layout, Object value,
      FieldsCodec codec) {
    if (layout.fields.length == 0) {
      session.buffer().writeByte(0);
      return;
    }
    if (codec != null) {
      codec.writeFields(session, value);
      return;
    }
    writeReflectively(session, layout, value);
  }

  /**
   * {@link #writeFields} without a codec. A method of its own so that callers with a codec do not
   * inline this loop (see WriteBuffer#writeSmallVarUInt32 for why that matters).
   */
  private static void writeReflectively(WriteSession session, FieldLayout layout, Object value) {
    for (FieldSpec spec : layout.fields) {
      try {
        FieldValues.write(session, spec, value);
      } catch (SerialException e) {
        throw e.withOuterPath(spec.name);
      } catch (IllegalAccessException e) {
        throw new SerialException("cannot read field " + spec.name + " of "
            + layout.owner.getName(), e);
      }
    }
  }

  /** Writes the description of {@code layout} that precedes its first instance in a payload. */
  static void writeDescription(WriteSession session, FieldLayout layout) {
    WriteBuffer out = session.buffer();
    if (!session.evolving()) {
      out.writeInt16Le((short) layout.fingerprint);
      return;
    }
    WrittenDescription written = layout.descriptionWritten;
    if (written != null) {
      written.writeTo(session);
      return;
    }
    writeFirstDescription(session, layout);
  }

  /**
   * {@link #writeDescription} the first time: encodes it and keeps the bytes for later payloads. A
   * method of its own so that the codecs, which inline writeDescription, leave this out (see
   * WriteBuffer#writeSmallVarUInt32).
   */
  private static void writeFirstDescription(WriteSession session, FieldLayout layout) {
    WriteBuffer out = session.buffer();
    WrittenDescription.Recorder recorder = new WrittenDescription.Recorder(session);
    out.writeVarUInt32(layout.fields.length);
    for (FieldSpec spec : layout.fields) {
      out.writeString(spec.name);
      out.writeByte(spec.kind.code);
      if (spec.kind == FieldKind.KNOWN) {
        recorder.writeClassTag(session, spec.known);
      }
    }
    layout.descriptionWritten = recorder.finish();
  }

  /**
   * Reads a description written by {@link #writeDescription} and matches it to {@code layout}. A
   * description that matches the layout exactly yields {@code identity} itself, so callers can
   * recognise the common case (and use generated code for it) by reference.
   */
  static ReadPlan readDescription(ReadSession session, FieldLayout layout, ReadPlan identity) {
    ReadBuffer in = session.buffer();
    int at = in.position();
    if (!session.evolving()) {
      int written = in.readInt16Le() & 0xFFFF;
      if (written != layout.fingerprint) {
        throw new SerialException("class " + layout.owner.getName() + " differs from the"
            + " writer's (fingerprint mismatch in FIXED schema mode); write with"
            + " SchemaMode.EVOLVING to let classes change", at);
      }
      return identity;
    }
    ReadPlan cached = layout.descriptionsRead.lookup(session);
    if (cached != null) {
      return cached;
    }
    DescriptionCache<ReadPlan>.Parse parse = layout.descriptionsRead.parse(session);
    ReadPlan plan = parseDescription(session, layout, identity, parse);
    parse.remember(plan);
    return plan;
  }

  /** Parses an EVOLVING description and matches it to {@code layout} by field name. */
  private static ReadPlan parseDescription(ReadSession session, FieldLayout layout,
      ReadPlan identity, DescriptionCache<ReadPlan>.Parse parse) {
    ReadBuffer in = session.buffer();
    int count = session.readLength(2);
    ReadPlan plan = new ReadPlan(count);
    for (int i = 0; i < count; i++) {
      int fieldAt = in.position();
      String name = in.readString(1024);
      int code = in.readUByte();
      FieldKind kind = FieldKind.ofCode(code);
      if (name == null || kind == null) {
        throw new SerialException("malformed description of class " + layout.owner.getName(),
            fieldAt);
      }
      plan.kinds[i] = kind;
      if (kind == FieldKind.KNOWN) {
        plan.known[i] = parse.readClassTag();
      }
      FieldSpec target = layout.field(name);
      plan.targets[i] = target;
      plan.targetIndex[i] = target == null ? -1 : indexOf(layout, target);
      if (target != null) {
        plan.direct[i] = match(layout, target, kind, plan.known[i], fieldAt);
      }
    }
    return isIdentity(plan, layout) ? identity : plan;
  }

  /** Whether {@code plan} reads every field of {@code layout}, in order, straight in. */
  private static boolean isIdentity(ReadPlan plan, FieldLayout layout) {
    if (plan.kinds.length != layout.fields.length) {
      return false;
    }
    for (int i = 0; i < plan.kinds.length; i++) {
      if (plan.targets[i] != layout.fields[i] || !plan.direct[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a field written as {@code kind} can be read straight into {@code target}; fails when it
   * can never fit, and answers false when each value must be checked.
   */
  private static boolean match(FieldLayout layout, FieldSpec target, FieldKind kind,
      ClassInfo known, int at) {
    if (kind.isPrimitive() || target.kind.isPrimitive()) {
      if (kind != target.kind) {
        throw FieldValues.incompatible(layout.owner, target.name,
            "written as " + describe(kind, known) + ", now " + target.type.getName(), at);
      }
      return true;
    }
    if (kind == FieldKind.KNOWN && !boxed(target.type).isAssignableFrom(known.type())) {
      throw FieldValues.incompatible(layout.owner, target.name,
          "written as " + known.type().getName() + ", now " + target.type.getName(), at);
    }
    if (kind == FieldKind.STRING && !target.type.isAssignableFrom(String.class)) {
      throw FieldValues.incompatible(layout.owner, target.name,
          "written as java.lang.String, now " + target.type.getName(), at);
    }
    return kind == target.kind && known == target.known;
  }

  private static Class<?> boxed(Class<?> type) {
    return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
  }

  private static String describe(FieldKind kind, ClassInfo known) {
    if (kind.isPrimitive()) {
      return kind.primitive.getName();
    }
    if (kind == FieldKind.STRING) {
      return "java.lang.String";
    }
    return known != null ? known.type().getName() : "an object";
  }

  private static int indexOf(FieldLayout layout, FieldSpec spec) {
    for (int i = 0; i < layout.fields.length; i++) {
      if (layout.fields[i] == spec) {
        return i;
      }
    }
    return -1;
  }
}
