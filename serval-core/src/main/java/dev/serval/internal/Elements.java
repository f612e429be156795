package dev.serval.internal;

/**
 * How the elements of one collection, map side or object array are written, as announced by the
 * elements header (see {@code docs/FORMAT.md}, "Element runs"). Instances are shared constants, so
 * choosing a layout allocates nothing.
 */
public final class Elements {
  /** Each element carries its own slot tag: null, reference, or class then value. */
  static final Elements POLYMORPHIC = new Elements(null, true);

  static final int HAS_NULL = 1;
  static final int SAME_CLASS = 2;

  final ClassInfo common;
  final boolean marked;

  Elements(ClassInfo common, boolean marked) {
    this.common = common;
    this.marked = marked;
  }
}
