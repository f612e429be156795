package dev.serval.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.Blackhole;

/** Two threads sharing one configured instance of a codec (its documented thread-safe form). */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(2)
public class SharedBenchmarks {

  @Benchmark
  public int serializeShared(SharedPairState s) throws Exception {
    return s.bound.serializeReusing(s.value);
  }

  @Benchmark
  public void deserializeShared(SharedPairState s, Blackhole blackhole) throws Exception {
    blackhole.consume(FullRead.hash(s.bound.deserialize(s.bytes)));
  }
}
