package dev.serval.bench.check;

import dev.serval.bench.codec.Codec.Bound;
import java.lang.management.ManagementFactory;

/**
 * Bytes allocated per serialization and deserialization, from the JVM's per-thread allocation
 * counter: the counter JMH's gc profiler reads for {@code gc.alloc.rate.norm}. Quick runs use this
 * instead of the profiler, whose per-iteration cost would exceed their whole time budget.
 */
public final class AllocationProbe {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  /** Allocation per operation, in bytes. */
  public record Allocation(String workload, String codec, double serBytes, double deserBytes) {}

  private AllocationProbe() {}

  /** Measures after a few warm-up calls, over enough calls to average out buffer growth. */
  public static Allocation measure(String workload, String codec, Bound bound, Object value, byte[] bytes)
      throws Exception {
    int calls = Math.max(1, Math.min(200, 2_000_000 / Math.max(1, bytes.length)));
    for (int i = 0; i < Math.min(calls, 20); i++) bound.deserialize(bound.serialize(value));
    long threadId = Thread.currentThread().getId();
    long start = THREADS.getThreadAllocatedBytes(threadId);
    for (int i = 0; i < calls; i++) bound.serializeReusing(value);
    long middle = THREADS.getThreadAllocatedBytes(threadId);
    for (int i = 0; i < calls; i++) bound.deserialize(bytes);
    long end = THREADS.getThreadAllocatedBytes(threadId);
    return new Allocation(workload, codec, (middle - start) / (double) calls, (end - middle) / (double) calls);
  }
}
