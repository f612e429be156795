package dev.serval.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Serialization and deserialization of one (workload, codec) pair. Iterations, forks and the
 * profiler are set by the runner per mode, not here.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PairBenchmarks {

  /** Encodes into the codec's reusable output where it has one; returns the size so it is used. */
  @Benchmark
  public int serialize(PairState s) throws Exception {
    return s.bound.serializeReusing(s.value);
  }

  /** Decodes and reads the whole result through {@link FullRead}. */
  @Benchmark
  public void deserialize(PairState s, Blackhole blackhole) throws Exception {
    blackhole.consume(FullRead.hash(s.bound.deserialize(s.bytes)));
  }

  /**
   * Serialize then deserialize, sampled one call at a time: the TypedSerializer table's mean,
   * median, p95 and p99 come from these samples.
   */
  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public void roundTrip(PairState s, Blackhole blackhole) throws Exception {
    byte[] bytes = s.bound.serialize(s.value);
    blackhole.consume(FullRead.hash(s.bound.deserialize(bytes)));
  }
}
