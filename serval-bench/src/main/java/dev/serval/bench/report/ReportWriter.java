package dev.serval.bench.report;

import dev.serval.bench.run.Json;
import dev.serval.bench.run.ResultFiles;
import dev.serval.bench.run.RunMode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Writes {@code report.md}, {@code report.html} and the merged JMH JSON, and prints a summary. */
public final class ReportWriter {
  private ReportWriter() {}

  /** Returns the Markdown report's path. */
  public static Path write(ResultFiles files, RunMode mode, List<String> workloads, List<String> codecs,
      long elapsedMillis, double createNanos, PrintStream out) throws IOException {
    Results results = Results.load(files);
    List<Results> passes = new ArrayList<>();
    if (results.passes() > 1) {
      for (int pass = 1; pass <= results.passes(); pass++) passes.add(Results.loadPass(files, pass));
    }
    ReportData data = new ReportData(mode, workloads, codecs, results, passes, elapsedMillis,
        createNanos, runEnd(files));
    Path md = files.dir().resolve("report.md");
    Files.writeString(md, MarkdownReport.render(data), StandardCharsets.UTF_8);
    Files.writeString(files.dir().resolve("report.html"), HtmlReport.render(data), StandardCharsets.UTF_8);
    Json.write(files.dir().resolve("jmh-results.json"), results.rawJmh());
    summary(data, out);
    return md;
  }

  /**
   * When the run ended: when its summary was written (just before its report), so that a report
   * written again with --report-only keeps the run's own time; now when there is no summary.
   */
  private static LocalDateTime runEnd(ResultFiles files) throws IOException {
    if (!Files.exists(files.summary())) {
      return LocalDateTime.now().withNano(0);
    }
    return LocalDateTime.ofInstant(Files.getLastModifiedTime(files.summary()).toInstant(),
        ZoneId.systemDefault()).withNano(0);
  }

  private static void summary(ReportData d, PrintStream out) {
    out.println();
    out.println("== Serval benchmark, " + d.mode.label() + " mode: " + d.workloads.size() + " workloads x "
        + d.codecs.size() + " codecs in " + d.elapsedMillis / 1000 + " s ==");
    int checked = 0;
    int failed = 0;
    for (String w : d.workloads) {
      for (String c : d.codecs) {
        PairResult p = d.results.pair(w, c);
        if (p.check() != null) checked++;
        if (p.check() != null && !p.passed()) failed++;
      }
    }
    out.println("Round trips checked: " + checked + ", failed: " + failed + " (listed in the report)");
    Comparison.Headline h = d.headline;
    if (d.hasComparison()) {
      out.printf(Locale.ROOT, "Serval vs fastest peer (geomean of %d rows): ser %s, deser %s, round trip %s, size %s; leads %d rows%n",
          h.rowsCompared(), Fmt.ratio(h.ser()), Fmt.ratio(h.deser()), Fmt.ratio(h.roundTrip()),
          Fmt.ratio(h.size()), h.rowsLeading());
    } else {
      out.println("No comparison with the peers: " + d.noComparisonReason());
    }
    if (d.passesHeadline() != null) out.println(d.passesHeadline());
    if (d.copyHeadline() != null) out.println(d.copyHeadline());
    if (d.allocationHeadline() != null) out.println(d.allocationHeadline());
    if (d.disturbedHeadline() != null) out.println(d.disturbedHeadline());
    String evolving = d.evolvingHeadline(name -> name);
    if (evolving != null) out.println(evolving);
    out.printf(Locale.ROOT, "%-34s %-22s %14s %14s %8s%n", "workload", "fastest round trip", "ser ops/s", "deser ops/s", "bytes");
    for (Comparison.Row r : d.rows) {
      if (r.fastestRoundTripPeer() == null) continue;
      PairResult p = d.results.pair(r.workload(), r.fastestRoundTripPeer());
      out.printf(Locale.ROOT, "%-34s %-22s %14s %14s %8d%n", r.workload(), r.fastestRoundTripPeer(),
          Fmt.grouped(p.serOpsPerSecond()), Fmt.grouped(p.deserOpsPerSecond()), p.check().bytes());
    }
  }
}
