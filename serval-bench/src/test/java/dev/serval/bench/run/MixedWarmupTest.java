package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.bench.codec.Codecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The quick mode's warm-up runs every pair, both ways, for all its rounds. */
class MixedWarmupTest {

  @Test
  void runsEveryPairForItsSlices() {
    var workloads = List.of(BenchWorkloads.byId("fst:SmallThing"), BenchWorkloads.byId("graal:Client"));
    long start = System.nanoTime();
    MixedWarmup.run(Codecs.create("serval"), workloads);
    long elapsed = System.nanoTime() - start;
    assertThat(elapsed).isGreaterThanOrEqualTo(
        MixedWarmup.ROUNDS * workloads.size() * 2 * MixedWarmup.SLICE_NANOS);
  }
}
