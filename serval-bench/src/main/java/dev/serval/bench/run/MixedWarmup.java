package dev.serval.bench.run;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.jmh.FullRead;
import dev.serval.fixtures.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Before a quick run's JMH benchmarks, every pair of the codec is serialized and deserialized in
 * turn for a few short rounds, in the codec's JVM. JMH's own warm-up in quick mode (2 x 40 ms per
 * benchmark) ends before the JIT has compiled a pair's code when that code is new, so a row timed
 * whatever tier the code had reached: the same code read 2.4x faster than Fory in one run and
 * 0.5x in the next. Warming every pair first, all codecs alike, makes quick rows time compiled
 * code, as a service that has run its traffic mix for a few seconds does. Full and claim runs do
 * not need it: their JMH warm-up is seconds long.
 */
final class MixedWarmup {
  /** Rounds over all pairs, so code shared between workloads is compiled with all of them seen. */
  static final int ROUNDS = 3;
  /** Time per pair, operation and round. */
  static final long SLICE_NANOS = 8_000_000L;

  private MixedWarmup() {}

  private record Pair(Codec.Bound bound, Object value, byte[] bytes) {}

  /** Warms {@code codec} on {@code workloads}; a pair that fails here is left to JMH to report. */
  static void run(Codec codec, List<Workload> workloads) {
    List<Pair> pairs = new ArrayList<>();
    for (Workload w : workloads) {
      try {
        Codec.Bound bound = codec.bind(w.rootType(), Codec.Sharing.SINGLE_THREAD);
        Object value = w.create();
        pairs.add(new Pair(bound, value, bound.serialize(value)));
      } catch (Exception e) {
        // Not warmed: the benchmark itself will fail or time it cold.
      }
    }
    long sink = 0;
    for (int round = 0; round < ROUNDS; round++) {
      for (Pair pair : pairs) {
        try {
          long end = System.nanoTime() + SLICE_NANOS;
          while (System.nanoTime() < end) {
            sink += pair.bound().serializeReusing(pair.value());
          }
          end = System.nanoTime() + SLICE_NANOS;
          while (System.nanoTime() < end) {
            sink += FullRead.hash(pair.bound().deserialize(pair.bytes()));
          }
        } catch (Exception e) {
          // As above.
        }
      }
    }
    if (sink == 42) {
      System.out.print(""); // keeps the loops from being optimised away
    }
  }
}
