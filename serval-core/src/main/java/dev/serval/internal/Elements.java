package dev.serval.internal;

import dev.serval.internal.codegen.FieldsCodec;

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

  /** The class every element of a run laid out this way has, or null when they differ. */
  public Class<?> commonType() {
    return common == null ? null : common.type();
  }

  /**
   * The codec that may handle the bodies of a run laid out this way, entered at nesting level
   * {@code depth}: for unmarked bodies of a class with one (see {@link CodecBodies}), and only
   * while the elements' level stays below {@code shallowDepth} with a margin of one (see
   * WriteSession#runCodec). Else null.
   */
  FieldsCodec runCodec(int depth, int shallowDepth) {
    if (common == null || marked || depth + 1 >= shallowDepth) {
      return null;
    }
    CodecBodies bodies = common.codecBodies();
    return bodies == null ? null : bodies.runCodec();
  }
}
