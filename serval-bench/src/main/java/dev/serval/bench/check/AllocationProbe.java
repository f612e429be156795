package dev.serval.bench.check;

import dev.serval.bench.codec.Codec.Bound;
import java.lang.management.ManagementFactory;

/**
 * Bytes allocated per serialization and deserialization, from the JVM's per-thread allocation
 * counters summed over the live threads: the counters JMH's gc profiler reads for {@code
 * gc.alloc.rate.norm}. Quick runs use this instead of the profiler, whose per-iteration cost would
 * exceed their whole time budget; every run uses it to size what deserialization returns.
 */
public final class AllocationProbe {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  /**
   * Allocation per operation, in bytes, and the bytes of the objects one deserialization returns
   * ({@link ReturnedSize}; -1 when not measured).
   */
  public record Allocation(
      String workload, String codec, double serBytes, double deserBytes, long returnedBytes) {
    public Allocation withReturned(long bytes) {
      return new Allocation(workload, codec, serBytes, deserBytes, bytes);
    }
  }

  /**
   * Payloads above this size are not sized: JOL takes about 2 us an object, and the 2,000-client
   * list (2.9 MB, 530 thousand objects) took 1.2 to 2.2 s a codec.
   */
  static final int MAX_SIZED_PAYLOAD = 1 << 20;

  private AllocationProbe() {}

  /**
   * The bytes every live thread has allocated so far, as JMH's gc profiler counts them: Serval
   * writes and reads the levels of a deep graph past the first few hundred on helper threads
   * (counting the calling thread alone put the 1,000-link chain's deserialization at 34 bytes a
   * link). A thread that ends between two readings drops out of the second; the helpers live on.
   */
  private static long allocatedByLiveThreads() {
    long sum = 0;
    for (long bytes : THREADS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
      if (bytes > 0) sum += bytes;
    }
    return sum;
  }

  /**
   * Measures after a few warm-up calls, over enough calls to average out buffer growth, and sizes
   * what deserialization returns.
   */
  public static Allocation measure(String workload, String codec, Bound bound, Object value, byte[] bytes)
      throws Exception {
    Allocation counted = count(workload, codec, bound, value, bytes);
    long returned = bytes.length <= MAX_SIZED_PAYLOAD ? ReturnedSize.of(bound.deserialize(bytes)) : -1;
    return counted.withReturned(returned);
  }

  /** {@link #measure} without sizing what deserialization returns (-1). */
  public static Allocation count(String workload, String codec, Bound bound, Object value, byte[] bytes)
      throws Exception {
    int calls = Math.max(1, Math.min(200, 2_000_000 / Math.max(1, bytes.length)));
    for (int i = 0; i < Math.min(calls, 20); i++) bound.deserialize(bound.serialize(value));
    // A reading allocates too (the arrays of thread ids and counts), and what one allocates lands
    // in the next reading's count: about 170 bytes, a byte a call over 200 calls. Two readings in
    // a row measure it.
    long previous = allocatedByLiveThreads();
    long start = allocatedByLiveThreads();
    long reading = start - previous;
    for (int i = 0; i < calls; i++) bound.serializeReusing(value);
    long middle = allocatedByLiveThreads();
    for (int i = 0; i < calls; i++) bound.deserialize(bytes);
    long end = allocatedByLiveThreads();
    return new Allocation(workload, codec, perCall(middle - start - reading, calls),
        perCall(end - middle - reading, calls), -1);
  }

  private static double perCall(long bytes, int calls) {
    return Math.max(0, bytes) / (double) calls;
  }
}
