package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.CodecBodies;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/**
 * Plain objects (POJOs): the class's description on first use in a payload, then each serialized
 * field in layout order. Reading creates the instance first and registers it, so cycles through
 * it resolve.
 */
final class ObjectSerializer extends Serializer<Object> implements CodecBodies {
  private final Class<?> type;
  private final TypeRegistry registry;
  private final int describedIndex;
  private volatile Instantiator instantiator;
  private volatile FieldLayout layout;
  private volatile ReadPlan identityPlan;
  /** The generated codec, or null; published by the volatile write of {@link #layout}. */
  private FieldsCodec codec;

  ObjectSerializer(Class<?> type, TypeRegistry registry) {
    this.type = type;
    this.registry = registry;
    this.describedIndex = registry.newDescribedIndex();
  }

  /**
   * Built lazily: see {@link FieldLayout}. Built once, under the lock, so a class's codec is
   * generated once; building it only creates other serializers, never takes their locks.
   */
  private FieldLayout layout() {
    FieldLayout l = layout;
    if (l == null) {
      synchronized (this) {
        l = layout;
        if (l == null) {
          l = new FieldLayout(type, FieldLayout.serializableFields(type), registry);
          identityPlan = ReadPlan.identity(l);
          codec = registry.codegen() ? GeneratedCodecs.forObject(type, l) : null;
          layout = l;
        }
      }
    }
    return l;
  }

  @Override
  public void write(WriteContext context, Object value) {
    WriteSession session = (WriteSession) context;
    ReadPlan.writeInstance(session, layout(), describedIndex, value, codec);
  }

  @Override
  public FieldsCodec runCodec() {
    FieldLayout l = layout();
    return l.fields.length == 0 ? null : codec;
  }

  @Override
  public void startWriteRun(WriteSession session) {
    ReadPlan.writePreamble(session, layout(), describedIndex);
  }

  @Override
  public boolean startReadRun(ReadSession session) {
    return ReadPlan.startReadRun(session, layout(), identityPlan, describedIndex);
  }

  @Override
  public Object read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    FieldLayout l = layout();
    ReadPlan plan = ReadPlan.forInstance(session, l, identityPlan, describedIndex);
    FieldsCodec generated = codec;
    if (generated != null && plan == identityPlan) {
      return generated.read(session);
    }
    Instantiator make = instantiator;
    if (make == null) {
      make = Instantiator.of(type);
      instantiator = make;
    }
    Object object = make.newInstance();
    session.reference(object);
    for (int i = 0; i < plan.kinds.length; i++) {
      FieldSpec target = plan.targets[i];
      try {
        if (target == null) {
          FieldValues.read(session, plan.kinds[i], plan.known[i]);
        } else if (plan.direct[i]) {
          FieldValues.readInto(session, target, object);
        } else {
          int at = session.buffer().position();
          Object v = FieldValues.read(session, plan.kinds[i], plan.known[i]);
          target.field.set(object, checkFits(v, target, at));
        }
      } catch (SerialException e) {
        throw e.withOuterPath(target != null ? target.name : "(skipped field #" + i + ")");
      } catch (IllegalAccessException e) {
        throw new SerialException("cannot set field " + target.name + " of " + type.getName(), e);
      }
    }
    return object;
  }

  private Object checkFits(Object value, FieldSpec target, int at) {
    if (value != null && !target.type.isInstance(value)) {
      throw FieldValues.incompatible(type, target.name, "the payload holds a "
          + value.getClass().getName() + ", the field is " + target.type.getName(), at);
    }
    return value;
  }
}
