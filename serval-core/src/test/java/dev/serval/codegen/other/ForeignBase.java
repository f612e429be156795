package dev.serval.codegen.other;

/**
 * A superclass in another package than its subclass: generated code for the subclass may touch
 * only its public field directly; the others go through the reflective path.
 */
public class ForeignBase {
  private int privateCount = 1;
  int packageCount = 2;
  protected String protectedName = "p";
  public long publicTotal = 4;
  Hidden hidden = new Hidden();

  /** A type the subclass's package cannot name. */
  static final class Hidden {
    int value = 5;
  }

  public void change(int seed) {
    privateCount = seed;
    packageCount = seed + 1;
    protectedName = "p" + seed;
    publicTotal = seed * 1000L;
    hidden.value = -seed;
  }

  public String describe() {
    return privateCount + "/" + packageCount + "/" + protectedName + "/" + publicTotal + "/"
        + (hidden == null ? "null" : String.valueOf(hidden.value));
  }
}
