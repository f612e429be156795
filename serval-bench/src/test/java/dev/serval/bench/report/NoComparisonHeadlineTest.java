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
 * A run with no row to compare says why in the headline: a run of Serval's own modes measured
 * Serval, and must not read as if it had not (claim-14's report did).
 */
class NoComparisonHeadlineTest {
  private static String report(Path dir, List<String> workloads, List<String> codecs)
      throws Exception {
    ReportWriter.write(new ResultFiles(dir), RunMode.CLAIM, workloads, codecs, 1000, Double.NaN,
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    return Files.readString(dir.resolve("report.md"));
  }

  @Test
  void servalAloneWasMeasuredWithNoPeerBesideIt(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    PairResultFiles.write(files, "serval", "graal:Client", 1000, 1000);
    PairResultFiles.write(files, "serval-evolving", "graal:Client", 900, 900);

    String md = report(dir, List.of("graal:Client"), List.of("serval", "serval-evolving"));

    assertThat(md).contains("**No comparison with the peers in this run:** no peer ran beside "
        + "serval; its own figures are in the tables below");
    assertThat(md).doesNotContain("not run");
  }

  @Test
  void aFailedServalCheckIsTheReason(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    Json.appendLine(files.checks("serval"),
        CheckResult.failed("graal:Client", "serval", "not equal: $.name", -1, -1));
    PairResultFiles.write(files, "kryo-def", "graal:Client", 1000, 1000);

    String md = report(dir, List.of("graal:Client"), List.of("serval", "kryo-def"));

    assertThat(md).contains("**No comparison with the peers in this run:** serval failed: "
        + "not equal: $.name");
  }

  @Test
  void servalFilteredOut(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    PairResultFiles.write(files, "kryo-def", "graal:Client", 1000, 1000);

    String md = report(dir, List.of("graal:Client"), List.of("kryo-def"));

    assertThat(md).contains("**No comparison with the peers in this run:** serval was not run "
        + "(filtered out)");
  }
}
