package dev.serval.bench.report;

import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.run.RunMode;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.function.UnaryOperator;

/** Everything the Markdown, HTML and terminal reports show, computed once. */
final class ReportData {
  final RunMode mode;
  final List<String> workloads;
  final List<String> codecs;
  final Map<String, CodecInfo> infos = new LinkedHashMap<>();
  final Results results;
  final List<Comparison.Row> rows;
  final Comparison.Headline headline;
  /** The headline of each pass's timings alone, when the run timed the pairs more than once. */
  final List<Comparison.Headline> passHeadlines = new ArrayList<>();
  final Map<String, Comparison.Headline> matched = new LinkedHashMap<>();
  /** The primitive-array workloads against {@code System.arraycopy}; empty when not measured. */
  final List<CopyComparison.Row> copyRows;
  final Optional<CopyComparison.Worst> copyWorst;
  /** Serval's allocation per row against the bytes it returns; empty when nothing was sized. */
  final List<AllocationTargets.Row> allocationRows;
  final Map<String, String> environment = Environment.describe();
  final LocalDateTime finished;
  final long elapsedMillis;
  final double createNanos;

  /** The run's workloads and codecs, as the Setup table gives them: "60 workloads × 17 codecs". */
  String runSize() {
    List<String> leftOut = new ArrayList<>(dev.serval.bench.codec.Codecs.names());
    leftOut.removeAll(codecs);
    return workloads.size() + " workloads × " + codecs.size() + " codecs"
        + (leftOut.isEmpty() ? "" : " (left out: " + String.join(", ", leftOut) + ")");
  }

  /**
   * {@code passes} holds each pass's results alone (empty for a run of one pass), {@code results}
   * all of them merged.
   */
  ReportData(RunMode mode, List<String> workloads, List<String> codecs, Results results,
      List<Results> passes, long elapsedMillis, double createNanos, LocalDateTime finished) {
    this.mode = mode;
    this.finished = finished;
    this.workloads = workloads;
    this.codecs = codecs;
    this.results = results;
    this.elapsedMillis = elapsedMillis;
    this.createNanos = createNanos;
    for (String c : codecs) infos.put(c, dev.serval.bench.codec.Codecs.info(c));
    this.rows = Comparison.rows(workloads, ServalNames.FIXED, infos, results);
    this.headline = Comparison.headline(ServalNames.FIXED, rows);
    for (Results pass : passes) {
      passHeadlines.add(Comparison.headline(ServalNames.FIXED,
          Comparison.rows(workloads, ServalNames.FIXED, infos, pass)));
    }
    this.copyRows = CopyComparison.rows(workloads, codecs, results);
    this.copyWorst = CopyComparison.worst(copyRows);
    this.allocationRows = AllocationTargets.rows(workloads, codecs, ServalNames.FIXED, results);
    for (Map.Entry<String, List<String>> m : orderedMatches().entrySet()) {
      Map<String, CodecInfo> peers = new LinkedHashMap<>();
      for (String p : m.getValue()) {
        if (infos.containsKey(p)) peers.put(p, infos.get(p));
      }
      if (!codecs.contains(m.getKey()) || peers.isEmpty()) continue;
      matched.put(m.getKey(), Comparison.headline(m.getKey(),
          Comparison.rows(workloads, m.getKey(), peers, results)));
    }
  }

  private static Map<String, List<String>> orderedMatches() {
    Map<String, List<String>> ordered = new LinkedHashMap<>();
    for (String s : ServalNames.ALL) ordered.put(s, ServalNames.MATCHES.get(s));
    return ordered;
  }

  /**
   * Whether the headline compares Serval's reference mode with a peer on any row; when not, {@link
   * #noComparisonReason} says why.
   */
  boolean hasComparison() {
    return headline.rowsCompared() > 0;
  }

  /**
   * Why the headline has no comparison with the peers: Serval's failed check, Serval not run, or
   * Serval run with no peer beside it (a run of Serval's own modes). Plain text: the Markdown and
   * HTML reports and the terminal summary all print it.
   */
  String noComparisonReason() {
    for (String w : workloads) {
      var check = results.check(w, ServalNames.FIXED);
      if (check != null && !check.passed()) return ServalNames.FIXED + " failed: " + check.reason();
    }
    for (String w : workloads) {
      if (!Double.isNaN(results.score("serialize", w, ServalNames.FIXED))) {
        return "no peer ran beside " + ServalNames.FIXED + "; its own figures are in the tables below";
      }
    }
    return ServalNames.FIXED + " was not run (filtered out)";
  }

  /**
   * The headline's sentence on the passes (each pair timed once per pass, the codecs in order and
   * then in reverse): what each pass alone gives, so a reader sees how far the run's figures would
   * move with another pass. Null for a run of one pass, or without a comparison.
   */
  String passesHeadline() {
    if (passHeadlines.isEmpty() || !hasComparison()) return null;
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < passHeadlines.size(); i++) {
      Comparison.Headline h = passHeadlines.get(i);
      parts.add(String.format(java.util.Locale.ROOT,
          "pass %d (codecs %s) ser %s, deser %s, round trip %s, %d rows led",
          i + 1, i % 2 == 0 ? "in order" : "in reverse", Fmt.ratio(h.ser()), Fmt.ratio(h.deser()),
          Fmt.ratio(h.roundTrip()), h.rowsLeading()));
    }
    return "Every pair was timed in " + passHeadlines.size() + " passes, and its figure is the "
        + "geometric mean of its passes; each pass alone: " + String.join("; ", parts)
        + ". A pass times one codec after another, and the machine's speed drifts during a run.";
  }

  /** The headline's sentence on the memory-copy comparison, or null when it was not measured. */
  String copyHeadline() {
    if (copyWorst.isEmpty()) return null;
    CopyComparison.Worst w = copyWorst.get();
    String sentence = String.format(java.util.Locale.ROOT,
        "Primitive arrays against memory copy: the worst ratio to System.arraycopy of the same bytes is "
            + "%s (%s %s of %s; the project asks at least %s).",
        Fmt.smallRatio(w.ratio()), w.servalCodec(), w.direction(), w.workload(), Fmt.ratio(CopyComparison.REQUIRED_RATIO));
    return CopyComparison.worstDeserAlone(copyRows)
        .map(r -> sentence + String.format(java.util.Locale.ROOT,
            " Deserializing without the full read, `%s` is at worst %s of the copy (%s), where "
                + "allocating a new array of the payload's size alone runs at %s of it.",
            ServalNames.FIXED, Fmt.smallRatio(r.deserAloneRatio()), r.workload(),
            Fmt.smallRatio(r.newArrayRatio())))
        .orElse(sentence);
  }

  /** The headline's sentence on Serval's allocation targets, or null when nothing was sized. */
  String allocationHeadline() {
    return AllocationTargets.sentence(allocationRows, ServalNames.FIXED);
  }

  /**
   * The headline's sentence on what Serval's evolving schema costs over its fixed one (each
   * references setting whose two modes were run), or null when neither pair was run; {@code
   * codecName} formats each codec's name.
   */
  String evolvingHeadline(UnaryOperator<String> codecName) {
    List<String> parts = new ArrayList<>();
    EvolvingCost.of(workloads, ServalNames.FIXED, ServalNames.EVOLVING, results)
        .ifPresent(c -> parts.add(c.sentence(codecName)));
    EvolvingCost.of(workloads, ServalNames.FIXED_REFERENCES, ServalNames.EVOLVING_REFERENCES, results)
        .ifPresent(c -> parts.add(c.sentence(codecName)));
    if (parts.isEmpty()) return null;
    return "Evolving schema over fixed, Serval's own modes in this run: " + String.join(" ", parts);
  }

  /**
   * The mark of a ratio whose Serval or peer timing was taken while the JIT compiled or the
   * garbage collector paused.
   */
  static final String DISTURBED_MARK = "†";

  /** {@code ratio} as a table shows it, marked when {@code disturbed}. */
  static String markedRatio(double ratio, boolean disturbed) {
    return Fmt.ratio(ratio) + (disturbed ? " " + DISTURBED_MARK : "");
  }

  /** Whether Serval's or the fastest peer's serialization timing of the row was disturbed. */
  boolean serDisturbed(Comparison.Row r) {
    return disturbed("serialize", r.workload(), r.fastestSerPeer());
  }

  /** Whether Serval's or the fastest peer's deserialization timing of the row was disturbed. */
  boolean deserDisturbed(Comparison.Row r) {
    return disturbed("deserialize", r.workload(), r.fastestDeserPeer());
  }

  private boolean disturbed(String method, String workload, String peer) {
    return timingDisturbed(method, workload, ServalNames.FIXED)
        || (peer != null && timingDisturbed(method, workload, peer));
  }

  /** At least a tenth of the measurement spent compiling or in collector pauses. */
  private boolean timingDisturbed(String method, String workload, String codec) {
    double limit = mode.disturbanceMillis();
    return results.compileMillis(method, workload, codec) >= limit
        || results.pauseMillis(method, workload, codec) >= limit;
  }

  /**
   * The headline's sentence on ratios that compare a disturbed timing, or null when there are none
   * (or nothing was profiled).
   */
  String disturbedHeadline() {
    int ratios = 0;
    int marked = 0;
    List<Comparison.Row> serUnmarked = new ArrayList<>();
    List<Comparison.Row> deserUnmarked = new ArrayList<>();
    for (Comparison.Row r : rows) {
      if (Double.isFinite(r.serRatio())) {
        ratios++;
        if (serDisturbed(r)) marked++; else serUnmarked.add(r);
      }
      if (Double.isFinite(r.deserRatio())) {
        ratios++;
        if (deserDisturbed(r)) marked++; else deserUnmarked.add(r);
      }
    }
    if (marked == 0) return null;
    return String.format(java.util.Locale.ROOT,
        "%d of the %d ser and deser ratios compare a timing taken while the JIT compiled or the "
            + "garbage collector paused (at least %s ms of compilation or of pauses during the %d ms "
            + "measurement; marked %s row by row): they time warm-up or the collector as much as "
            + "compiled code. HotSpot counts a compilation when it ends, so one that spans a whole "
            + "measurement goes unmarked. Without the marked ratios, the geometric means are ser %s "
            + "over %d rows and deser %s over %d rows.",
        marked, ratios, Fmt.grouped(mode.disturbanceMillis()), mode.measurementTotalMillis(), DISTURBED_MARK,
        unmarkedMean(serUnmarked, Comparison.Row::serRatio), serUnmarked.size(),
        unmarkedMean(deserUnmarked, Comparison.Row::deserRatio), deserUnmarked.size());
  }

  private static String unmarkedMean(List<Comparison.Row> rows, ToDoubleFunction<Comparison.Row> ratio) {
    double mean = Comparison.geomean(rows, ratio);
    return Double.isNaN(mean) ? "n/a" : Fmt.ratio(mean);
  }

  List<String> workloadsOf(String familyKey) {
    return workloads.stream().filter(w -> w.startsWith(familyKey + ":")).toList();
  }
}
