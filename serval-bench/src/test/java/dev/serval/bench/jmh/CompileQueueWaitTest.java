package dev.serval.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The wait for an empty compile queue, on answers in HotSpot's format and a simulated clock. */
class CompileQueueWaitTest {
  private static final String IDLE = """
      Current compiles:\s

      C1 compile queue:
      Empty

      C2 compile queue:
      Empty

      """;
  private static final String COMPILING = """
      Current compiles:\s
      C2 CompilerThread0  5763       4       dev.serval.Example::write (376 bytes)

      C1 compile queue:
      Empty

      C2 compile queue:
      Empty

      """;
  private static final String QUEUED = """
      Current compiles:\s

      C1 compile queue:
      5764       3       dev.serval.Example::read (120 bytes)

      C2 compile queue:
      Empty

      """;

  private final AtomicLong clock = new AtomicLong(9_000);

  @Test
  void readsHotSpotsAnswers() {
    assertThat(CompileQueueWait.isIdle(IDLE)).isTrue();
    assertThat(CompileQueueWait.isIdle(COMPILING)).isFalse();
    assertThat(CompileQueueWait.isIdle(QUEUED)).isFalse();
    assertThat(CompileQueueWait.isIdle(null)).isTrue();
  }

  @Test
  void returnsAtOnceWhenTheCompilerIsIdle() {
    assertThat(waitOn(List.of(IDLE))).isZero();
  }

  @Test
  void waitsUntilNothingIsCompilingOrQueued() {
    assertThat(waitOn(List.of(COMPILING, COMPILING, QUEUED, IDLE)))
        .isEqualTo(3 * CompileQueueWait.POLL_MILLIS);
  }

  @Test
  void givesUpWhenTheCompilerNeverStops() {
    CompileQueueWait wait =
        new CompileQueueWait(() -> COMPILING, clock::get, clock::addAndGet, new AtomicLong());
    assertThat(wait.await()).isEqualTo(CompileQueueWait.MAX_MILLIS);
  }

  @Test
  void stopsWaitingOnceTheJvmHasWaitedItsShare() {
    AtomicLong jvmWaited = new AtomicLong();
    long total = 0;
    for (int row = 0; row < 100; row++) {
      total += new CompileQueueWait(() -> COMPILING, clock::get, clock::addAndGet, jvmWaited)
          .await();
    }
    assertThat(total).isEqualTo(CompileQueueWait.JVM_MAX_MILLIS);
    assertThat(jvmWaited).hasValue(CompileQueueWait.JVM_MAX_MILLIS);
  }

  private long waitOn(List<String> answers) {
    ArrayDeque<String> left = new ArrayDeque<>(answers);
    return new CompileQueueWait(left::poll, clock::get, clock::addAndGet, new AtomicLong())
        .await();
  }
}
