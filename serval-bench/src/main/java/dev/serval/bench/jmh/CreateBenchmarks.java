package dev.serval.bench.jmh;

import dev.serval.fixtures.Workload;
import dev.serval.fixtures.Workloads;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Building a workload's graph: jvm-serializers' {@code create} column. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class CreateBenchmarks {
  @Param({"media:MediaContent"})
  public String workload;

  private Workload w;

  @Setup
  public void setUp() {
    w = Workloads.byName(workload);
  }

  @Benchmark
  public Object create() {
    return w.create();
  }
}
