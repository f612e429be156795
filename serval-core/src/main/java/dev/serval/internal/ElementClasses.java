package dev.serval.internal;

/**
 * What a scan of a run's elements found before its header is written: whether any is null, and
 * their class when all the others share one. Usually one per scan, small enough for the JIT to keep
 * in registers; {@link EntryScan} keeps two for the life of a session and {@link #clear}s them, so
 * the class is stored only when it changes (see WriteSession#begin on stores into old objects).
 */
public final class ElementClasses {
  private boolean hasNull;
  private boolean seen;
  private boolean mixed;
  private Class<?> first;

  /** Forgets what earlier scans found. */
  void clear() {
    hasNull = false;
    seen = false;
    mixed = false;
  }

  public void add(Object element) {
    if (element == null) {
      hasNull = true;
      return;
    }
    Class<?> type = element.getClass();
    if (!seen) {
      seen = true;
      if (first != type) {
        first = type;
      }
    } else if (type != first) {
      mixed = true;
    }
  }

  boolean hasNull() {
    return hasNull;
  }

  /** The class every non-null element has, or null when they differ or all are null. */
  Class<?> common() {
    return seen && !mixed ? first : null;
  }
}
