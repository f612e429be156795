package dev.serval.internal;

import dev.serval.SerialException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Runs the next stretch of a very deep recursion on a helper thread with a large stack, so that a
 * long linked structure neither overflows the caller's stack nor needs the common path to give up
 * plain recursion. The caller waits; the happens-before edges of an executor's submit and
 * {@code Future.get} make the hand-over of the (non-thread-safe) session safe. Only graphs deeper
 * than {@link #FIRST_HOP_DEPTH} pay for it.
 */
final class DeepCalls {
  /** Nesting levels run on the caller's own stack, which may already be partly used. */
  static final int FIRST_HOP_DEPTH = 384;
  /** Nesting levels run on each helper thread's stack. */
  static final int LEVELS_PER_HOP = 8192;
  private static final long HOP_STACK_BYTES = 64L << 20;

  private DeepCalls() {}

  /** The depth up to which neither the depth limit nor a thread hop can apply. */
  static int shallowDepth(dev.serval.Limits limits) {
    return Math.min(FIRST_HOP_DEPTH - 1, limits.maxDepth());
  }

  static boolean isHopDepth(int depth) {
    return depth >= FIRST_HOP_DEPTH && (depth - FIRST_HOP_DEPTH) % LEVELS_PER_HOP == 0;
  }

  /**
   * Helper threads are kept for a while after use: starting a thread with a large stack costs
   * more than handing it work (a 1,000-link chain, which hops once, went from about 210 to 80 us a
   * call in a plain loop). The pool is unbounded because a hop may itself hop again; idle threads
   * end after 30 seconds.
   */
  private static final ExecutorService HELPERS = new ThreadPoolExecutor(0, Integer.MAX_VALUE,
      30, TimeUnit.SECONDS, new SynchronousQueue<>(), work -> {
        Thread thread = new Thread(null, work, "serval-deep-graph", HOP_STACK_BYTES);
        thread.setDaemon(true);
        return thread;
      });

  static <T> T onFreshStack(Supplier<T> work) {
    Object[] result = new Object[1];
    Throwable[] failure = new Throwable[1];
    Future<?> done = HELPERS.submit(() -> {
      try {
        result[0] = work.get();
      } catch (Throwable t) {
        failure[0] = t;
      }
    });
    boolean interrupted = false;
    while (true) {
      try {
        done.get();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      } catch (ExecutionException e) {
        failure[0] = e.getCause(); // not reached: the task catches everything itself
        break;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    Throwable t = failure[0];
    if (t instanceof RuntimeException) {
      throw (RuntimeException) t;
    }
    if (t instanceof StackOverflowError) {
      throw new SerialException("graph too deep for the thread stack", t);
    }
    if (t instanceof Error) {
      throw (Error) t;
    }
    @SuppressWarnings("unchecked")
    T value = (T) result[0];
    return value;
  }
}
