package dev.serval.bench.report;

import static dev.serval.bench.report.SvgBars.escape;

import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.ServalNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The report as one self-contained HTML page: the headline, the row-by-row comparison, and for
 * every workload bar charts of throughput and size per codec. The Markdown report has every table.
 */
final class HtmlReport {
  private static final String STYLE = """
      body{font:14px/1.4 system-ui,sans-serif;margin:24px;max-width:1400px;color:#222}
      h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ddd}
      table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ddd;padding:2px 8px;text-align:right}
      td:first-child,th:first-child{text-align:left}.headline{font-size:16px;background:#f4f8ff;padding:12px}
      .w{display:inline-block;vertical-align:top;margin:0 12px 16px 0}.w h3{font-size:14px;margin:8px 0 2px}
      svg .t{font-size:12px;font-weight:600}svg .l{font-size:11px;text-anchor:end}svg .v{font-size:10px;fill:#444}
      svg .p{fill:#9bb7d4}svg .s{fill:#e07b39}.fail{color:#b00}""";

  private final ReportData d;
  private final StringBuilder html = new StringBuilder();

  private HtmlReport(ReportData d) {
    this.d = d;
  }

  static String render(ReportData d) {
    return new HtmlReport(d).build();
  }

  private String build() {
    html.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Serval benchmark, ")
        .append(d.mode.label()).append("</title><style>").append(STYLE).append("</style></head><body>");
    html.append("<h1>Serval benchmark report (").append(d.mode.label()).append(" mode, ")
        .append(d.finished.toLocalDate()).append(")</h1>");
    setup();
    headline();
    comparison();
    copyComparison();
    charts();
    html.append("</body></html>\n");
    return html.toString();
  }

  private void setup() {
    html.append("<table>");
    for (Map.Entry<String, String> e : d.environment.entrySet()) row(e.getKey(), e.getValue());
    row("JMH", d.mode.describeJmh());
    row("Run", d.runSize() + ", took "
        + d.elapsedMillis / 1000 + " s");
    StringBuilder versions = new StringBuilder();
    for (CodecInfo i : d.infos.values()) {
      if (versions.indexOf(i.peer() + " ") < 0) versions.append(i.peer()).append(' ').append(i.version()).append("; ");
    }
    row("Versions", versions.toString());
    html.append("</table>");
  }

  private void headline() {
    Comparison.Headline h = d.headline;
    html.append("<p class=\"headline\">");
    if (!d.hasComparison()) {
      html.append("<b>No comparison with the peers in this run:</b> ").append(escape(d.noComparisonReason()));
    } else {
      html.append(String.format(Locale.ROOT,
          "Serval against the fastest peer of each row (geometric mean of %d rows): <b>ser %s, deser %s, "
              + "round trip %s</b> (above 1 = faster), <b>size %s</b> of the smallest binary peer. "
              + "Serval leads the round trip in <b>%d of %d</b> rows.",
          h.rowsCompared(), Fmt.ratio(h.ser()), Fmt.ratio(h.deser()), Fmt.ratio(h.roundTrip()),
          Fmt.ratio(h.size()), h.rowsLeading(), h.rowsCompared()));
    }
    if (d.passesHeadline() != null) html.append("<br>").append(escape(d.passesHeadline()));
    if (d.copyHeadline() != null) html.append("<br>").append(escape(d.copyHeadline()));
    if (d.allocationHeadline() != null) html.append("<br>").append(escape(d.allocationHeadline()));
    if (d.disturbedHeadline() != null) html.append("<br>").append(escape(d.disturbedHeadline()));
    String evolving = d.evolvingHeadline(name -> name);
    if (evolving != null) html.append("<br>").append(escape(evolving));
    html.append("</p>");
  }

  private void comparison() {
    html.append("<h2>Serval against the fastest peer, row by row</h2><table><tr><th>workload</th>"
        + "<th>fastest ser</th><th>ratio</th><th>fastest deser</th><th>ratio</th><th>fastest round trip</th>"
        + "<th>ratio</th><th>smallest binary</th><th>size ratio</th></tr>");
    for (Comparison.Row r : d.rows) {
      html.append("<tr><td>").append(escape(r.workload())).append("</td>");
      cell(r.fastestSerPeer());
      cell(ReportData.markedRatio(r.serRatio(), d.serDisturbed(r)));
      cell(r.fastestDeserPeer());
      cell(ReportData.markedRatio(r.deserRatio(), d.deserDisturbed(r)));
      cell(r.fastestRoundTripPeer());
      cell(Fmt.ratio(r.roundTripRatio()));
      cell(r.smallestBinaryPeer());
      cell(Fmt.ratio(r.sizeRatio()));
      html.append("</tr>");
    }
    html.append("</table>");
  }

  /** The Markdown report's memory-copy table, one row per (workload, Serval mode). */
  private void copyComparison() {
    if (d.copyRows.isEmpty()) return;
    html.append("<h2>Primitive arrays against memory copy</h2>");
    for (String paragraph : CopyComparison.explanation(d.mode)) {
      html.append("<p>").append(escape(paragraph).replaceAll("`([^`]*)`", "<code>$1</code>")).append("</p>");
    }
    html.append("<table><tr><th>workload</th><th>Serval mode</th><th>payload (B)</th><th>arraycopy GB/s</th>"
        + "<th>new array GB/s</th><th>hash alone GB/s</th><th>ser GB/s</th><th>ser ratio</th><th>deser GB/s</th><th>deser ratio</th>"
        + "<th>deser alone GB/s</th><th>deser alone ratio</th></tr>");
    for (CopyComparison.Row r : d.copyRows) {
      double copy = r.copyGigabytesPerSecond();
      for (Map.Entry<String, CopyComparison.Mode> e : r.modes().entrySet()) {
        CopyComparison.Mode m = e.getValue();
        html.append("<tr><td>").append(escape(r.workload())).append("</td>");
        cell(e.getKey());
        cell(Integer.toString(m.payloadBytes()));
        cell(Fmt.gigabytes(copy));
        cell(Fmt.gigabytes(r.newArrayGigabytesPerSecond()));
        cell(Fmt.gigabytes(r.hashGigabytesPerSecond()));
        cell(Fmt.gigabytes(m.serGigabytesPerSecond()));
        cell(Fmt.smallRatio(m.serRatio(copy)));
        cell(Fmt.gigabytes(m.deserGigabytesPerSecond()));
        cell(Fmt.smallRatio(m.deserRatio(copy)));
        boolean fixed = e.getKey().equals(ServalNames.FIXED);
        cell(fixed ? Fmt.gigabytes(r.deserAloneGigabytesPerSecond()) : "–");
        cell(fixed ? Fmt.smallRatio(r.deserAloneRatio()) : "–");
        html.append("</tr>");
      }
    }
    html.append("</table>");
  }

  private void charts() {
    String family = "";
    for (String w : d.workloads) {
      String f = w.substring(0, w.indexOf(':'));
      if (!f.equals(family)) {
        family = f;
        html.append("<h2>").append(escape(familyTitle(f))).append("</h2>");
      }
      html.append("<div class=\"w\"><h3>").append(escape(MarkdownReport.name(w))).append("</h3>");
      html.append(SvgBars.chart("serialization, ops/s", bars(w, PairResult::serOpsPerSecond, true)));
      html.append(SvgBars.chart("deserialization, ops/s", bars(w, PairResult::deserOpsPerSecond, true)));
      html.append(SvgBars.chart("size, bytes", bars(w, p -> p.check().bytes(), false)));
      html.append("</div>");
    }
  }

  private List<SvgBars.Bar> bars(String workload, ToDoubleFunction<PairResult> value, boolean throughput) {
    List<SvgBars.Bar> bars = new ArrayList<>();
    for (String c : d.codecs) {
      PairResult p = d.results.pair(workload, c);
      boolean serval = ServalNames.ALL.contains(c);
      if (!p.passed()) {
        bars.add(new SvgBars.Bar(c, Double.NaN, "FAIL", serval));
        continue;
      }
      double v = value.applyAsDouble(p);
      bars.add(new SvgBars.Bar(c, v, throughput ? Fmt.grouped(v) : Fmt.integer(v), serval));
    }
    return bars;
  }

  private static String familyTitle(String key) {
    for (dev.serval.fixtures.Family f : dev.serval.fixtures.Family.values()) {
      if (f.key().equals(key)) return f.title();
    }
    return key;
  }

  private void row(String key, String value) {
    html.append("<tr><td>").append(escape(key)).append("</td><td style=\"text-align:left\">")
        .append(escape(value)).append("</td></tr>");
  }

  private void cell(String text) {
    html.append("<td>").append(text == null ? "–" : escape(text)).append("</td>");
  }
}
