package dev.serval.bench.run;

import dev.serval.bench.jmh.CompileQueueWait;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Waits, before a quick run's timings, until the JIT has worked through the compilations that the
 * round-trip checks and allocation probes queued: until it has nothing running or queued
 * (HotSpot's {@code Compiler.queue}, as {@link CompileQueueWait} reads it) and its total
 * compilation time has not moved for {@link #QUIET_MILLIS}, at most {@link #MAX_MILLIS}.
 *
 * <p>Why: a quick run times every pair of a codec in one JMH run right after the checks. On a slow
 * or busy machine the compiler was still working through the checks' backlog while the first rows
 * were timed: a record of eight doubles deserialized at 0.6 million operations a second in a quick
 * run, 35 million in an earlier one, with every peer's first rows slowed too but less. HotSpot
 * adds a compilation's time when it ends, and the queue can be empty for a moment between two
 * waves of compilations, so both signals must hold, for a short quiet: until 2026-11-28 the wait
 * asked for a second of quiet alone, which cost every codec's JVM at least a second (1.1 to 3.4 s
 * in a quick run of 23 JVMs).
 */
final class JitSettle {
  static final long QUIET_MILLIS = 300;
  static final long MAX_MILLIS = 20_000;
  static final long POLL_MILLIS = 50;

  private final LongSupplier compilationMillis;
  private final BooleanSupplier jitIdle;
  private final LongSupplier clockMillis;
  private final Sleeper sleeper;

  interface Sleeper {
    void sleep(long millis) throws InterruptedException;
  }

  JitSettle(LongSupplier compilationMillis, BooleanSupplier jitIdle, LongSupplier clockMillis,
      Sleeper sleeper) {
    this.compilationMillis = compilationMillis;
    this.jitIdle = jitIdle;
    this.clockMillis = clockMillis;
    this.sleeper = sleeper;
  }

  /** This JVM's JIT, or null where its compilation time is not monitored. */
  static JitSettle ofThisJvm() {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    if (jit == null || !jit.isCompilationTimeMonitoringSupported()) return null;
    return new JitSettle(jit::getTotalCompilationTime, CompileQueueWait::jitIsIdle,
        System::currentTimeMillis, Thread::sleep);
  }

  /** Waits as described above; returns the milliseconds waited. */
  long await() throws InterruptedException {
    long start = clockMillis.getAsLong();
    long last = compilationMillis.getAsLong();
    long quietSince = start;
    while (true) {
      long now = clockMillis.getAsLong();
      if (now - start >= MAX_MILLIS) return now - start;
      if (now - quietSince >= QUIET_MILLIS && jitIdle.getAsBoolean()) return now - start;
      sleeper.sleep(POLL_MILLIS);
      long compiled = compilationMillis.getAsLong();
      if (compiled != last) {
        last = compiled;
        quietSince = clockMillis.getAsLong();
      }
    }
  }
}
