package dev.serval.bench.jmh;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codecs;
import dev.serval.fixtures.evolution.EvolutionData;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/** Reading bytes written by the old version of a class into the new one (schema evolution). */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EvolutionBenchmarks {

  @State(Scope.Thread)
  public static class OldBytes {
    @Param({"kryo-compat"})
    public String codec;

    Codec.Evolution evolution;
    byte[] bytes;

    @Setup
    public void setUp() throws Exception {
      Codec c = Codecs.create(codec);
      evolution = c.evolution().orElseThrow(() -> new IllegalStateException(c.noEvolutionReason()));
      bytes = evolution.writeOld(EvolutionData.written());
    }
  }

  @Benchmark
  public void readOldVersion(OldBytes s, Blackhole blackhole) throws Exception {
    blackhole.consume(FullRead.hash(s.evolution.readNew(s.bytes)));
  }
}
