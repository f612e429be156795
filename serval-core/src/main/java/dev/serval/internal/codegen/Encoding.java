package dev.serval.internal.codegen;

import dev.serval.internal.ClassInfo;

/**
 * How one field's value is encoded on the wire, as the generator needs to know it. Mirrors the
 * object serializers' field kinds one for one (their codes are the wire format; these are not),
 * except {@link #BOXED}, a KNOWN field the generator writes and reads without its serializer.
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
  POLYMORPHIC,
  /**
   * A KNOWN field whose class is a box ({@code Integer}, {@code Long}...) with Serval's own
   * serializer: the slot marker, then the primitive's encoding. The same bytes as KNOWN (a box is
   * a leaf and never tracked), written and read without the serializer's dispatch.
   */
  BOXED;

  /** The encoding of a KNOWN field of the class {@code known}: {@link #BOXED} where it may be. */
  public static Encoding ofKnown(ClassInfo known) {
    return known.builtin() && Primitives.ofBox(known.type()) != null ? BOXED : KNOWN;
  }

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
