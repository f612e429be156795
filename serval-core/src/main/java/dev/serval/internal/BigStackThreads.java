package dev.serval.internal;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Helper threads with a large stack, for {@link DeepCalls}: {@link #call} runs work on one of
 * them while the caller waits.
 *
 * <p>A hand-over through a thread pool and a {@code Future} puts the helper to sleep between tasks
 * and the caller to sleep during one, and waking a sleeping thread is slow: two wake-ups cost
 * about 80 us a hop on the benchmark machine, five times what writing a 1,000-link chain costs
 * without the hop (JMH, {@code extra:Deep chain[1000]}). So both sides spin for a short while
 * before they sleep: a caller while its task runs, an idle helper while it waits for the next task.
 * A helper sleeps after that and ends when it has had no work for {@link #IDLE_NANOS}; it is kept
 * that long because starting a thread with a large stack costs more than handing one work (a
 * 1,000-link chain, which hops once, took about 210 us a call with a new thread each time, 80 us
 * with a pooled one, in a plain loop).
 *
 * <p>Spinning assumes both threads have a CPU. When they do not (on the 2-core benchmark machine,
 * one other busy thread was enough), the spinner holds the CPU the other thread needs: the
 * 1,000-link chain serialized at 7 k calls a second instead of 45 k. So a spinner busy-waits
 * only {@link #BUSY_NANOS}, then yields its CPU between looks: 30 k with the busy thread beside
 * it, and on an idle machine serialization as before and deserialization 5% slower (yielding from
 * the first look cost 10 to 17% there).
 *
 * <p>Idle helpers wait on a stack, most recently used first, so back-to-back hops find the one
 * that is still spinning. Handing a task over is a volatile write read by the other thread, in
 * both directions, so everything the caller did before is visible to the task and everything the
 * task did is visible to the caller afterwards.
 */
final class BigStackThreads {
  private static final long STACK_BYTES = 64L << 20;
  /** How long a waiting caller, and a helper without work, spin before they sleep; none on one CPU. */
  private static final long SPIN_NANOS =
      Runtime.getRuntime().availableProcessors() > 1 ? TimeUnit.MICROSECONDS.toNanos(100) : 0;
  /** The first part of a spin, busy-waiting; the rest yields the CPU between looks. */
  private static final long BUSY_NANOS = TimeUnit.MICROSECONDS.toNanos(5);
  private static final long IDLE_NANOS = TimeUnit.SECONDS.toNanos(30);
  private static final ConcurrentLinkedDeque<Helper> IDLE = new ConcurrentLinkedDeque<>();

  private BigStackThreads() {}

  /** One look's wait in a spin that has lasted {@code waited} ns. */
  private static void pause(long waited) {
    if (waited < BUSY_NANOS) {
      Thread.onSpinWait();
    } else {
      Thread.yield();
    }
  }

  /**
   * Runs {@code work} on a helper thread and returns its result, or throws what it threw (an
   * unchecked exception or an error). Waiting ignores interrupts, which are kept for the caller.
   */
  static <T> T call(Supplier<T> work) {
    Handover handover = new Handover(work, Thread.currentThread());
    Helper helper = IDLE.pollFirst();
    if (helper == null) {
      new Helper(handover).start();
    } else {
      helper.give(handover);
    }
    handover.awaitDone();
    if (handover.failure instanceof RuntimeException e) {
      throw e;
    }
    if (handover.failure instanceof Error e) {
      throw e;
    }
    @SuppressWarnings("unchecked")
    T result = (T) handover.result;
    return result;
  }

  /** One piece of work, its outcome, and the caller waiting for it. */
  private static final class Handover {
    private final Supplier<?> work;
    private final Thread caller;
    /** Written by the helper before it sets done, read by the caller after it sees done. */
    private Object result;
    private Throwable failure;
    private volatile boolean done;
    private volatile boolean callerAsleep;

    Handover(Supplier<?> work, Thread caller) {
      this.work = work;
      this.caller = caller;
    }

    void runWork() {
      try {
        result = work.get();
      } catch (Throwable t) {
        failure = t;
      }
    }

    /**
     * Called by the helper. The caller sets callerAsleep before its last look at done and the
     * helper sets done before it looks at callerAsleep, so at least one of them sees the other's
     * write: the caller never sleeps through the end of its task.
     */
    void finish() {
      done = true;
      if (callerAsleep) {
        LockSupport.unpark(caller);
      }
    }

    void awaitDone() {
      long start = System.nanoTime();
      long waited;
      while (!done && (waited = System.nanoTime() - start) < SPIN_NANOS) {
        pause(waited);
      }
      if (done) {
        return;
      }
      callerAsleep = true;
      boolean interrupted = false;
      while (!done) {
        LockSupport.park(this);
        interrupted |= Thread.interrupted();
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private static final class Helper extends Thread {
    private volatile Handover next;

    Helper(Handover first) {
      super(null, null, "serval-deep-graph", STACK_BYTES);
      setDaemon(true);
      next = first;
    }

    /** Called by a caller that has taken this helper off the idle stack. */
    void give(Handover handover) {
      next = handover;
      LockSupport.unpark(this);
    }

    @Override
    public void run() {
      Handover handover;
      while ((handover = awaitNext()) != null) {
        next = null;
        handover.runWork();
        // Back on the idle stack before the caller goes on, so that its next hop finds it.
        IDLE.offerFirst(this);
        handover.finish();
      }
    }

    /** The next task, or null when none came for {@link #IDLE_NANOS} and this helper may end. */
    private Handover awaitNext() {
      long start = System.nanoTime();
      while (true) {
        Handover handover = next;
        if (handover != null) {
          return handover;
        }
        long waited = System.nanoTime() - start;
        if (waited < SPIN_NANOS) {
          pause(waited);
        } else if (waited < IDLE_NANOS) {
          LockSupport.parkNanos(this, IDLE_NANOS - waited);
        } else if (IDLE.removeFirstOccurrence(this)) {
          return null; // nobody took it: end
        } else {
          return awaitGiven(); // a caller took it off the stack and is about to give it a task
        }
      }
    }

    private Handover awaitGiven() {
      Handover handover;
      while ((handover = next) == null) {
        LockSupport.park(this);
      }
      return handover;
    }
  }
}
