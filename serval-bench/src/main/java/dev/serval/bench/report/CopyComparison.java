package dev.serval.bench.report;

import dev.serval.bench.check.CheckResult;
import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.run.RunMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Serval on the primitive-array workloads against the machine's memory copy: the project asks each
 * of them to serialize and deserialize at no less than half the speed of {@code System.arraycopy}
 * of the same byte count, measured in the same run. Speeds are payload bytes × operations per
 * second; the copy is of the {@code serval} payload's byte count, and each Serval mode's speed
 * counts its own payload.
 */
final class CopyComparison {
  /** The bar: at least half the copy speed. */
  static final double REQUIRED_RATIO = 0.5;

  /**
   * One workload: its {@code serval} payload size, the copy's speed, the speed of allocating a new
   * array of the payload's size, the full-read hash's speed over the same bytes, {@code serval}'s
   * deserialization without the full read (timed beside the copy), and each measured Serval mode's
   * figures.
   */
  record Row(String workload, int payloadBytes, double copyGigabytesPerSecond,
      double newArrayGigabytesPerSecond, double hashGigabytesPerSecond,
      double deserAloneGigabytesPerSecond, Map<String, Mode> modes) {
    double deserAloneRatio() {
      return deserAloneGigabytesPerSecond / copyGigabytesPerSecond;
    }

    double newArrayRatio() {
      return newArrayGigabytesPerSecond / copyGigabytesPerSecond;
    }
  }

  /** One Serval mode on one workload; ratios are to the copy's speed (1 = as fast as the copy). */
  record Mode(int payloadBytes, double serGigabytesPerSecond, double deserGigabytesPerSecond) {
    double serRatio(double copy) {
      return serGigabytesPerSecond / copy;
    }

    double deserRatio(double copy) {
      return deserGigabytesPerSecond / copy;
    }
  }

  /** The lowest ratio of the whole comparison, with where it was measured. */
  record Worst(String workload, String servalCodec, String direction, double ratio) {}

  /** What the section's numbers mean, one paragraph per entry; both reports print it. */
  static List<String> explanation(RunMode mode) {
    List<String> paragraphs = new ArrayList<>(EXPLANATION);
    if (mode.timesRowsInCodecJvm() || mode == RunMode.TINY) paragraphs.add(SHORT_ITERATIONS);
    return paragraphs;
  }

  private static final List<String> EXPLANATION = List.of(
      "The project asks the primitive-array workloads to serialize and deserialize at no less than "
          + "half of the machine's memory-copy speed. The copy is `System.arraycopy` between two byte "
          + "arrays as long as the `serval` payload, timed in this run with the same JMH settings as "
          + "the pairs; at these sizes both arrays stay in the CPU cache. Speed = payload bytes × "
          + "operations per second (GB = 10^9 bytes), each Serval mode counting its own payload; "
          + "ratio = that speed / the copy's speed (the project asks at least 0.50×).",
      "Serialization writes into the codec's reused output. Deserialization is not a pure copy: "
          + "each operation builds the arrays (and the object that holds them) and then reads every "
          + "element again through the full-read hash that every deserialization benchmark does "
          + "(`FullRead`), so its ratio includes allocating, filling and hashing the result. The column `hash alone` "
          + "times that hash by itself, in the same units (the `serval` payload's bytes per second): "
          + "deserialization cannot be faster than it. The column `deser alone` is `serval`'s "
          + "deserialization without that hash (the result returned to JMH, which keeps it), timed "
          + "in the copy's JVM, with its ratio to the copy: the speed of the arrays themselves. The "
          + "column `new array` times `new byte[n]` alone, n the payload's length, in the same JVM: "
          + "the fresh heap a deserialization must get (and the JVM zero) for its result before it "
          + "copies a byte. The copy reuses two arrays that stay in the CPU cache, while new arrays "
          + "keep reaching memory the cache has not held (the young generation is far larger): "
          + "deserialization alone pays for `new array` and for the copy, whatever the serializer "
          + "(a short measurement may still catch a garbage collection that the other missed).");

  /**
   * Measured: LargeNativeArrays deserialized at about 1,000 ops/s in a quick run and 70,000 ops/s
   * with one-second iterations, both Serval and Fory; the copy, a hundred times faster per call,
   * is warm either way.
   */
  private static final String SHORT_ITERATIONS =
      "This mode's iterations last tens of milliseconds: a deserialization that takes a large part "
          + "of a millisecond is timed before the JIT has compiled it, and reads up to tens of times "
          + "slower than in `claim` or `full` mode, while the copy is warm. Quote the ratios of a "
          + "`claim` run (`./bench claim --filter 'int\\[512\\]|double\\[512\\]|LargeNativeArrays/^serval$'`).";

  private CopyComparison() {}

  /** The workloads with a copy baseline, in report order, each with the Serval modes that ran. */
  static List<Row> rows(List<String> workloads, List<String> codecs, Results results) {
    List<Row> rows = new ArrayList<>();
    for (String w : workloads) {
      double copyOps = results.copyBaseline(w);
      CheckResult reference = results.check(w, ServalNames.FIXED);
      if (!Double.isFinite(copyOps) || reference == null || !reference.passed()) continue;
      Map<String, Mode> modes = new LinkedHashMap<>();
      for (String c : codecs) {
        if (!ServalNames.ALL.contains(c)) continue;
        PairResult p = results.pair(w, c);
        if (!p.timed()) continue;
        int bytes = p.check().bytes();
        modes.put(c, new Mode(bytes, gigabytesPerSecond(bytes, p.serOpsPerSecond()),
            gigabytesPerSecond(bytes, p.deserOpsPerSecond())));
      }
      rows.add(new Row(w, reference.bytes(), gigabytesPerSecond(reference.bytes(), copyOps),
          gigabytesPerSecond(reference.bytes(), results.newArray(w)),
          gigabytesPerSecond(reference.bytes(), results.fullReadHash(w)),
          gigabytesPerSecond(reference.bytes(), results.servalDeserializeAlone(w)), modes));
    }
    return rows;
  }

  static Optional<Worst> worst(List<Row> rows) {
    List<Worst> all = new ArrayList<>();
    for (Row r : rows) {
      for (Map.Entry<String, Mode> m : r.modes().entrySet()) {
        all.add(new Worst(r.workload(), m.getKey(), "ser", m.getValue().serRatio(r.copyGigabytesPerSecond())));
        all.add(new Worst(r.workload(), m.getKey(), "deser", m.getValue().deserRatio(r.copyGigabytesPerSecond())));
      }
    }
    return all.stream().filter(w -> Double.isFinite(w.ratio())).min(Comparator.comparingDouble(Worst::ratio));
  }

  /** The row whose deserialization without the full read is furthest from the copy, if measured. */
  static Optional<Row> worstDeserAlone(List<Row> rows) {
    return rows.stream().filter(r -> Double.isFinite(r.deserAloneRatio()))
        .min(Comparator.comparingDouble(Row::deserAloneRatio));
  }

  static double gigabytesPerSecond(int bytes, double opsPerSecond) {
    return bytes * opsPerSecond / 1e9;
  }
}
