package dev.serval.internal.serializers.objects;

import dev.serval.internal.ClassInfo;
import java.lang.reflect.Field;

/** One serialized field of a class, as its layout sees it. Immutable. */
final class FieldSpec {
  /** The name in descriptions; qualified with the declaring class when a subclass shadows it. */
  final String name;
  final Field field;
  final Class<?> type;
  final FieldKind kind;
  /** For {@link FieldKind#KNOWN}: the declared class's info. */
  final ClassInfo known;

  FieldSpec(String name, Field field, FieldKind kind, ClassInfo known) {
    this.name = name;
    this.field = field;
    this.type = field.getType();
    this.kind = kind;
    this.known = known;
  }

  /** What the fingerprint and descriptions say about this field. */
  String signature() {
    return name + ":" + kind + ":" + field.getGenericType().getTypeName();
  }
}
