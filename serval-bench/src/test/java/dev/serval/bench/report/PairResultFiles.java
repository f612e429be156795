package dev.serval.bench.report;

import dev.serval.bench.check.CheckResult;
import dev.serval.bench.run.Json;
import dev.serval.bench.run.ResultFiles;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes the result files a run leaves for one (workload, codec) pair, for report tests. */
final class PairResultFiles {
  private PairResultFiles() {}

  private static String result(String method, String workload, String codec, double opsPerSecond) {
    return result(method, workload, codec, opsPerSecond, "{}");
  }

  /**
   * One JMH result as JMH writes it, in operations per second, with the JIT compilation time during
   * the measurement that JMH's compiler profiler reports.
   */
  static String result(String method, String workload, String codec, double opsPerSecond,
      double compileMillis) {
    return result(method, workload, codec, opsPerSecond,
        "{\"compiler.time.profiled\": {\"score\": %s, \"scoreUnit\": \"ms\"}}".formatted(compileMillis));
  }

  private static String result(String method, String workload, String codec, double opsPerSecond,
      String secondaryMetrics) {
    return """
        {"benchmark": "dev.serval.bench.jmh.PairBenchmarks.%s", "mode": "thrpt",
         "params": {"workload": "%s", "codec": "%s"},
         "primaryMetric": {"score": %s, "scoreError": 1.0, "scoreUnit": "ops/s"},
         "secondaryMetrics": %s}
        """.formatted(method, workload, codec, opsPerSecond, secondaryMetrics);
  }

  /** A passed round-trip check and the two timings, in operations per second. */
  static void write(ResultFiles files, String codec, String workload, double ser, double deser)
      throws Exception {
    Path jmh = files.pairJmh(codec, workload);
    Files.createDirectories(jmh.getParent());
    Files.writeString(jmh, "[" + result("serialize", workload, codec, ser) + ","
        + result("deserialize", workload, codec, deser) + "]");
    Json.appendLine(files.checks(codec), CheckResult.passed(workload, codec, 100, 90));
  }
}
