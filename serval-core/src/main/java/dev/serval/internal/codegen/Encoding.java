package dev.serval.internal.codegen;

import dev.serval.internal.ClassInfo;
import dev.serval.io.WriteBuffer;

/**
 * How one field's value is encoded on the wire, as the generator needs to know it. Mirrors the
 * object serializers' field kinds one for one (their codes are the wire format; these are not),
 * except {@link #LEAF}, {@link #BOXED} and {@link #ENUM}, KNOWN fields the generator writes and
 * reads in fewer steps.
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
   * A KNOWN field whose class is a leaf with Serval's own serializer, which never tracks its
   * values (an enum, a {@code java.time} value...): the same bytes as KNOWN, whose slot marker can
   * only be null or a value, so the codec reads and writes it without the checks for references
   * and nesting, and trusts the serializer's result to have the declared class.
   */
  LEAF,
  /**
   * A LEAF field whose class is a box ({@code Integer}, {@code Long}...): the slot marker, then
   * the primitive's encoding, written and read without the serializer.
   */
  BOXED,
  /**
   * A KNOWN field of an enum class with Serval's own serializer: the enum slot, one varint for null
   * or the constant (see WriteSession#writeEnumField).
   */
  ENUM;

  /** The encoding of a KNOWN field of the class {@code known}: ENUM, LEAF or BOXED where it may be. */
  public static Encoding ofKnown(ClassInfo known) {
    if (known.enumSlots() != null) {
      return ENUM;
    }
    if (!known.builtin() || !known.leaf() || known.tracked()) {
      return KNOWN;
    }
    return Primitives.ofBox(known.type()) != null ? BOXED : LEAF;
  }

  boolean isPrimitive() {
    return ordinal() <= DOUBLE.ordinal();
  }

  /**
   * The most bytes a primitive encoding writes: its fixed width, or a varint's widest case (the
   * room one capacity check makes for it before an unchecked write).
   */
  int maxWidth() {
    if (this == INT) {
      return WriteBuffer.VAR_INT32_ROOM;
    }
    return this == LONG ? WriteBuffer.VAR_INT64_ROOM : fixedWidth();
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
