package dev.serval.internal.serializers.objects;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.DescriptionCache;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteReplacing;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ordered serialized fields of one class and its FIXED-mode fingerprint. Built once per class,
 * on first use rather than when the serializer is created, because resolving field types may need
 * the serializer of the class itself.
 */
final class FieldLayout {
  final Class<?> owner;
  final FieldSpec[] fields;
  final int fingerprint;
  /**
   * Whether every field is a primitive or a string, and there is one at least: a body then writes
   * into the buffer and nothing else (no class tag, reference or nested level).
   */
  final boolean flat;
  private final Map<String, FieldSpec> byName = new HashMap<>();
  /** The last EVOLVING description read for this class, and its plan. */
  final DescriptionCache<ReadPlan> descriptionsRead = new DescriptionCache<>();
  /**
   * This class's EVOLVING description as first written, to write again; null until then. A race
   * between threads writes it twice, the same.
   */
  volatile WrittenDescription descriptionWritten;

  FieldLayout(Class<?> owner, List<Field> ordered, TypeRegistry registry) {
    this.owner = owner;
    Map<String, Integer> nameCount = new HashMap<>();
    for (Field f : ordered) {
      nameCount.merge(f.getName(), 1, Integer::sum);
    }
    Map<String, Integer> seen = new HashMap<>();
    this.fields = new FieldSpec[ordered.size()];
    Fingerprint fp = new Fingerprint().add(owner.getName());
    for (int i = 0; i < fields.length; i++) {
      Field f = ordered.get(i);
      makeAccessible(f);
      int occurrence = seen.merge(f.getName(), 1, Integer::sum);
      // A shadowed field (a superclass's, listed first) is named with its declaring class.
      String name = occurrence < nameCount.get(f.getName())
          ? f.getDeclaringClass().getSimpleName() + "." + f.getName()
          : f.getName();
      FieldSpec spec = spec(name, f, registry);
      fields[i] = spec;
      byName.put(name, spec);
      fp.add(spec.signature());
    }
    this.fingerprint = fp.value16();
    boolean flatFields = fields.length > 0;
    for (FieldSpec spec : fields) {
      flatFields &= spec.kind.isPrimitive() || spec.kind == FieldKind.STRING;
    }
    this.flat = flatFields;
  }

  FieldSpec field(String name) {
    return byName.get(name);
  }

  private static void makeAccessible(Field f) {
    try {
      f.setAccessible(true);
    } catch (RuntimeException e) {
      throw new SerialException("cannot access field " + f.getDeclaringClass().getName() + "."
          + f.getName() + " (is its module open to Serval?): " + e.getMessage(), e);
    }
  }

  private static FieldSpec spec(String name, Field f, TypeRegistry registry) {
    Class<?> type = f.getType();
    if (type.isPrimitive()) {
      return new FieldSpec(name, f, FieldKind.ofPrimitive(type), null);
    }
    if (type == String.class) {
      return new FieldSpec(name, f, FieldKind.STRING, null);
    }
    if (isExactType(type)) {
      try {
        ClassInfo info = registry.classInfo(type);
        if (info.type() == type && !(info.serializer() instanceof WriteReplacing)) {
          return new FieldSpec(name, f, FieldKind.KNOWN, info);
        }
      } catch (SerialException e) {
        // No serializer for the declared type: the field can only ever hold null, or fails with
        // its path when written. Either way a full slot is right.
      }
    }
    return new FieldSpec(name, f, FieldKind.POLYMORPHIC, null);
  }

  /** Whether every non-null value of a field of this declared type has exactly this class. */
  private static boolean isExactType(Class<?> type) {
    if (type.isArray()) {
      Class<?> component = type.getComponentType();
      return component.isPrimitive() || isExactType(component);
    }
    return Modifier.isFinal(type.getModifiers()) || type.isEnum();
  }

  /**
   * The instance fields Java serialization would write, superclass fields first, each class's in
   * name order: the order is the wire order in FIXED mode.
   */
  static List<Field> serializableFields(Class<?> type) {
    List<Class<?>> chain = new ArrayList<>();
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      chain.add(0, c);
    }
    List<Field> out = new ArrayList<>();
    for (Class<?> c : chain) {
      List<Field> own = new ArrayList<>();
      for (Field f : c.getDeclaredFields()) {
        int m = f.getModifiers();
        if (!Modifier.isStatic(m) && !Modifier.isTransient(m) && !f.isSynthetic()) {
          own.add(f);
        }
      }
      own.sort(Comparator.comparing(Field::getName));
      out.addAll(own);
    }
    return out;
  }
}
