package dev.serval.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * What Serval's evolving schema costs over its fixed one, from the round trips of the two modes in
 * the same run (same references setting): the project allows evolving mode at most {@link
 * #ALLOWED} times the time of fixed mode on every row.
 *
 * @param geomean the geometric mean over the rows of evolving time / fixed time
 * @param worst the largest of those ratios, on {@code worstWorkload}
 * @param rowsOver how many rows exceed {@link #ALLOWED}
 */
record EvolvingCost(String evolving, String fixed, double geomean, double worst,
    String worstWorkload, int rowsOver, int rowsCompared) {
  static final double ALLOWED = 1.15;

  /** The cost over the workloads where both modes were timed; empty when there are none. */
  static Optional<EvolvingCost> of(List<String> workloads, String fixed, String evolving,
      Results results) {
    double logSum = 0;
    int compared = 0;
    int over = 0;
    double worst = Double.NEGATIVE_INFINITY;
    String worstWorkload = null;
    for (String w : workloads) {
      PairResult f = results.pair(w, fixed);
      PairResult e = results.pair(w, evolving);
      if (!f.timed() || !e.timed()) continue;
      double ratio = e.roundTripNanos() / f.roundTripNanos();
      logSum += Math.log(ratio);
      compared++;
      if (ratio > ALLOWED) over++;
      if (ratio > worst) {
        worst = ratio;
        worstWorkload = w;
      }
    }
    if (compared == 0) return Optional.empty();
    return Optional.of(new EvolvingCost(evolving, fixed, Math.exp(logSum / compared), worst,
        worstWorkload, over, compared));
  }

  /** One sentence for the headline, with each codec's name as {@code name} shows it. */
  String sentence(UnaryOperator<String> name) {
    return String.format(Locale.ROOT,
        "%s takes %s the round-trip time of %s (geometric mean over %d rows; worst %s, %s); "
            + "%d of the rows above the %s the project allows.",
        name.apply(evolving), Fmt.ratio(geomean), name.apply(fixed), rowsCompared,
        Fmt.ratio(worst), worstWorkload, rowsOver, Fmt.ratio(ALLOWED));
  }
}
