package dev.serval.internal;

/**
 * The leading {@code VarUInt32} of every value slot. See {@code docs/FORMAT.md}, "Value slots".
 */
final class SlotTags {
  static final int NULL = 0;
  /** A reference to a value read earlier in this payload; its reference index follows. */
  static final int BACK_REFERENCE = 1;
  /** In a polymorphic slot: a class name follows, then the value. */
  static final int CLASS_BY_NAME = 2;
  /** In a slot whose class is known: the value follows. */
  static final int VALUE = 2;
  /** In a polymorphic slot: tags from here on are class ids plus this offset. */
  static final int FIRST_CLASS_ID = 3;

  private SlotTags() {}
}
