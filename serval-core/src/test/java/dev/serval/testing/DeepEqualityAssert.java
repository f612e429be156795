package dev.serval.testing;

/** Assertion form of {@link DeepEquality}. */
public final class DeepEqualityAssert {
  private DeepEqualityAssert() {}

  public static void assertEqual(Object expected, Object actual) {
    String diff = DeepEquality.difference(expected, actual, false);
    if (diff != null) {
      throw new AssertionError("graphs differ at " + diff);
    }
  }
}
