package dev.serval.bench.jmh;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * The garbage collector's pause time during each iteration, as {@value #METRIC} in milliseconds,
 * for runs without forks: there one JVM times every row of a codec, and a row whose short
 * measurement holds a long pause times the collector, not the codec. One such pause (G1 growing
 * the heap, 1.76 s) made a quick run's row a hundred times slow, and JMH's compiler profiler,
 * the only one such runs had, did not see it. Reads the collectors' management beans, which cost
 * nothing between calls, rather than JMH's gc profiler, which costs more than a quick iteration.
 */
public final class GcPauseProfiler implements InternalProfiler {
  public static final String METRIC = "gc.pause.profiled";

  private long before;

  @Override
  public String getDescription() {
    return "Garbage collection pause time during each iteration";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    before = pauseMillis();
  }

  @Override
  public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
      IterationParams iterationParams, IterationResult result) {
    return List.of(new ScalarResult(METRIC, pauseMillis() - before, "ms", AggregationPolicy.SUM));
  }

  /**
   * The collectors' accumulated collection time. G1's concurrent cycle has a bean of its own on
   * newer JDKs ("G1 Concurrent GC") that counts time the application ran alongside; it is left out.
   */
  static long pauseMillis() {
    long total = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (!gc.getName().contains("Concurrent") && gc.getCollectionTime() > 0) {
        total += gc.getCollectionTime();
      }
    }
    return total;
  }
}
