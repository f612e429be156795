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
  /**
   * Past {@link #FIRST_HOP_DEPTH}, a level whose body a generated codec writes or reads by calling
   * itself (a field of the class's own type: a list's next node) stays on the caller's stack up to
   * this depth. Such a level took 210 to 340 bytes of stack (DeepShapesTest), so the 896 levels
   * past the first hop depth add at most about 300 KB to the 330 KB the first 127 levels may take
   * at worst; every other kind of level past {@link #FIRST_HOP_DEPTH} still hops. A hop cost a
   * 1,000-link chain about a quarter of its time (JMH, {@code extra:Deep chain[1000]}): it moves
   * the work, and what it reads and writes, to another core.
   */
  static final int SELF_CALL_HOP_DEPTH = 1024;
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

  /**
   * Whether level {@code depth}, past the shallow depth, runs on a fresh stack. {@code hopDepth} is
   * the level of the current hop, or 0 while the caller's own stack is in use: there every level
   * past the shallow depth hops, except one a codec enters by calling itself ({@code selfCall}),
   * up to {@link #SELF_CALL_HOP_DEPTH}. A helper's stack takes {@link #LEVELS_PER_HOP} levels of
   * any kind.
   */
  static boolean isHopDepth(int depth, int hopDepth, boolean selfCall) {
    if (hopDepth == 0) {
      return !selfCall || depth >= SELF_CALL_HOP_DEPTH;
    }
    return (depth - hopDepth) % LEVELS_PER_HOP == 0;
  }

  static <T> T onFreshStack(Supplier<T> work) {
    try {
      return BigStackThreads.call(work);
    } catch (StackOverflowError e) {
      throw new SerialException("graph too deep for the thread stack", e);
    }
  }
}
