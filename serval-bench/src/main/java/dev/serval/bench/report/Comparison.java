package dev.serval.bench.report;

import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.ServalNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Serval against the fastest peer, row by row. Ratios are speed-ups, so above 1 means Serval is
 * faster: Serval's throughput over the peer's for ser and deser, the peer's round-trip time over
 * Serval's for the round trip. The size ratio is Serval's bytes over the smallest binary peer's, so
 * below 1 means Serval is smaller.
 */
final class Comparison {

  /** One workload's comparison; peers are named, or null where no peer was measured. */
  record Row(
      String workload,
      String fastestSerPeer, double serRatio,
      String fastestDeserPeer, double deserRatio,
      String fastestRoundTripPeer, double roundTripRatio,
      String smallestBinaryPeer, double sizeRatio) {

    boolean servalLeads() {
      return roundTripRatio > 1;
    }
  }

  /** The geometric means over rows where both sides were measured. */
  record Headline(String servalCodec, double ser, double deser, double roundTrip, double size,
      int rowsCompared, int rowsLeading) {}

  private Comparison() {}

  /** Compares {@code serval} with every peer in {@code infos} that is not Serval. */
  static List<Row> rows(List<String> workloads, String serval, Map<String, CodecInfo> infos, Results results) {
    List<Row> rows = new ArrayList<>();
    for (String w : workloads) {
      PairResult s = results.pair(w, serval);
      String serPeer = best(w, infos, results, p -> p.serOpsPerSecond(), true);
      String deserPeer = best(w, infos, results, p -> p.deserOpsPerSecond(), true);
      String rtPeer = best(w, infos, results, p -> -p.roundTripNanos(), true);
      String smallPeer = smallestBinary(w, infos, results);
      boolean measured = s.timed();
      rows.add(new Row(w,
          serPeer, measured && serPeer != null ? s.serOpsPerSecond() / results.pair(w, serPeer).serOpsPerSecond() : Double.NaN,
          deserPeer, measured && deserPeer != null ? s.deserOpsPerSecond() / results.pair(w, deserPeer).deserOpsPerSecond() : Double.NaN,
          rtPeer, measured && rtPeer != null ? results.pair(w, rtPeer).roundTripNanos() / s.roundTripNanos() : Double.NaN,
          smallPeer, s.passed() && smallPeer != null
              ? (double) s.check().bytes() / results.pair(w, smallPeer).check().bytes() : Double.NaN));
    }
    return rows;
  }

  static Headline headline(String serval, List<Row> rows) {
    int compared = 0;
    int leading = 0;
    for (Row r : rows) {
      if (Double.isFinite(r.roundTripRatio())) {
        compared++;
        if (r.servalLeads()) leading++;
      }
    }
    return new Headline(serval, geomean(rows, Row::serRatio), geomean(rows, Row::deserRatio),
        geomean(rows, Row::roundTripRatio), geomean(rows, Row::sizeRatio), compared, leading);
  }

  /** The peer with the highest {@code score} among peers whose check passed and were timed. */
  private static String best(String workload, Map<String, CodecInfo> infos, Results results,
      ToDoubleFunction<PairResult> score, boolean peersOnly) {
    String best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (CodecInfo info : infos.values()) {
      if (peersOnly && ServalNames.ALL.contains(info.name())) continue;
      PairResult p = results.pair(workload, info.name());
      if (!p.timed()) continue;
      double v = score.applyAsDouble(p);
      if (v > bestScore) {
        bestScore = v;
        best = info.name();
      }
    }
    return best;
  }

  private static String smallestBinary(String workload, Map<String, CodecInfo> infos, Results results) {
    String best = null;
    int bestBytes = Integer.MAX_VALUE;
    for (CodecInfo info : infos.values()) {
      if (ServalNames.ALL.contains(info.name()) || info.format() != CodecInfo.Format.BINARY) continue;
      PairResult p = results.pair(workload, info.name());
      if (p.passed() && p.check().bytes() < bestBytes) {
        bestBytes = p.check().bytes();
        best = info.name();
      }
    }
    return best;
  }

  /** The geometric mean of the finite, positive ratios of {@code rows}; NaN when there are none. */
  static <T> double geomean(List<T> rows, ToDoubleFunction<T> ratio) {
    double logSum = 0;
    int n = 0;
    for (T r : rows) {
      double v = ratio.applyAsDouble(r);
      if (Double.isFinite(v) && v > 0) {
        logSum += Math.log(v);
        n++;
      }
    }
    return n == 0 ? Double.NaN : Math.exp(logSum / n);
  }
}
