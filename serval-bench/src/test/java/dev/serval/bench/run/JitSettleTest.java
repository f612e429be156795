package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The wait for a quiet JIT, on a simulated clock, compilation counter and compile queue. */
class JitSettleTest {
  private final AtomicLong clock = new AtomicLong(5_000);
  private final AtomicLong compiled = new AtomicLong(700);
  private final AtomicBoolean idle = new AtomicBoolean(true);

  private JitSettle settle(JitSettle.Sleeper sleeper) {
    return new JitSettle(compiled::get, idle::get, clock::get, sleeper);
  }

  @Test
  void returnsAfterTheQuietTimeWhenNothingCompiles() throws Exception {
    assertThat(settle(millis -> clock.addAndGet(millis)).await()).isEqualTo(JitSettle.QUIET_MILLIS);
  }

  @Test
  void waitsUntilTheCompilerHasBeenQuietForTheQuietTime() throws Exception {
    // The compiler works for the first 2.5 s, then stops.
    JitSettle settle = settle(millis -> {
      clock.addAndGet(millis);
      if (clock.get() <= 7_500) compiled.addAndGet(30);
    });
    assertThat(settle.await()).isEqualTo(2_500 + JitSettle.QUIET_MILLIS);
  }

  @Test
  void waitsWhileACompilationRunsThoughTheCounterStandsStill() throws Exception {
    // One long compilation: HotSpot adds its time when it ends, 1.5 s in.
    idle.set(false);
    JitSettle settle = settle(millis -> {
      clock.addAndGet(millis);
      if (clock.get() >= 6_500 && !idle.get()) {
        idle.set(true);
        compiled.addAndGet(1_400);
      }
    });
    assertThat(settle.await()).isEqualTo(1_500 + JitSettle.QUIET_MILLIS);
  }

  @Test
  void givesUpWhenTheCompilerNeverStops() throws Exception {
    JitSettle settle = settle(millis -> {
      clock.addAndGet(millis);
      compiled.incrementAndGet();
    });
    assertThat(settle.await()).isEqualTo(JitSettle.MAX_MILLIS);
  }

  @Test
  void givesUpWhenTheQueueNeverEmpties() throws Exception {
    idle.set(false);
    assertThat(settle(millis -> clock.addAndGet(millis)).await()).isEqualTo(JitSettle.MAX_MILLIS);
  }
}
