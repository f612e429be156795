package dev.serval.internal;

/**
 * What a scan of a run's elements found before its header is written: whether any is null, and
 * their class when all the others share one. One per scan; small enough for the JIT to keep in
 * registers.
 */
public final class ElementClasses {
  private boolean hasNull;
  private Class<?> common;
  private boolean mixed;

  public void add(Object element) {
    if (element == null) {
      hasNull = true;
    } else if (common == null) {
      common = element.getClass();
    } else if (element.getClass() != common) {
      mixed = true;
    }
  }

  boolean hasNull() {
    return hasNull;
  }

  /** The class every non-null element has, or null when they differ or all are null. */
  Class<?> common() {
    return mixed ? null : common;
  }
}
