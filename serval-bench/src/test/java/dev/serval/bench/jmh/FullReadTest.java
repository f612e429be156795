package dev.serval.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The full read of a primitive array depends on every element: change one, the result changes. */
class FullReadTest {
  @Test
  void everyElementOfAPrimitiveArrayCounts() {
    int[] ints = new int[100];
    long[] longs = new long[100];
    double[] doubles = new double[100];
    int intHash = FullRead.hash(ints);
    int longHash = FullRead.hash(longs);
    int doubleHash = FullRead.hash(doubles);
    for (int i = 0; i < 100; i++) {
      ints[i] = 1;
      longs[i] = 1;
      doubles[i] = -0.0; // differs from 0.0 only in its bits
      assertThat(FullRead.hash(ints)).as("int element %d", i).isNotEqualTo(intHash);
      assertThat(FullRead.hash(longs)).as("long element %d", i).isNotEqualTo(longHash);
      assertThat(FullRead.hash(doubles)).as("double element %d", i).isNotEqualTo(doubleHash);
      ints[i] = 0;
      longs[i] = 0;
      doubles[i] = 0.0;
    }
  }
}
