package dev.serval.bench.check;

/**
 * The round trip of one (workload, codec) pair, done before any timing.
 *
 * @param passed whether the value came back deep-equal to its input
 * @param reason why it failed: the exception, or the path of the first difference
 * @param bytes serialized size, or -1 when serialization failed
 * @param deflatedBytes size after Deflate (jvm-serializers' {@code +dfl}), or -1
 */
public record CheckResult(
    String workload, String codec, boolean passed, String reason, int bytes, int deflatedBytes) {

  public static CheckResult passed(String workload, String codec, int bytes, int deflatedBytes) {
    return new CheckResult(workload, codec, true, "", bytes, deflatedBytes);
  }

  public static CheckResult failed(String workload, String codec, String reason, int bytes, int deflatedBytes) {
    return new CheckResult(workload, codec, false, reason, bytes, deflatedBytes);
  }
}
