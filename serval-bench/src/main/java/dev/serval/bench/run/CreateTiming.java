package dev.serval.bench.run;

import dev.serval.bench.jmh.CreateBenchmarks;
import java.util.Collection;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** Times building MediaContent, for the jvm-serializers table's {@code create} column. */
final class CreateTiming {
  private CreateTiming() {}

  /** Nanoseconds per creation, or NaN if the benchmark did not run. */
  static double mediaContentNanos(RunMode mode) {
    try {
      Collection<RunResult> results = new Runner(new OptionsBuilder()
          .include("^" + Pattern.quote(CreateBenchmarks.class.getName()) + "\\.create$")
          .param("workload", "media:MediaContent")
          .forks(0)
          .warmupIterations(1)
          .warmupTime(TimeValue.milliseconds(Math.max(50, mode.warmupMillis)))
          .measurementIterations(1)
          .measurementTime(TimeValue.milliseconds(Math.max(50, mode.measurementMillis)))
          .verbosity(VerboseMode.SILENT)
          .build()).run();
      return results.isEmpty() ? Double.NaN : results.iterator().next().getPrimaryResult().getScore();
    } catch (RunnerException e) {
      return Double.NaN;
    }
  }
}
