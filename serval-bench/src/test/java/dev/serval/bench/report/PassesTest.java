package dev.serval.bench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

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
 * A run that times every pair in two passes: each pair scores the geometric mean of its passes, a
 * pass is marked disturbed when any of them was, and the report gives each pass's headline alone.
 */
class PassesTest {
  private static final String WORKLOAD = "graal:Client";

  /** One pass's batch file of {@code codec}: ser and deser at the given speeds. */
  private static void pass(ResultFiles files, int pass, String codec, double ser, double deser,
      double compileMillis) throws Exception {
    Path file = files.batchJmh(codec, "pairs", pass);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "[" + PairResultFiles.result("serialize", WORKLOAD, codec, ser, compileMillis)
        + "," + PairResultFiles.result("deserialize", WORKLOAD, codec, deser, 0) + "]");
  }

  private static ResultFiles twoPasses(Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    for (String codec : List.of("serval", "kryo-def")) {
      Json.appendLine(files.checks(codec), CheckResult.passed(WORKLOAD, codec, 100, 90));
    }
    // Serval 2.0 then 8.0 million (geometric mean 4.0), Kryo 4.0 then 4.0: even overall, while
    // each pass alone puts Serval at 0.5 and 2.0 times Kryo.
    pass(files, 1, "serval", 2e6, 1e6, 30);
    pass(files, 2, "serval", 8e6, 1e6, 0);
    pass(files, 1, "kryo-def", 4e6, 1e6, 0);
    pass(files, 2, "kryo-def", 4e6, 1e6, 0);
    return files;
  }

  @Test
  void aPairScoresTheGeometricMeanOfItsPasses(@TempDir Path dir) throws Exception {
    ResultFiles files = twoPasses(dir);
    Results all = Results.load(files);
    assertThat(all.passes()).isEqualTo(2);
    assertThat(all.score("serialize", WORKLOAD, "serval")).isCloseTo(4e6, offset(1.0));
    assertThat(all.compileMillis("serialize", WORKLOAD, "serval")).isEqualTo(30.0);
    assertThat(Results.loadPass(files, 1).score("serialize", WORKLOAD, "serval")).isEqualTo(2e6);
    assertThat(Results.loadPass(files, 2).score("serialize", WORKLOAD, "serval")).isEqualTo(8e6);
    assertThat(Results.loadPass(files, 2).compileMillis("serialize", WORKLOAD, "serval")).isEqualTo(0.0);
    // The merged raw results keep both passes, the later one marked.
    assertThat(all.rawJmh()).hasSize(8);
    assertThat(all.rawJmh().stream().filter(r -> r.path("pass").asInt(1) == 2)).hasSize(4);
  }

  @Test
  void theReportGivesEachPassAlone(@TempDir Path dir) throws Exception {
    ResultFiles files = twoPasses(dir);
    ByteArrayOutputStream console = new ByteArrayOutputStream();
    ReportWriter.write(files, RunMode.STEADY, List.of(WORKLOAD), List.of("serval", "kryo-def"), 1000,
        Double.NaN, new PrintStream(console, true, StandardCharsets.UTF_8));
    String md = Files.readString(dir.resolve("report.md"));
    assertThat(md).contains("**ser 1.00×",
        "Every pair was timed in 2 passes",
        "pass 1 (codecs in order) ser 0.50×", "pass 2 (codecs in reverse) ser 2.00×");
    assertThat(Files.readString(dir.resolve("report.html"))).contains("Every pair was timed in 2 passes");
    assertThat(console.toString(StandardCharsets.UTF_8)).contains("pass 2 (codecs in reverse) ser 2.00×");
  }

  @Test
  void aRunOfOnePassSaysNothingAboutPasses(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    PairResultFiles.write(files, "serval", WORKLOAD, 2e6, 1e6);
    PairResultFiles.write(files, "kryo-def", WORKLOAD, 1e6, 1e6);
    ReportWriter.write(files, RunMode.CLAIM, List.of(WORKLOAD), List.of("serval", "kryo-def"), 1000,
        Double.NaN, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertThat(Files.readString(dir.resolve("report.md"))).contains("**ser 2.00×").doesNotContain("passes");
  }
}
