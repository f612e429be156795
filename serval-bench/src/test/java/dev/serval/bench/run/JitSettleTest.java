package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The wait for a quiet JIT, on a simulated clock and compilation counter. */
class JitSettleTest {
  private final AtomicLong clock = new AtomicLong(5_000);
  private final AtomicLong compiled = new AtomicLong(700);

  @Test
  void returnsAfterASecondWithoutNewCompilation() throws Exception {
    JitSettle settle = new JitSettle(compiled::get, clock::get, millis -> clock.addAndGet(millis));
    assertThat(settle.await()).isEqualTo(JitSettle.QUIET_MILLIS);
  }

  @Test
  void waitsUntilTheCompilerHasBeenQuietForASecond() throws Exception {
    // The compiler works for the first 2.5 s, then stops.
    JitSettle settle = new JitSettle(compiled::get, clock::get, millis -> {
      clock.addAndGet(millis);
      if (clock.get() <= 7_500) compiled.addAndGet(30);
    });
    assertThat(settle.await()).isEqualTo(2_500 + JitSettle.QUIET_MILLIS);
  }

  @Test
  void givesUpWhenTheCompilerNeverStops() throws Exception {
    JitSettle settle = new JitSettle(compiled::get, clock::get, millis -> {
      clock.addAndGet(millis);
      compiled.incrementAndGet();
    });
    assertThat(settle.await()).isEqualTo(JitSettle.MAX_MILLIS);
  }
}
