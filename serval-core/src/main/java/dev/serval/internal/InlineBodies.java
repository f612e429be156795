package dev.serval.internal;

/**
 * The element classes whose bodies the sessions write and read inline in element runs, saving a
 * virtual call to their serializer per element: the infos of String, Integer, Long and Double,
 * each null where a caller's serializer replaces Serval's own. None of them tracks references or
 * nests, so skipping the body dispatch skips nothing; the bytes are the serializers' own.
 */
public final class InlineBodies {
  /** What {@link #kind} answers for a class, or a run, that is not one of these. */
  public static final int NONE = 0;
  public static final int STRINGS = 1;
  public static final int INTEGERS = 2;
  public static final int LONGS = 3;
  public static final int DOUBLES = 4;

  final ClassInfo strings;
  final ClassInfo integers;
  final ClassInfo longs;
  final ClassInfo doubles;

  InlineBodies(TypeRegistry registry) {
    strings = builtinInfo(registry, String.class);
    integers = builtinInfo(registry, Integer.class);
    longs = builtinInfo(registry, Long.class);
    doubles = builtinInfo(registry, Double.class);
  }

  /**
   * Whether {@code info} is one of these classes. The leaf test comes first: it is one field read,
   * and it turns away the objects and records of most element runs without four comparisons.
   */
  boolean covers(ClassInfo info) {
    return info.leaf()
        && (info == strings || info == integers || info == longs || info == doubles);
  }

  /**
   * The info of {@code type} when it is one of these classes, else null; by identity, so a guess
   * at a run's class (see {@code WriteSession#writeInlineRun}) needs no registry lookup: for a
   * small map of strings to integers the two lookups were a sixth of the time.
   */
  ClassInfo of(Class<?> type) {
    if (type == String.class) {
      return strings;
    } else if (type == Integer.class) {
      return integers;
    } else if (type == Long.class) {
      return longs;
    } else if (type == Double.class) {
      return doubles;
    }
    return null;
  }

  /** Whether the elements of a run laid out as {@code layout} are all bodies these cover. */
  boolean covers(Elements layout) {
    return layout.common != null && !layout.marked && covers(layout.common);
  }

  /** Which of these classes {@code info} is ({@link #STRINGS} to {@link #DOUBLES}), else NONE. */
  int kind(ClassInfo info) {
    if (!covers(info)) {
      return NONE;
    }
    return info == strings ? STRINGS
        : info == integers ? INTEGERS
        : info == longs ? LONGS
        : DOUBLES;
  }

  private static ClassInfo builtinInfo(TypeRegistry registry, Class<?> type) {
    ClassInfo info = registry.classInfo(type);
    return info.builtin() ? info : null;
  }
}
