package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The hand-over between a caller and the big-stack helper that runs its work. Each test runs on a
 * thread of its own and has a time limit, so that a caller the hand-over never wakes fails its
 * test instead of hanging the build.
 */
@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BigStackThreadsTest {

  @Test
  void returnsTheResultComputedOnAHelperThread() {
    Thread caller = Thread.currentThread();
    Thread ranOn = BigStackThreads.call(Thread::currentThread);
    assertThat(ranOn).isNotSameAs(caller);
    assertThat(ranOn.getName()).isEqualTo("serval-deep-graph");
    assertThat(ranOn.isDaemon()).isTrue();
  }

  @Test
  void rethrowsWhatTheWorkThrewAsItIs() {
    IllegalStateException runtime = new IllegalStateException("runtime");
    assertThatThrownBy(() -> BigStackThreads.call(() -> {
      throw runtime;
    })).isSameAs(runtime);
    AssertionError error = new AssertionError("error");
    assertThatThrownBy(() -> BigStackThreads.call(() -> {
      throw error;
    })).isSameAs(error);
    // The helper that ran the failing work is still usable.
    assertThat(BigStackThreads.call(() -> 42)).isEqualTo(42);
  }

  @Test
  void backToBackCallsReuseTheHelper() {
    Thread first = BigStackThreads.call(Thread::currentThread);
    for (int i = 0; i < 1000; i++) {
      assertThat(BigStackThreads.call(Thread::currentThread)).isSameAs(first);
    }
  }

  @Test
  void nestedCallsRunOnAnotherHelper() {
    List<Thread> threads = BigStackThreads.call(() -> {
      Thread outer = Thread.currentThread();
      Thread inner = BigStackThreads.call(Thread::currentThread);
      return List.of(outer, inner);
    });
    assertThat(threads.get(0)).isNotSameAs(threads.get(1));
  }

  /**
   * Plain (non-volatile) state written by the caller is seen by the work, and the work's writes by
   * the caller, as a session handed between the two threads needs; many callers at once each get
   * their own answer.
   */
  @Test
  void concurrentCallersEachGetTheirOwnWorkDoneAndSeeItsWrites() throws Exception {
    int callers = 8;
    int rounds = 2_000;
    CountDownLatch start = new CountDownLatch(1);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> threads = new ArrayList<>();
    for (int c = 0; c < callers; c++) {
      int id = c;
      Thread t = new Thread(() -> {
        try {
          start.await();
          int[] state = new int[1];
          for (int r = 0; r < rounds; r++) {
            state[0] = id * rounds + r;
            int seen = BigStackThreads.call(() -> {
              int before = state[0];
              state[0] = -before;
              return before;
            });
            if (seen != id * rounds + r || state[0] != -seen) {
              throw new AssertionError("caller " + id + " round " + r + ": work saw " + seen
                  + ", caller then saw " + state[0]);
            }
          }
        } catch (Throwable e) {
          failure.compareAndSet(null, e);
        }
      });
      startDaemon(t);
      threads.add(t);
    }
    start.countDown();
    for (Thread t : threads) {
      assertFinishes(t);
    }
    assertThat(failure.get()).isNull();
  }

  @Test
  void aCallerInterruptedWhileWaitingStillGetsTheResultAndKeepsTheInterrupt() throws Exception {
    AtomicReference<Object> outcome = new AtomicReference<>();
    CountDownLatch working = new CountDownLatch(1);
    Thread caller = new Thread(() -> {
      String result = BigStackThreads.call(() -> {
        working.countDown();
        sleep(300); // long past the spin, so the caller is asleep when interrupted
        return "done";
      });
      outcome.set(List.of(result, Thread.currentThread().isInterrupted()));
    });
    startDaemon(caller);
    working.await();
    Thread.sleep(50);
    caller.interrupt();
    assertFinishes(caller);
    assertThat(outcome.get()).isEqualTo(List.of("done", true));
  }

  /** Daemons, so that a caller left waiting does not keep the JVM alive. */
  private static void startDaemon(Thread t) {
    t.setDaemon(true);
    t.start();
  }

  private static void assertFinishes(Thread t) throws InterruptedException {
    t.join(20_000);
    assertThat(t.isAlive()).as("%s still waiting", t.getName()).isFalse();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }
}
