package dev.serval.testing;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs work on a thread with a 1 MB stack, the JVM's usual default, so a test of deep graphs
 * fails with a stack overflow where a caller's small stack would.
 */
public final class SmallStack {
  private SmallStack() {}

  /** Runs {@code work} on a fresh 1 MB-stack thread and returns its result or rethrows. */
  public static <T> T call(Supplier<T> work) throws Exception {
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t = new Thread(null, () -> {
      try {
        result.set(work.get());
      } catch (Throwable e) {
        failure.set(e);
      }
    }, "small-stack", 1 << 20);
    t.start();
    t.join();
    if (failure.get() instanceof Exception e) {
      throw e;
    }
    if (failure.get() instanceof Error e) {
      throw e;
    }
    return result.get();
  }
}
