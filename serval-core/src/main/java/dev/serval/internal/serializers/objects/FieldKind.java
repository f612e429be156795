package dev.serval.internal.serializers.objects;

/**
 * How one field's value is encoded, and its code in an EVOLVING class description. The codes are
 * part of the wire format.
 */
enum FieldKind {
  BOOLEAN(1, boolean.class),
  BYTE(2, byte.class),
  CHAR(3, char.class),
  SHORT(4, short.class),
  INT(5, int.class),
  LONG(6, long.class),
  FLOAT(7, float.class),
  DOUBLE(8, double.class),
  /** A nullable string, encoded inline (no slot tag). */
  STRING(9, String.class),
  /** A value of exactly the declared (final) class: a marker, then the value, no class tag. */
  KNOWN(10, null),
  /** Any value: a full slot with its class tag. */
  POLYMORPHIC(11, null);

  final int code;
  final Class<?> primitive;

  FieldKind(int code, Class<?> primitive) {
    this.code = code;
    this.primitive = primitive;
  }

  boolean isPrimitive() {
    return code <= DOUBLE.code;
  }

  static FieldKind ofCode(int code) {
    for (FieldKind kind : values()) {
      if (kind.code == code) {
        return kind;
      }
    }
    return null;
  }

  static FieldKind ofPrimitive(Class<?> type) {
    for (FieldKind kind : values()) {
      if (kind.primitive == type && kind.isPrimitive()) {
        return kind;
      }
    }
    throw new IllegalArgumentException(type.getName());
  }
}
