package dev.serval.bench.report;

import dev.serval.bench.check.CheckResult;

/**
 * What was measured for one (workload, codec) pair. Throughputs are operations per second; NaN
 * where nothing was measured (a failed check, a benchmark that threw).
 *
 * @param serAllocBytes bytes allocated per serialization (JMH gc profiler), NaN if unknown
 * @param returnedBytes heap bytes of the objects one deserialization returned, -1 if unknown
 * @param roundTripSamples percentiles of sampled round trips, or null outside the TypedSerializer family
 */
public record PairResult(
    String workload,
    String codec,
    CheckResult check,
    double serOpsPerSecond,
    double deserOpsPerSecond,
    double serAllocBytes,
    double deserAllocBytes,
    long returnedBytes,
    Percentiles roundTripSamples) {

  /** Nanoseconds per serialization. */
  public double serNanos() {
    return 1e9 / serOpsPerSecond;
  }

  public double deserNanos() {
    return 1e9 / deserOpsPerSecond;
  }

  /** Serialization plus deserialization time, from the two throughputs (not a separate benchmark). */
  public double roundTripNanos() {
    return serNanos() + deserNanos();
  }

  /** Deserialization's allocation over the bytes it returns, or NaN when either is unknown. */
  public double deserAllocPerReturnedByte() {
    return returnedBytes > 0 ? deserAllocBytes / returnedBytes : Double.NaN;
  }

  public boolean passed() {
    return check != null && check.passed();
  }

  public boolean timed() {
    return passed() && Double.isFinite(serOpsPerSecond) && Double.isFinite(deserOpsPerSecond);
  }

  /** Round-trip nanoseconds: mean, median, 95th and 99th percentiles. */
  public record Percentiles(double mean, double p50, double p95, double p99) {}
}
