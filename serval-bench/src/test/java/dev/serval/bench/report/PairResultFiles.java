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
    return """
        {"benchmark": "dev.serval.bench.jmh.PairBenchmarks.%s", "mode": "thrpt",
         "params": {"workload": "%s", "codec": "%s"},
         "primaryMetric": {"score": %s, "scoreError": 1.0, "scoreUnit": "ops/s"}}
        """.formatted(method, workload, codec, opsPerSecond);
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
