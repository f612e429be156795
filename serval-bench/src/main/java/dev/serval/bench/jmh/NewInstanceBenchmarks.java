package dev.serval.bench.jmh;

import dev.serval.bench.check.CheckResult;
import dev.serval.bench.check.RoundTripCheck;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codec.Sharing;
import dev.serval.bench.codec.Codecs;
import dev.serval.bench.run.BenchWorkloads;
import dev.serval.fixtures.Workload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A new instance of a codec, configured and bound as the pair benchmarks bind one, and its first
 * round trip of the workload's graph, in a JVM that has done the same many times: what a framework
 * that makes a serializer per task or per connection pays each time (as the benchmark's own runner
 * does per timed row). Not part of a report; run it by hand, e.g. {@code java -cp ...
 * org.openjdk.jmh.Main NewInstanceBenchmarks -p codec=serval,kryo-def,fory}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Thread)
public class NewInstanceBenchmarks {
  @Param({"media:MediaContent"})
  public String workload;

  @Param({"serval"})
  public String codec;

  private Codec made;
  private Workload w;
  private Object value;

  @Setup
  public void setUp() {
    w = BenchWorkloads.byId(workload);
    made = Codecs.create(codec);
    CheckResult check = RoundTripCheck.run(w, made);
    if (!check.passed()) {
      throw new IllegalStateException(codec + " does not round-trip " + workload + ": "
          + check.reason());
    }
    value = w.create();
  }

  @Benchmark
  public Object newInstanceAndFirstRoundTrip() throws Exception {
    Codec.Bound bound = made.bind(w.rootType(), Sharing.SINGLE_THREAD);
    return bound.deserialize(bound.serialize(value));
  }
}
