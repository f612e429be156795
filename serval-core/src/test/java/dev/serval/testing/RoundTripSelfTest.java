package dev.serval.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The harness must be able to fail: a difference it cannot see would make every test vacuous. */
class RoundTripSelfTest {
  static class Box {
    Object value;
    transient int ignored;
  }

  @Test
  void seesDifferentConcreteClasses() {
    assertThat(DeepEquality.difference(1, 1L, false)).contains("class");
  }

  @Test
  void seesNestedFieldDifferences() {
    Box a = new Box();
    a.value = new int[] {1, 2};
    Box b = new Box();
    b.value = new int[] {1, 3};
    assertThat(DeepEquality.difference(a, b, false)).contains("$.value[1]");
  }

  @Test
  void seesLostSharing() {
    Box shared = new Box();
    Object[] original = {shared, shared};
    Object[] copy = {new Box(), new Box()};
    assertThat(DeepEquality.difference(original, copy, true)).contains("sharing");
    assertThat(DeepEquality.difference(original, copy, false)).isNull();
  }

  @Test
  void seesNegativeZero() {
    assertThat(DeepEquality.difference(new double[] {0.0}, new double[] {-0.0}, false))
        .isNotNull();
  }

  @Test
  void roundTripsThroughEveryBackend() {
    Box box = new Box();
    box.value = Arrays.asList(1, 2).toArray();
    assertThat(RoundTrip.check(box)).isInstanceOf(Box.class);
    assertThatThrownBy(() -> DeepEqualityAssert.assertEqual(box, new Box()))
        .isInstanceOf(AssertionError.class);
  }
}
