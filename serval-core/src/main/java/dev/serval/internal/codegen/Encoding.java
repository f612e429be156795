package dev.serval.internal.codegen;

/**
 * How one field's value is encoded on the wire, as the generator needs to know it. Mirrors the
 * object serializers' field kinds one for one (their codes are the wire format; these are not).
 */
public enum Encoding {
  BOOLEAN,
  BYTE,
  CHAR,
  SHORT,
  INT,
  LONG,
  FLOAT,
  DOUBLE,
  /** A nullable string, inline. */
  STRING,
  /** A value of exactly the declared class: a slot marker, then its body, no class tag. */
  KNOWN,
  /** Any value: a full slot with its class tag. */
  POLYMORPHIC;

  boolean isPrimitive() {
    return ordinal() <= DOUBLE.ordinal();
  }

  /** The bytes of a fixed-width encoding, or 0 for the variable ones (varints, objects). */
  int fixedWidth() {
    switch (this) {
      case BOOLEAN:
      case BYTE:
        return 1;
      case CHAR:
      case SHORT:
        return 2;
      case FLOAT:
        return 4;
      case DOUBLE:
        return 8;
      default:
        return 0;
    }
  }
}
