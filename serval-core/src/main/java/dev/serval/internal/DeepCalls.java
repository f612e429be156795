package dev.serval.internal;

import dev.serval.SerialException;
import java.util.function.Supplier;

/**
 * Runs the next stretch of a very deep recursion on a fresh thread with a large stack, so that a
 * long linked structure neither overflows the caller's stack nor needs the common path to give up
 * plain recursion. The caller waits; happens-before across start and join makes the hand-over of
 * the (non-thread-safe) session safe. Only graphs deeper than {@link #FIRST_HOP_DEPTH} pay for it.
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

  static <T> T onFreshStack(Supplier<T> work) {
    Object[] result = new Object[1];
    Throwable[] failure = new Throwable[1];
    Thread thread = new Thread(null, () -> {
      try {
        result[0] = work.get();
      } catch (Throwable t) {
        failure[0] = t;
      }
    }, "serval-deep-graph", HOP_STACK_BYTES);
    thread.setDaemon(true);
    thread.start();
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
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
