package dev.serval.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.bench.check.CheckResult;
import dev.serval.bench.run.Json;
import dev.serval.bench.run.ResultFiles;
import dev.serval.bench.run.RunMode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ratios whose Serval or peer timing was taken while the JIT compiled or the collector paused are
 * marked in the report, from the compiler profiler's and GcPauseProfiler's figures in JMH's JSON.
 */
class DisturbedMarkTest {
  private static final String WORKLOAD = "graal:Client";

  private static String result(String method, String codec, double compileMillis, double pauseMillis) {
    return """
        {"benchmark": "dev.serval.bench.jmh.PairBenchmarks.%s", "mode": "thrpt",
         "params": {"workload": "%s", "codec": "%s"},
         "primaryMetric": {"score": 1000.0, "scoreError": 1.0, "scoreUnit": "ops/s"},
         "secondaryMetrics": {"compiler.time.profiled": {"score": %s, "scoreUnit": "ms"},
                              "gc.pause.profiled": {"score": %s, "scoreUnit": "ms"}}}
        """.formatted(method, WORKLOAD, codec, compileMillis, pauseMillis);
  }

  private static void write(ResultFiles files, String codec, double serCompile, double deserCompile) throws Exception {
    write(files, codec, serCompile, deserCompile, 0, 0);
  }

  private static void write(ResultFiles files, String codec, double serCompile, double deserCompile,
      double serPause, double deserPause) throws Exception {
    Path jmh = files.pairJmh(codec, WORKLOAD);
    Files.createDirectories(jmh.getParent());
    Files.writeString(jmh, "[" + result("serialize", codec, serCompile, serPause) + ","
        + result("deserialize", codec, deserCompile, deserPause) + "]");
    Json.appendLine(files.checks(codec), CheckResult.passed(WORKLOAD, codec, 100, 90));
  }

  private static String report(Path dir, ResultFiles files) throws Exception {
    ReportWriter.write(files, RunMode.STEADY, List.of(WORKLOAD), List.of("serval", "kryo-def"), 1000, Double.NaN,
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    return Files.readString(dir.resolve("report.md"));
  }

  @Test
  void marksTheDeserRatioWhoseSideCompiledAndLeavesItOutOfTheHeadlineMeans(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    // Steady mode marks from 5 ms of compilation in its 50 ms measurement.
    write(files, "serval", 4.0, 0.0);
    write(files, "kryo-def", 0.0, 12.0);
    Results results = Results.load(files);
    assertThat(results.compileMillis("deserialize", WORKLOAD, "kryo-def")).isEqualTo(12.0);

    String md = report(dir, files);
    assertThat(md).contains("| graal:Client | kryo-def | 1.00× | kryo-def | 1.00× † |");
    assertThat(md).contains("1 of the 2 ser and deser ratios compare a timing taken while the JIT"
        + " compiled or the garbage collector paused");
    // The marked deser ratio is left out of its mean, the unmarked ser ratio kept.
    assertThat(md).contains("Without the marked ratios, the geometric means are ser 1.00× over 1 rows"
        + " and deser n/a over 0 rows.");
  }

  @Test
  void saysNothingWhenNoTimingCompiled(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    write(files, "serval", 1.0, 0.0);
    write(files, "kryo-def", 0.0, 2.0, 4.0, 0.0);
    String md = report(dir, files);
    assertThat(md).contains("| graal:Client | kryo-def | 1.00× | kryo-def | 1.00× |");
    assertThat(md).doesNotContain("†", "while the JIT compiled");
  }

  @Test
  void marksTheSerRatioWhoseSidePausedForCollection(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    write(files, "serval", 0.0, 0.0, 30.0, 0.0);
    write(files, "kryo-def", 0.0, 0.0);
    assertThat(Results.load(files).pauseMillis("serialize", WORKLOAD, "serval")).isEqualTo(30.0);
    String md = report(dir, files);
    assertThat(md).contains("| graal:Client | kryo-def | 1.00× † | kryo-def | 1.00× |");
    assertThat(md).contains("Without the marked ratios, the geometric means are ser n/a over 0 rows"
        + " and deser 1.00× over 1 rows.");
  }
}
