package dev.serval.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

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

/** The headline states what evolving mode costs over fixed mode, from the two modes' round trips. */
class EvolvingCostTest {
  @Test
  void givesTheGeometricMeanTheWorstRowAndTheRowsOverTheAllowance(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    // Client: fixed 1 ms + 1 ms, evolving 2 ms + 1 ms: 1.5 times. MediaContent: the same time.
    PairResultFiles.write(files, "serval", "graal:Client", 1000, 1000);
    PairResultFiles.write(files, "serval-evolving", "graal:Client", 500, 1000);
    PairResultFiles.write(files, "serval", "media:MediaContent", 1000, 1000);
    PairResultFiles.write(files, "serval-evolving", "media:MediaContent", 1000, 1000);

    ReportWriter.write(files, RunMode.QUICK, List.of("graal:Client", "media:MediaContent"),
        List.of("serval", "serval-evolving"), 1000, Double.NaN,
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    String md = Files.readString(dir.resolve("report.md"));
    assertThat(md).contains("Evolving schema over fixed, Serval's own modes in this run: "
        + "`serval-evolving` takes 1.22× the round-trip time of `serval` (geometric mean over 2 rows; "
        + "worst 1.50×, graal:Client); 1 of the rows above the 1.15× the project allows.");
    assertThat(md).doesNotContain("`serval-evolving-ref` takes");
  }

  @Test
  void saysNothingWithoutAnEvolvingMode(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    PairResultFiles.write(files, "serval", "graal:Client", 1000, 1000);
    ReportWriter.write(files, RunMode.QUICK, List.of("graal:Client"), List.of("serval"), 1000, Double.NaN,
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertThat(Files.readString(dir.resolve("report.md"))).doesNotContain("Evolving schema over fixed");
  }
}
