package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.CodecField;
import dev.serval.internal.codegen.CodecSpec;
import dev.serval.internal.codegen.Codegen;
import dev.serval.internal.codegen.Encoding;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.codegen.SlowFields;
import java.util.ArrayList;
import java.util.List;

/**
 * Asks the code generator for a codec matching a class's {@link FieldLayout}, and supplies the
 * reflective per-field path ({@link FieldValues}) for what generated code cannot do itself. The
 * codec is used only for payloads whose field plan is the layout's identity plan; any other plan
 * (an evolved class in EVOLVING mode) keeps the plan-driven reflective path.
 */
final class GeneratedCodecs {
  private GeneratedCodecs() {}

  /** A codec for a plain class, or null to stay on the reflective path. */
  static FieldsCodec forObject(Class<?> type, FieldLayout layout) {
    return Codegen.generate(new CodecSpec(type, false, fields(layout), new Reflective(layout)));
  }

  /** A codec for a record whose layout lists its components in order, or null. */
  static FieldsCodec forRecord(Class<?> type, FieldLayout layout) {
    return Codegen.generate(new CodecSpec(type, true, fields(layout), new Reflective(layout)));
  }

  private static List<CodecField> fields(FieldLayout layout) {
    List<CodecField> out = new ArrayList<>(layout.fields.length);
    for (FieldSpec spec : layout.fields) {
      Encoding encoding = spec.kind == FieldKind.KNOWN
          ? Encoding.ofKnown(spec.known) : Encoding.valueOf(spec.kind.name());
      out.add(new CodecField(spec.name, spec.field, encoding, spec.known));
    }
    return out;
  }

  /** The portable path, one field at a time; the codec adds the field's name to failures. */
  private static final class Reflective implements SlowFields {
    private final FieldLayout layout;
    private volatile Instantiator instantiator;

    Reflective(FieldLayout layout) {
      this.layout = layout;
    }

    @Override
    public void writeField(WriteSession session, int index, Object object) {
      try {
        FieldValues.write(session, layout.fields[index], object);
      } catch (IllegalAccessException e) {
        throw new SerialException("cannot read field " + layout.fields[index].name + " of "
            + layout.owner.getName(), e);
      }
    }

    @Override
    public void readField(ReadSession session, int index, Object object) {
      try {
        FieldValues.readInto(session, layout.fields[index], object);
      } catch (IllegalAccessException e) {
        throw new SerialException("cannot set field " + layout.fields[index].name + " of "
            + layout.owner.getName(), e);
      }
    }

    @Override
    public Object newInstance() {
      Instantiator make = instantiator;
      if (make == null) {
        make = Instantiator.of(layout.owner);
        instantiator = make;
      }
      return make.newInstance();
    }
  }
}
