package dev.serval.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.bench.run.ResultFiles;
import dev.serval.bench.run.RunMode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report states when its run ended, also when it is written again later (--report-only). */
class RunEndTest {
  private static String report(ResultFiles files) throws Exception {
    ReportWriter.write(files, RunMode.QUICK, List.of("graal:Client"), List.of("serval"), 1000,
        Double.NaN, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    return Files.readString(files.dir().resolve("report.md"));
  }

  @Test
  void aRewrittenReportKeepsTheTimeItsRunEnded(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    LocalDateTime ended = LocalDateTime.of(2020, 1, 2, 3, 4, 5);
    Files.writeString(files.summary(), "{}");
    Files.setLastModifiedTime(files.summary(),
        FileTime.from(ended.atZone(ZoneId.systemDefault()).toInstant()));
    assertThat(report(files)).contains("finished 2020-01-02T03:04:05");
  }

  /** A time on the minute keeps its seconds (a report written then once failed the test below). */
  @Test
  void aTimeOnTheMinuteKeepsItsSeconds(@TempDir Path dir) throws Exception {
    ResultFiles files = new ResultFiles(dir);
    Files.writeString(files.summary(), "{}");
    Files.setLastModifiedTime(files.summary(),
        FileTime.from(LocalDateTime.of(2020, 1, 2, 3, 4, 0).atZone(ZoneId.systemDefault()).toInstant()));
    assertThat(report(files)).contains("finished 2020-01-02T03:04:00,");
  }

  @Test
  void withoutASummaryTheReportIsDatedWhenWritten(@TempDir Path dir) throws Exception {
    LocalDateTime before = LocalDateTime.now().withNano(0);
    String md = report(new ResultFiles(dir));
    LocalDateTime after = LocalDateTime.now().withNano(0);
    String written = md.substring(md.indexOf("finished ") + 9, md.indexOf("finished ") + 28);
    assertThat(LocalDateTime.parse(written)).isBetween(before, after);
  }
}
