package dev.serval.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serval.bench.check.CheckResult;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.run.CodecWorker;
import dev.serval.fixtures.SeededRandom;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The report as Markdown: the headline first, then each family's tables in its seed's layout. */
final class MarkdownReport {
  /** Always with seconds: {@code LocalDateTime.toString} leaves out ":00". */
  private static final DateTimeFormatter RUN_END = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");

  private final ReportData d;
  private final StringBuilder md = new StringBuilder();

  private MarkdownReport(ReportData d) {
    this.d = d;
  }

  static String render(ReportData d) {
    return new MarkdownReport(d).build();
  }

  private String build() {
    line("# Serval benchmark report (" + d.mode.label() + " mode, " + d.finished.toLocalDate() + ")");
    line("");
    setup();
    headline();
    comparisonRows();
    copyComparison();
    allocation();
    graal();
    media();
    typed();
    fst();
    extras();
    failures();
    allMeasurements();
    return md.toString();
  }

  private void setup() {
    line("## Setup");
    line("");
    line("| | |");
    line("|---|---|");
    for (Map.Entry<String, String> e : d.environment.entrySet()) line("| " + e.getKey() + " | " + Fmt.cell(e.getValue()) + " |");
    line("| JMH | " + d.mode.describeJmh() + " |");
    line("| Data seed | `0x" + Long.toHexString(SeededRandom.SEED).toUpperCase(Locale.ROOT) + "` |");
    line("| Run | " + d.runSize() + ", finished "
        + RUN_END.format(d.finished) + ", took " + (d.elapsedMillis / 1000) + " s |");
    line("");
    line("Codecs (★ = the peer's documented fastest configuration; round trips are checked with exact");
    line("classes, or with collections allowed to come back as another class of the same kind):");
    line("");
    line("| codec | library | version | format | references | schema | ★ | check | configuration |");
    line("|---|---|---|---|---|---|---|---|---|");
    for (CodecInfo i : d.infos.values()) {
      line("| " + i.name() + " | " + i.peer() + " | " + i.version() + " | " + i.format().name().toLowerCase(Locale.ROOT)
          + " | " + (i.references() ? "on" : "off") + " | " + i.schema().name().toLowerCase(Locale.ROOT).replace('_', ' ')
          + " | " + (i.fastest() ? "★" : "") + " | " + i.classCheck().name().toLowerCase(Locale.ROOT).replace('_', ' ')
          + " | " + Fmt.cell(i.notes()) + " |");
    }
    line("");
    line("Throughput is operations per second (higher is better); times are nanoseconds per operation.");
    line("Round trip = serialization time + deserialization time, from the two throughputs. Sizes are");
    line("bytes; `+dfl` is the size after Deflate. Allocation is bytes per operation (see JMH above for");
    line("how it was measured).");
    line("Deserialization benchmarks read every field of the result (a full hash of the graph).");
    line("");
  }

  private void headline() {
    Comparison.Headline h = d.headline;
    line("## Headline");
    line("");
    if (!d.hasComparison()) {
      line("**No comparison with the peers in this run:** " + Fmt.cell(d.noComparisonReason()));
      line("");
      copyHeadline();
      evolvingHeadline();
      return;
    }
    line(String.format(Locale.ROOT,
        "Serval (`%s`) against the fastest peer of each row, geometric mean over %d rows: "
            + "**ser %s, deser %s, round trip %s** (above 1 = Serval faster); **size %s** of the smallest "
            + "binary peer (below 1 = smaller). Serval leads the round trip in **%d of %d** rows.",
        h.servalCodec(), h.rowsCompared(), Fmt.ratio(h.ser()), Fmt.ratio(h.deser()), Fmt.ratio(h.roundTrip()),
        Fmt.ratio(h.size()), h.rowsLeading(), h.rowsCompared()));
    line("");
    if (d.passesHeadline() != null) {
      line(d.passesHeadline());
      line("");
    }
    copyHeadline();
    if (d.allocationHeadline() != null) {
      line(d.allocationHeadline() + " See the section below.");
      line("");
    }
    if (d.disturbedHeadline() != null) {
      line(d.disturbedHeadline());
      line("");
    }
    if (!d.matched.isEmpty()) {
      line("Each Serval mode against the peers' matching configurations (best of them per row):");
      line("");
      line("| Serval mode | matched peers | ser | deser | round trip | size | rows led |");
      line("|---|---|---|---|---|---|---|");
      for (Map.Entry<String, Comparison.Headline> e : d.matched.entrySet()) {
        Comparison.Headline m = e.getValue();
        line("| " + e.getKey() + " | " + String.join(", ", ServalNames.MATCHES.get(e.getKey())) + " | "
            + Fmt.ratio(m.ser()) + " | " + Fmt.ratio(m.deser()) + " | " + Fmt.ratio(m.roundTrip()) + " | "
            + Fmt.ratio(m.size()) + " | " + m.rowsLeading() + " of " + m.rowsCompared() + " |");
      }
      line("");
    }
    evolvingHeadline();
  }

  /** Evolving mode's cost over fixed mode: Serval against itself, so shown without peers too. */
  private void evolvingHeadline() {
    String evolving = d.evolvingHeadline(name -> "`" + name + "`");
    if (evolving != null) {
      line(evolving);
      line("");
    }
  }

  private void copyHeadline() {
    if (d.copyHeadline() == null) return;
    line(d.copyHeadline().replace("System.arraycopy", "`System.arraycopy`") + " See the section below.");
    line("");
  }

  private void comparisonRows() {
    line("## Serval against the fastest peer, row by row");
    line("");
    line("| workload | fastest ser | ser ratio | fastest deser | deser ratio | fastest round trip | round-trip ratio | smallest binary | size ratio |");
    line("|---|---|---|---|---|---|---|---|---|");
    for (Comparison.Row r : d.rows) {
      line("| " + Fmt.cell(r.workload()) + " | " + orDash(r.fastestSerPeer()) + " | "
          + ReportData.markedRatio(r.serRatio(), d.serDisturbed(r)) + " | " + orDash(r.fastestDeserPeer()) + " | "
          + ReportData.markedRatio(r.deserRatio(), d.deserDisturbed(r)) + " | "
          + orDash(r.fastestRoundTripPeer()) + " | " + Fmt.ratio(r.roundTripRatio()) + " | "
          + orDash(r.smallestBinaryPeer()) + " | " + Fmt.ratio(r.sizeRatio()) + " |");
    }
    line("");
  }

  /** Each Serval mode on the primitive arrays, in GB/s, against a plain copy of as many bytes. */
  private void copyComparison() {
    if (d.copyRows.isEmpty()) return;
    line("## Primitive arrays against memory copy");
    line("");
    for (String paragraph : CopyComparison.explanation(d.mode)) {
      line(paragraph);
      line("");
    }
    line("| workload | Serval mode | payload (B) | arraycopy GB/s | new array GB/s | hash alone GB/s | ser GB/s | ser ratio | deser GB/s | deser ratio | deser alone GB/s | deser alone ratio |");
    line("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (CopyComparison.Row r : d.copyRows) {
      double copy = r.copyGigabytesPerSecond();
      if (r.modes().isEmpty()) {
        line("| " + Fmt.cell(r.workload()) + " | – | " + r.payloadBytes() + " | " + Fmt.gigabytes(copy) + " | "
            + Fmt.gigabytes(r.newArrayGigabytesPerSecond()) + " | " + Fmt.gigabytes(r.hashGigabytesPerSecond()) + " | – | – | – | – | "
            + Fmt.gigabytes(r.deserAloneGigabytesPerSecond()) + " | "
            + Fmt.smallRatio(r.deserAloneRatio()) + " |");
      }
      for (Map.Entry<String, CopyComparison.Mode> e : r.modes().entrySet()) {
        CopyComparison.Mode m = e.getValue();
        line("| " + Fmt.cell(r.workload()) + " | " + e.getKey() + " | " + m.payloadBytes() + " | "
            + Fmt.gigabytes(copy) + " | " + Fmt.gigabytes(r.newArrayGigabytesPerSecond()) + " | "
            + Fmt.gigabytes(r.hashGigabytesPerSecond()) + " | "
            + Fmt.gigabytes(m.serGigabytesPerSecond()) + " | "
            + Fmt.smallRatio(m.serRatio(copy)) + " | " + Fmt.gigabytes(m.deserGigabytesPerSecond()) + " | "
            + Fmt.smallRatio(m.deserRatio(copy)) + " | " + deserAlone(r, e.getKey()) + " |");
      }
    }
    line("");
  }

  /** The row's deserialization without the full read, on the {@code serval} mode's line only. */
  private static String deserAlone(CopyComparison.Row r, String codec) {
    if (!codec.equals(ServalNames.FIXED)) return "– | –";
    return Fmt.gigabytes(r.deserAloneGigabytesPerSecond()) + " | " + Fmt.smallRatio(r.deserAloneRatio());
  }

  /** Serval's allocation per row against the bytes of the objects deserialization returns. */
  private void allocation() {
    if (d.allocationRows.isEmpty()) return;
    line("## Allocation against the returned objects");
    line("");
    for (String paragraph : AllocationTargets.explanation(d.mode)) {
      line(paragraph);
      line("");
    }
    line("| workload | ser alloc B/op | deser alloc B/op | returned B | deser / returned | lowest peer ratio |");
    line("|---|---:|---:|---:|---:|---|");
    for (AllocationTargets.Row r : d.allocationRows) {
      String peer = r.bestPeer() == null ? "–" : Fmt.ratio(r.bestPeerRatio()) + " (" + r.bestPeer() + ")";
      line("| " + Fmt.cell(r.workload()) + " | " + Fmt.integer(r.serBytes()) + " | "
          + Fmt.integer(r.deserBytes()) + " | " + r.returnedBytes() + " | " + Fmt.ratio(r.deserRatio())
          + " | " + peer + " |");
    }
    line("");
  }

  /** GraalDOSS tables B.2-B.11: one row per object kind, ops/s per codec, best in bold. */
  private void graal() {
    List<String> rows = d.workloadsOf("graal");
    if (rows.isEmpty()) return;
    line("## GraalDOSS microbenchmarks");
    line("");
    for (boolean ser : new boolean[] {true, false}) {
      line("### " + (ser ? "Serialization" : "Deserialization") + " throughput (ops/s)");
      line("");
      StringBuilder head = new StringBuilder("| Object kind | JSON (B) | Bin (B) | Serval (B) |");
      StringBuilder rule = new StringBuilder("|---|---:|---:|---:|");
      for (String c : d.codecs) {
        head.append(' ').append(c).append(" |");
        rule.append("---:|");
      }
      line(head.toString());
      line(rule.toString());
      for (String w : rows) {
        StringBuilder row = new StringBuilder("| " + Fmt.cell(name(w)) + " | " + size(w, "jackson") + " | "
            + size(w, "kryo-def") + " | " + size(w, "serval") + " |");
        double best = 0;
        for (String c : d.codecs) best = Math.max(best, finite(ser ? d.results.pair(w, c).serOpsPerSecond() : d.results.pair(w, c).deserOpsPerSecond()));
        for (String c : d.codecs) {
          PairResult p = d.results.pair(w, c);
          double v = ser ? p.serOpsPerSecond() : p.deserOpsPerSecond();
          String text = p.passed() ? Fmt.grouped(v) : "FAIL";
          row.append(' ').append(v == best && best > 0 ? "**" + text + "**" : text).append(" |");
        }
        line(row.toString());
      }
      line("");
    }
    line("JSON = Jackson's size, Bin = Kryo `def`'s size, as in the paper's tables.");
    line("");
  }

  /** jvm-serializers: create, ser, deser, total (ns), size, +dfl, fastest total first. */
  private void media() {
    for (String w : d.workloadsOf("media")) {
      line("## jvm-serializers: " + name(w));
      line("");
      line("```");
      line(String.format(Locale.ROOT, "%-34s %7s %7s %7s %7s %6s %6s", "", "create", "ser", "deser", "total", "size", "+dfl"));
      List<PairResult> timed = new ArrayList<>();
      List<PairResult> failed = new ArrayList<>();
      for (String c : d.codecs) {
        PairResult p = d.results.pair(w, c);
        (p.timed() ? timed : failed).add(p);
      }
      timed.sort(Comparator.comparingDouble(PairResult::roundTripNanos));
      for (PairResult p : timed) {
        line(String.format(Locale.ROOT, "%-34s %7s %7s %7s %7s %6d %6d", p.codec(), Fmt.integer(d.createNanos),
            Fmt.integer(p.serNanos()), Fmt.integer(p.deserNanos()), Fmt.integer(p.roundTripNanos()),
            p.check().bytes(), p.check().deflatedBytes()));
      }
      for (PairResult p : failed) line(String.format(Locale.ROOT, "%-34s FAIL", p.codec()));
      line("```");
      line("");
    }
  }

  /** TypedSerializer: mean, median, p95, p99 of sampled round trips (ns), codecs as columns. */
  private void typed() {
    List<String> rows = d.workloadsOf("typed");
    if (rows.isEmpty()) return;
    line("## TypedSerializer objects");
    line("");
    for (String w : rows) {
      line("### " + name(w) + " – round trip (ns)");
      line("");
      StringBuilder head = new StringBuilder("| Metric |");
      StringBuilder rule = new StringBuilder("|---|");
      for (String c : d.codecs) {
        head.append(' ').append(c).append(" |");
        rule.append("---:|");
      }
      line(head.toString());
      line(rule.toString());
      String[] labels = {"Serialize", "Deserialize", "Mean", "Median", "95th %ile", "99th %ile", "Binary size"};
      for (int i = 0; i < labels.length; i++) {
        StringBuilder row = new StringBuilder("| **" + labels[i] + "** |");
        for (String c : d.codecs) {
          PairResult p = d.results.pair(w, c);
          PairResult.Percentiles s = p.roundTripSamples();
          String v;
          if (!p.passed()) v = "FAIL";
          else v = switch (i) {
            case 0 -> Fmt.integer(p.serNanos());
            case 1 -> Fmt.integer(p.deserNanos());
            case 2 -> s == null ? "–" : Fmt.integer(s.mean());
            case 3 -> s == null ? "–" : Fmt.integer(s.p50());
            case 4 -> s == null ? "–" : Fmt.integer(s.p95());
            case 5 -> s == null ? "–" : Fmt.integer(s.p99());
            default -> Fmt.bytes(p.check().bytes());
          };
          row.append(' ').append(v).append(" |");
        }
        line(row.toString());
      }
      line("");
    }
  }

  /** FST: per test class, read/write/total (ns) and size per codec, as FST's wiki prints them. */
  private void fst() {
    List<String> rows = d.workloadsOf("fst");
    if (rows.isEmpty()) return;
    line("## FST test classes");
    line("");
    for (String w : rows) {
      line("### " + name(w));
      line("");
      line("```");
      line(String.format(Locale.ROOT, "%-40s %10s %10s %10s %12s", "lib", "read (ns)", "write (ns)", "total (ns)", "size (bytes)"));
      for (String c : d.codecs) {
        PairResult p = d.results.pair(w, c);
        if (p.timed()) {
          line(String.format(Locale.ROOT, "%-40s %10s %10s %10s %12d", c, Fmt.integer(p.deserNanos()),
              Fmt.integer(p.serNanos()), Fmt.integer(p.roundTripNanos()), p.check().bytes()));
        } else {
          line(String.format(Locale.ROOT, "%-40s FAIL", c));
        }
      }
      line("```");
      line("");
    }
  }

  private void extras() {
    line("## Beyond the seeds");
    line("");
    List<String> graphs = d.workloadsOf("extra");
    if (!graphs.isEmpty()) {
      line("### Large and deep graphs (µs per operation)");
      line("");
      StringBuilder head = new StringBuilder("| codec |");
      StringBuilder rule = new StringBuilder("|---|");
      for (String w : graphs) {
        head.append(" ").append(Fmt.cell(name(w))).append(" ser | deser | size |");
        rule.append("---:|---:|---:|");
      }
      line(head.toString());
      line(rule.toString());
      for (String c : d.codecs) {
        StringBuilder row = new StringBuilder("| " + c + " |");
        for (String w : graphs) {
          PairResult p = d.results.pair(w, c);
          if (p.passed()) {
            row.append(' ').append(Fmt.grouped(p.serNanos() / 1e3)).append(" | ").append(Fmt.grouped(p.deserNanos() / 1e3))
                .append(" | ").append(Fmt.bytes(p.check().bytes())).append(" |");
          } else {
            row.append(" FAIL | | |");
          }
        }
        line(row.toString());
      }
      line("");
    }
    line("### Two threads sharing one configured instance (ops/s, both threads together)");
    line("");
    List<String> shared = d.mode.sharedWorkloads();
    line("| codec |" + String.join("", shared.stream().map(w -> " " + name(w) + " ser | deser |").toList()));
    line("|---|" + "---:|---:|".repeat(shared.size()));
    for (String c : d.codecs) {
      StringBuilder row = new StringBuilder("| " + c + " |");
      for (String w : shared) {
        row.append(' ').append(Fmt.grouped(d.results.score("serializeShared", w, c))).append(" | ")
            .append(Fmt.grouped(d.results.score("deserializeShared", w, c))).append(" |");
      }
      line(row.toString());
    }
    line("");
    line("### Schema evolution: reading bytes of the old class version (ops/s)");
    line("");
    line("`PersonV1` is written; the reader's `PersonV2` has dropped a field and added two. Each peer");
    line("runs in its compatible mode where it has one.");
    line("");
    line("| codec | result | read ops/s | bytes |");
    line("|---|---|---:|---:|");
    for (String c : d.codecs) {
      CheckResult check = d.results.check(CodecWorker.EVOLUTION_ID, c);
      if (check == null) continue;
      String result = check.passed() ? "OK" : (check.reason().startsWith("n/a") ? "" : "FAIL: ") + check.reason();
      line("| " + c + " | " + Fmt.cell(result) + " | "
          + Fmt.grouped(d.results.score("readOldVersion", CodecWorker.EVOLUTION_ID, c)) + " | "
          + Fmt.bytes(check.bytes()) + " |");
    }
    line("");
    line("### First call on a fresh JVM (ms, " + dev.serval.bench.run.BenchMain.FIRST_CALL_WORKLOAD + ")");
    line("");
    line("Configuring the codec (class set-up, registration, code generation), then its first");
    line("serialization and deserialization, each once, in a new JVM. Median of the runs.");
    line("");
    line("| codec | set-up | first ser | first deser | total | runs |");
    line("|---|---:|---:|---:|---:|---:|");
    for (String c : d.codecs) {
      List<JsonNode> runs = d.results.firstCalls(c);
      if (runs.isEmpty()) continue;
      if (!runs.get(0).path("ok").asBoolean()) {
        line("| " + c + " | FAIL: " + Fmt.cell(runs.get(0).path("reason").asText()) + " | | | | " + runs.size() + " |");
        continue;
      }
      line("| " + c + " | " + Fmt.millis(median(runs, "setupNanos")) + " | " + Fmt.millis(median(runs, "firstSerializeNanos"))
          + " | " + Fmt.millis(median(runs, "firstDeserializeNanos")) + " | " + Fmt.millis(median(runs, "totalNanos"))
          + " | " + runs.size() + " |");
    }
    line("");
  }

  private void failures() {
    line("## Failures");
    line("");
    line("| workload | codec | reason |");
    line("|---|---|---|");
    int count = 0;
    for (String w : d.workloads) {
      for (String c : d.codecs) {
        PairResult p = d.results.pair(w, c);
        if (p.check() == null) {
          line("| " + Fmt.cell(w) + " | " + c + " | not run |");
          count++;
        } else if (!p.passed()) {
          line("| " + Fmt.cell(w) + " | " + c + " | " + Fmt.cell(p.check().reason()) + " |");
          count++;
        } else if (!p.timed()) {
          line("| " + Fmt.cell(w) + " | " + c + " | round trip OK, but the benchmark failed (see the log) |");
          count++;
        }
      }
    }
    if (count == 0) line("| | | none |");
    line("");
  }

  private void allMeasurements() {
    line("## All measurements");
    line("");
    line("| workload | codec | ser ops/s | deser ops/s | round trip ns | size | +dfl | ser alloc B/op | deser alloc B/op | returned B |");
    line("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (String w : d.workloads) {
      for (String c : d.codecs) {
        PairResult p = d.results.pair(w, c);
        if (!p.passed()) continue;
        line("| " + Fmt.cell(w) + " | " + c + " | " + Fmt.grouped(p.serOpsPerSecond()) + " | "
            + Fmt.grouped(p.deserOpsPerSecond()) + " | " + Fmt.integer(p.roundTripNanos()) + " | "
            + p.check().bytes() + " | " + p.check().deflatedBytes() + " | " + Fmt.integer(p.serAllocBytes())
            + " | " + Fmt.integer(p.deserAllocBytes()) + " | "
            + (p.returnedBytes() > 0 ? Long.toString(p.returnedBytes()) : "–") + " |");
      }
    }
    line("");
  }

  private String size(String workload, String codec) {
    CheckResult c = d.results.check(workload, codec);
    return c != null && c.passed() ? Integer.toString(c.bytes()) : "–";
  }

  static String name(String workloadId) {
    return workloadId.substring(workloadId.indexOf(':') + 1);
  }

  private static String orDash(String s) {
    return s == null ? "–" : s;
  }

  private static double finite(double v) {
    return Double.isFinite(v) ? v : 0;
  }

  private static double median(List<JsonNode> runs, String field) {
    double[] values = runs.stream().mapToDouble(n -> n.path(field).asDouble()).sorted().toArray();
    return values[values.length / 2];
  }

  private void line(String s) {
    md.append(s).append('\n');
  }
}
