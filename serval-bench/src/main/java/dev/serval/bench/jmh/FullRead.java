package dev.serval.bench.jmh;

import java.util.Arrays;

/**
 * Reads every field of a deserialized graph, so that no lazy reader wins by not reading.
 *
 * <p>Every fixture class's {@code hashCode} combines all of its fields, recursively, and the JDK's
 * collections and values do the same for theirs ({@code dev.serval.fixtures.Elements} covers the
 * two that do not). A hash is cheap next to deserialization, so it dilutes the comparison less than
 * a reflective walk would.
 *
 * <p>A primitive array at the root is folded with a plain sum of its elements (of their raw bits,
 * for doubles) rather than {@code Arrays.hashCode}: it reads every element just the same, but the
 * JIT vectorizes it, while the hash's multiply chain ran at one element a cycle and was most of the
 * time of deserializing an {@code int[512]} for every codec, hiding the differences between them.
 */
public final class FullRead {
  private FullRead() {}

  public static int hash(Object root) {
    if (root instanceof Object[] a) return Arrays.deepHashCode(a);
    if (root instanceof int[] a) return sum(a);
    if (root instanceof long[] a) return sum(a);
    if (root instanceof double[] a) return sum(a);
    return root == null ? 0 : root.hashCode();
  }

  static int sum(int[] a) {
    int s = a.length;
    for (int v : a) s += v;
    return s;
  }

  static int sum(long[] a) {
    long s = a.length;
    for (long v : a) s += v;
    return Long.hashCode(s);
  }

  static int sum(double[] a) {
    long s = a.length;
    for (double v : a) s += Double.doubleToRawLongBits(v);
    return Long.hashCode(s);
  }
}
