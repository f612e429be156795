package dev.serval.bench.report;

import java.util.Locale;

/** Number formats of the report, close to the seeds': grouped integers, two-digit ratios. */
final class Fmt {
  private Fmt() {}

  /** {@code 1 234 567}, as the GraalDOSS tables print throughput; "–" when not measured. */
  static String grouped(double value) {
    if (!Double.isFinite(value)) return "–";
    return String.format(Locale.ROOT, "%,d", Math.round(value)).replace(',', ' ');
  }

  static String integer(double value) {
    if (!Double.isFinite(value)) return "–";
    return Long.toString(Math.round(value));
  }

  static String ratio(double value) {
    if (!Double.isFinite(value)) return "n/a";
    return String.format(Locale.ROOT, "%.2f×", value);
  }

  /** Like {@link #ratio}, with a third decimal below 0.1, where two would round to nothing. */
  static String smallRatio(double value) {
    if (!Double.isFinite(value) || value >= 0.095) return ratio(value);
    return String.format(Locale.ROOT, "%.3f×", value);
  }

  /** Gigabytes (10^9 bytes) per second, two decimals; "–" when not measured. */
  static String gigabytes(double gigabytesPerSecond) {
    if (!Double.isFinite(gigabytesPerSecond)) return "–";
    return String.format(Locale.ROOT, "%.2f", gigabytesPerSecond);
  }

  static String millis(double nanos) {
    if (!Double.isFinite(nanos)) return "–";
    return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
  }

  static String bytes(int bytes) {
    return bytes < 0 ? "–" : Integer.toString(bytes);
  }

  /**
   * Pipes would break a Markdown table and line breaks would too; {@code <} would start an HTML
   * tag ({@code List<Client>}).
   */
  static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ").replace("<", "&lt;");
  }
}
