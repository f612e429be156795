package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.spi.ReadContext;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * Records: their components in declaration order, read into an argument array and passed to the
 * canonical constructor, so the record's own validation runs on what is read. A record cannot be
 * referenced before it exists, so a cycle back into a record being read fails clearly.
 */
final class RecordSerializer extends FieldsSerializer {
  /** Set with the layout, before it is published. */
  private volatile Constructor<?> canonical;
  private volatile Object[] defaults;

  RecordSerializer(Class<?> type, TypeRegistry registry) {
    super(type, registry);
  }

  @Override
  FieldLayout newLayout() {
    RecordComponent[] components = type.getRecordComponents();
    List<Field> fields = new ArrayList<>();
    Class<?>[] types = new Class<?>[components.length];
    Object[] zero = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      zero[i] = FieldValues.defaultValue(types[i]);
      try {
        fields.add(type.getDeclaredField(components[i].getName()));
      } catch (NoSuchFieldException e) {
        throw new SerialException("record " + type.getName() + " has no field for component "
            + components[i].getName(), e);
      }
    }
    try {
      Constructor<?> c = type.getDeclaredConstructor(types);
      c.setAccessible(true);
      canonical = c;
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new SerialException("cannot access the canonical constructor of " + type.getName(),
          e);
    }
    defaults = zero;
    return new FieldLayout(type, fields, registry);
  }

  @Override
  FieldsCodec newCodec(FieldLayout layout) {
    return GeneratedCodecs.forRecord(type, layout);
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
    Object[] args = defaults.clone();
    for (int i = 0; i < plan.kinds.length; i++) {
      FieldSpec target = plan.targets[i];
      try {
        int at = session.buffer().position();
        Object v = FieldValues.read(session, plan.kinds[i], plan.known[i]);
        if (target != null) {
          if (v != null && !plan.direct[i] && !target.type.isInstance(v)) {
            throw FieldValues.incompatible(type, target.name, "the payload holds a "
                + v.getClass().getName() + ", the component is " + target.type.getName(), at);
          }
          if (v == null && target.type.isPrimitive()) {
            throw FieldValues.incompatible(type, target.name, "null for a primitive", at);
          }
          args[plan.targetIndex[i]] = v;
        }
      } catch (SerialException e) {
        throw e.withOuterPath(target != null ? target.name : "(skipped field #" + i + ")");
      }
    }
    try {
      return canonical.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new SerialException("record " + type.getName() + " rejected the values read: "
          + e.getCause(), session.buffer().position(), e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      throw new SerialException("cannot construct record " + type.getName(),
          session.buffer().position(), e);
    }
  }
}
