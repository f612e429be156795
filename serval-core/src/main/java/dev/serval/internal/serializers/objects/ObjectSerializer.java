package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.spi.ReadContext;

/**
 * Plain objects (POJOs): the class's description on first use in a payload, then each serialized
 * field in layout order. Reading creates the instance first and registers it, so cycles through
 * it resolve.
 */
final class ObjectSerializer extends FieldsSerializer {
  private volatile Instantiator instantiator;

  ObjectSerializer(Class<?> type, TypeRegistry registry) {
    super(type, registry);
  }

  @Override
  FieldLayout newLayout() {
    return new FieldLayout(type, FieldLayout.serializableFields(type), registry);
  }

  @Override
  FieldsCodec newCodec(FieldLayout layout) {
    return GeneratedCodecs.forObject(type, layout);
  }

  @Override
  public Object read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    FieldLayout l = layout();
    FieldsCodec fingerprinted = fingerprintedCodec(session);
    if (fingerprinted != null) {
      return fingerprinted.read(session);
    }
    ReadPlan plan = instancePlan(session, l);
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
