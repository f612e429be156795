package dev.serval.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.bench.run.ResultFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading JMH's JSON back: the gc profiler's allocation figure, under either of its names. */
class ResultsTest {

  private static String result(String workload, String allocKey, double bytes) {
    return """
        {"benchmark": "dev.serval.bench.jmh.PairBenchmarks.serialize", "mode": "thrpt",
         "params": {"workload": "%s", "codec": "serval"},
         "primaryMetric": {"score": 1000.0, "scoreError": 1.0, "scoreUnit": "ops/s"},
         "secondaryMetrics": {"%s": {"score": %s, "scoreUnit": "B/op"}}}
        """.formatted(workload, allocKey, bytes);
  }

  @Test
  void readsTheAllocationAsJmhWritesItAndAsItPrintsIt(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    Path jmh = files.pairJmh("serval", "graal:Client");
    Files.createDirectories(jmh.getParent());
    Files.writeString(jmh, "[" + result("graal:Client", "gc.alloc.rate.norm", 48.0) + ","
        + result("media:MediaContent", "·gc.alloc.rate.norm", 0.5) + "]");
    Results results = Results.load(files);
    assertThat(results.score("serialize", "graal:Client", "serval")).isEqualTo(1000.0);
    assertThat(results.alloc("serialize", "graal:Client", "serval")).isEqualTo(48.0);
    assertThat(results.alloc("serialize", "media:MediaContent", "serval")).isEqualTo(0.5);
  }
}
