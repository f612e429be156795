package dev.serval.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * Runs hostile work under a stated bound of wall time and of bytes allocated by the reading thread,
 * fails the test when either is exceeded, and prints the measured figures (grep the test output for
 * {@code budget:}). Allocation is measured with {@code com.sun.management.ThreadMXBean}; work that
 * Serval moves to helper threads (only nesting deeper than a few hundred levels) is bounded by the
 * retained-heap check of {@link #retainedHeapBytes} instead.
 */
final class Budget {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  /** What a bounded run measured. */
  record Figures(String name, long millis, long allocatedBytes, Object result, Throwable failure) {
    @Override
    public String toString() {
      return "budget: " + name + ": " + millis + " ms, " + allocatedBytes / 1024 + " KiB allocated"
          + (failure != null ? ", ended in " + failure.getClass().getSimpleName() + ": "
              + failure.getMessage() : ", returned");
    }
  }

  private Budget() {}

  /**
   * Runs {@code work} within {@code time} and {@code maxAllocatedBytes}; an exception it throws is
   * captured in the figures (the caller asserts on it), a timeout or an exceeded allocation fails.
   */
  static Figures run(String name, Duration time, long maxAllocatedBytes, Supplier<?> work) {
    Figures figures = assertTimeoutPreemptively(time, () -> {
      long threadId = Thread.currentThread().getId();
      long allocatedBefore = THREADS.getThreadAllocatedBytes(threadId);
      long start = System.nanoTime();
      Object result = null;
      Throwable failure = null;
      try {
        result = work.get();
      } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
        failure = e;
      }
      long millis = (System.nanoTime() - start) / 1_000_000;
      long allocated = THREADS.getThreadAllocatedBytes(threadId) - allocatedBefore;
      return new Figures(name, millis, allocated, result, failure);
    }, () -> name + " took longer than its budget of " + time.toMillis() + " ms");
    System.out.println(figures);
    assertThat(figures.allocatedBytes())
        .as("%s: bytes allocated by the reading thread", name)
        .isLessThanOrEqualTo(maxAllocatedBytes);
    return figures;
  }

  /** Heap in use after a full collection, for bounds on what helper threads kept alive. */
  static long retainedHeapBytes() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
