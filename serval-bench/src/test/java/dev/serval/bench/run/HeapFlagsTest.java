package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeapFlagsTest {
  @Test
  void quickTimingJvmsStartWithTheirWholeHeapTouched() {
    assertThat(BenchMain.heapFlags(RunMode.QUICK, true))
        .containsExactly("-Xmx1536m", "-Xms1536m", "-XX:+AlwaysPreTouch");
  }

  @Test
  void forkedRunsTouchTheFirstGigabyteOnly() {
    assertThat(BenchMain.heapFlags(RunMode.CLAIM, true))
        .containsExactly("-Xmx3g", "-Xms1g", "-XX:+AlwaysPreTouch");
    assertThat(BenchMain.heapFlags(RunMode.FULL, true))
        .containsExactly("-Xmx8g", "-Xms1g", "-XX:+AlwaysPreTouch");
  }

  @Test
  void firstCallJvmsKeepTheDefaultHeap() {
    assertThat(BenchMain.heapFlags(RunMode.QUICK, false)).containsExactly("-Xmx3g");
  }
}
