package dev.serval.core;

import dev.serval.testing.RoundTrip;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Generated POJO-like graphs round-trip in every mode and backend. jqwik prints the seed of a
 * failing run; rerun it with {@code @Property(seed = "...")}.
 */
class GeneratedValuesPropertyTest {
  static final class Generated {
    int i;
    long l;
    double d;
    float f;
    char c;
    boolean z;
    String s;
    int[] ints;
    double[] doubles;
    Object any;
    Object[] mixed;
    Generated child;
  }

  private static Arbitrary<String> anyChars() {
    return Arbitraries.strings().all().ofMaxLength(40).injectNull(0.1);
  }

  private static Arbitrary<Object> leaves() {
    return Arbitraries.oneOf(
        Arbitraries.integers().map(x -> (Object) x),
        Arbitraries.longs().map(x -> (Object) x),
        Arbitraries.doubles().map(x -> (Object) x),
        Arbitraries.longs().map(bits -> (Object) Double.longBitsToDouble(bits)),
        anyChars().map(x -> (Object) x),
        Arbitraries.integers().array(int[].class).ofMaxSize(8).map(x -> (Object) x),
        Arbitraries.just(null));
  }

  private static Arbitrary<Generated> generated(int depth) {
    Arbitrary<Generated> child = depth == 0
        ? Arbitraries.just(null)
        : Arbitraries.lazy(() -> generated(depth - 1)).injectNull(0.4);
    Arbitrary<Object> any = depth == 0 ? leaves() : Arbitraries.oneOf(leaves(), child.map(g -> g));
    Arbitrary<Object[]> mixed = any.array(Object[].class).ofMaxSize(5).injectNull(0.2);
    Arbitrary<int[]> ints = Arbitraries.integers().array(int[].class).ofMaxSize(10).injectNull(0.2);
    Arbitrary<double[]> doubles = Arbitraries.longs().map(Double::longBitsToDouble)
        .array(double[].class).ofMaxSize(6).injectNull(0.2);
    Arbitrary<long[]> numbers = Arbitraries.longs().array(long[].class).ofSize(3);
    Arbitrary<Object[]> parts = Combinators.combine(anyChars(), ints, doubles, any, mixed, child)
        .as((s, is, ds, a, m, c) -> new Object[] {s, is, ds, a, m, c});
    Arbitrary<Object[]> small = Combinators.combine(Arbitraries.chars().all(),
        Arbitraries.of(true, false), Arbitraries.floats()).as((c, z, f) -> new Object[] {c, z, f});
    return Combinators.combine(numbers, parts, small).as((n, p, sm) -> {
      Generated g = new Generated();
      g.i = (int) n[0];
      g.l = n[1];
      g.d = Double.longBitsToDouble(n[2]);
      g.c = (Character) sm[0];
      g.z = (Boolean) sm[1];
      g.f = (Float) sm[2];
      g.s = (String) p[0];
      g.ints = (int[]) p[1];
      g.doubles = (double[]) p[2];
      g.any = p[3];
      g.mixed = (Object[]) p[4];
      g.child = (Generated) p[5];
      return g;
    });
  }

  @Provide
  Arbitrary<Generated> graphs() {
    return generated(3);
  }

  @Property(tries = 300)
  void generatedGraphsRoundTrip(@ForAll("graphs") Generated value) {
    RoundTrip.check(value);
  }

  @Property(tries = 300)
  void arbitraryStringsRoundTrip(@ForAll String value) {
    RoundTrip.check(value);
  }

  @Property(tries = 300)
  void arbitraryLeavesInObjectArraysRoundTrip(@ForAll("leafArrays") Object[] value) {
    RoundTrip.check(value);
  }

  @Provide
  Arbitrary<Object[]> leafArrays() {
    return leaves().array(Object[].class).ofMaxSize(20);
  }
}
