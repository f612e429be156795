package dev.serval.internal;

import dev.serval.SerialException;
import java.util.function.Supplier;

/**
 * Runs the next stretch of a very deep recursion on a helper thread with a large stack, so that a
 * long linked structure neither overflows the caller's stack nor needs the common path to give up
 * plain recursion. The caller waits; the hand-over of {@link BigStackThreads} orders the two
 * threads' use of the (non-thread-safe) session. Only graphs deeper than {@link #FIRST_HOP_DEPTH}
 * pay for it.
 */
final class DeepCalls {
  /**
   * Nesting levels run on the caller's own stack, which may already be partly used. A level of a
   * class with {@code writeObject}/{@code readObject} hooks took up to 2.6 KB of stack (a chain of
   * them read on a 1 MB thread, after other deep graphs had been read in the JVM, overflowed at
   * about 400 levels: DeepShapesTest), so 128 such levels take about a third of a 1 MB stack. At
   * 384 that chain's read overflowed before its first hop.
   */
  static final int FIRST_HOP_DEPTH = 128;
  /** Nesting levels run on each helper thread's stack. */
  static final int LEVELS_PER_HOP = 8192;

  private DeepCalls() {}

  /** The depth up to which neither the depth limit nor a thread hop can apply. */
  static int shallowDepth(dev.serval.Limits limits) {
    return Math.min(FIRST_HOP_DEPTH - 1, limits.maxDepth());
  }

  /** The message of the failure at a nesting level past {@code limits}' depth limit. */
  static String tooDeep(dev.serval.Limits limits) {
    return "nesting deeper than the limit of " + limits.maxDepth() + " levels (Limits.maxDepth)";
  }

  static boolean isHopDepth(int depth) {
    return depth >= FIRST_HOP_DEPTH && (depth - FIRST_HOP_DEPTH) % LEVELS_PER_HOP == 0;
  }

  static <T> T onFreshStack(Supplier<T> work) {
    try {
      return BigStackThreads.call(work);
    } catch (StackOverflowError e) {
      throw new SerialException("graph too deep for the thread stack", e);
    }
  }
}
