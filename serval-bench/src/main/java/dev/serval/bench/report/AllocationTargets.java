package dev.serval.bench.report;

import dev.serval.bench.run.RunMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Serval's allocation against the project's targets: serializing {@code Client} and {@code
 * MediaContent} into a reused buffer allocates nothing, and deserializing any row allocates no more
 * than 1.2 times the heap bytes of the objects it returns (JOL's count of the returned graph, see
 * {@code ReturnedSize}).
 */
final class AllocationTargets {
  /** The rows the zero-allocation serialization target names. */
  static final List<String> ZERO_SER_WORKLOADS = List.of("graal:Client", "media:MediaContent");
  /** The bar for deserialization: allocated bytes over the returned objects' bytes. */
  static final double MAX_DESER_PER_RETURNED = 1.2;

  /** One row: Serval's figures and the lowest ratio among the peers, NaN where unknown. */
  record Row(String workload, double serBytes, double deserBytes, long returnedBytes,
      double bestPeerRatio, String bestPeer) {
    double deserRatio() {
      return returnedBytes > 0 ? deserBytes / returnedBytes : Double.NaN;
    }
  }

  private AllocationTargets() {}

  /** A row per workload that {@code serval} passed and was sized on. */
  static List<Row> rows(List<String> workloads, List<String> codecs, String serval, Results results) {
    List<Row> rows = new ArrayList<>();
    for (String w : workloads) {
      PairResult s = results.pair(w, serval);
      if (!s.passed() || s.returnedBytes() <= 0) continue;
      double best = Double.NaN;
      String bestPeer = null;
      for (String c : codecs) {
        if (c.startsWith("serval")) continue;
        PairResult p = results.pair(w, c);
        double r = p.passed() ? p.deserAllocPerReturnedByte() : Double.NaN;
        if (Double.isFinite(r) && (bestPeer == null || r < best)) {
          best = r;
          bestPeer = c;
        }
      }
      rows.add(new Row(w, s.serAllocBytes(), s.deserAllocBytes(), s.returnedBytes(), best, bestPeer));
    }
    return rows;
  }

  /** The headline's sentence, or null when no row was sized. */
  static String sentence(List<Row> rows, String serval) {
    Row worst = null;
    int sized = 0;
    int over = 0;
    for (Row r : rows) {
      double ratio = r.deserRatio();
      if (!Double.isFinite(ratio)) continue;
      sized++;
      if (ratio > MAX_DESER_PER_RETURNED) over++;
      if (worst == null || ratio > worst.deserRatio()) worst = r;
    }
    if (worst == null) return null;
    StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
        "Allocation (%s): deserializing allocates %s the bytes of the objects it returns "
            + "(geometric mean over %d rows; worst %s, %s; %d rows above the %s the project allows).",
        serval, Fmt.ratio(Comparison.geomean(rows, Row::deserRatio)), sized,
        Fmt.ratio(worst.deserRatio()), worst.workload(), over, Fmt.ratio(MAX_DESER_PER_RETURNED)));
    List<String> ser = new ArrayList<>();
    for (Row r : rows) {
      if (ZERO_SER_WORKLOADS.contains(r.workload()) && Double.isFinite(r.serBytes())) {
        ser.add(r.workload() + " " + Fmt.integer(r.serBytes()) + " B/op");
      }
    }
    if (!ser.isEmpty()) {
      s.append(" Serializing into a reused buffer allocates ").append(String.join(", ", ser))
          .append(" (the project asks 0).");
    }
    return s.toString();
  }

  /** What the section's numbers mean, one paragraph per entry. */
  static List<String> explanation(RunMode mode) {
    List<String> paragraphs = new ArrayList<>();
    paragraphs.add("The project asks deserialization to allocate no more than 1.2 times the heap bytes "
        + "of the objects it returns, and serializing `Client` and `MediaContent` into a reused "
        + "buffer to allocate nothing. Returned = the bytes of every object reachable from one "
        + "deserialization's result, each counted once, as OpenJDK's JOL lays them out on this JVM; "
        + "objects taken from a cache (enum constants, small boxed integers) are counted although "
        + "nothing allocated them, so a ratio can be below 1. Payloads above 1 MB are not sized.");
    if (!mode.gcProfiler()) {
      paragraphs.add("This mode counts allocation outside JMH, with the thread allocation "
          + "counters that JMH's gc profiler reads, over up to 200 calls of each pair in the "
          + "codec's JVM after all of its timings, so with the code compiled as it was timed. A "
          + "`claim` run measures with JMH's gc profiler instead.");
    }
    return paragraphs;
  }
}
