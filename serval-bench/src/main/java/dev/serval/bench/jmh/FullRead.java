package dev.serval.bench.jmh;

import java.util.Arrays;

/**
 * Reads every field of a deserialized graph, so that no lazy reader wins by not reading.
 *
 * <p>Every fixture class's {@code hashCode} combines all of its fields, recursively, and the JDK's
 * collections and values do the same for theirs ({@code dev.serval.fixtures.Elements} covers the
 * two that do not). A hash is cheap next to deserialization, so it dilutes the comparison less than
 * a reflective walk would.
 */
public final class FullRead {
  private FullRead() {}

  public static int hash(Object root) {
    if (root instanceof Object[] a) return Arrays.deepHashCode(a);
    if (root instanceof int[] a) return Arrays.hashCode(a);
    if (root instanceof long[] a) return Arrays.hashCode(a);
    if (root instanceof double[] a) return Arrays.hashCode(a);
    return root == null ? 0 : root.hashCode();
  }
}
