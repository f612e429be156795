package dev.serval.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link PairBenchmarks}'s serialization and deserialization in a JVM that first ran every other
 * workload ({@link PollutedPairState}): for comparing two versions of a codec, with forks, in the
 * shape of a quick run's JVM. Not part of the runner's modes.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PollutedPairBenchmarks {

  @Benchmark
  public int serialize(PollutedPairState s) throws Exception {
    return s.bound.serializeReusing(s.value);
  }

  @Benchmark
  public void deserialize(PollutedPairState s, Blackhole blackhole) throws Exception {
    blackhole.consume(FullRead.hash(s.bound.deserialize(s.bytes)));
  }
}
