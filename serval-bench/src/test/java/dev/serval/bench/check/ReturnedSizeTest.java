package dev.serval.bench.check;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The heap bytes of a graph as HotSpot lays it out with compressed pointers (the default below a
 * 32 GB heap): 12-byte object headers, 16-byte array headers, sizes rounded up to 8.
 */
class ReturnedSizeTest {
  record Point(int x, int y) {}

  @Test
  void sizesAnArrayByItsHeaderAndElements() {
    assertThat(ReturnedSize.of(new long[10])).isEqualTo(16 + 10 * 8);
  }

  @Test
  void countsAnObjectReachedTwiceOnce() {
    long[] shared = new long[10];
    // Two 4-byte references after the 16-byte header, then the array once.
    assertThat(ReturnedSize.of(new Object[] {shared, shared})).isEqualTo(24 + 96);
  }

  @Test
  void sizesRecordsWhoseFieldOffsetsUnsafeRefuses() {
    // 12-byte header and two ints, rounded up to 24; the default JOL set-up answers -1 here.
    assertThat(ReturnedSize.of(new Point(1, 2))).isEqualTo(24);
  }
}
