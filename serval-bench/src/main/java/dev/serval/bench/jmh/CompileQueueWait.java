package dev.serval.bench.jmh;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

/**
 * Not a profiler but JMH's hook before each iteration: before a measurement iteration, waits until
 * the JIT has no compilation running or queued (HotSpot's {@code Compiler.queue} diagnostic
 * command), at most {@link #MAX_MILLIS}, and reports the wait as {@value #METRIC}. For runs that
 * time every row of a codec in one JVM after a warmup of a tenth of a second, where a row's
 * warmup queues the compilations of the code the row is the first to use heavily.
 *
 * <p>Why: without it, such a row was timed while the JIT still compiled its code. A map of 64
 * Integer-to-Double entries serialized with Serval at 82 thousand to 390 thousand operations a
 * second in quick runs and 3 million in a fork of its own: the compilation log of a quick run
 * showed the entry loop queued for C2 around that row's turn and installed 124 ms later, longer
 * than the row's warmup and measurement together (140 ms). Every codec waits alike; the wait is
 * not timed.
 *
 * <p>A JVM's waits add up to at most {@link #JVM_MAX_MILLIS}: quick runs have a time budget, and a
 * codec whose JIT never settled would otherwise add half a second to each of its 120 rows. Quick
 * runs measured 2 to 3 s of waiting per codec.
 */
public final class CompileQueueWait implements InternalProfiler {
  public static final String METRIC = "jit.wait";
  public static final long MAX_MILLIS = 500;
  static final long JVM_MAX_MILLIS = 20_000;
  static final long POLL_MILLIS = 2;
  /** All waits of this JVM so far: JMH makes a new instance per benchmark. */
  private static final AtomicLong JVM_WAITED = new AtomicLong();
  /** HotSpot's diagnostic commands as a platform MBean; made once, not at every look. */
  private static final ObjectName DIAGNOSTICS = diagnosticsName();
  private static final Object[] NO_ARGUMENTS = {};
  private static final String[] NO_SIGNATURE = {};

  private final Supplier<String> queue;
  private final LongSupplier clockMillis;
  private final Sleeper sleeper;
  private final AtomicLong jvmWaited;
  private long waited;

  interface Sleeper {
    void sleep(long millis) throws InterruptedException;
  }

  /** JMH creates profilers through this constructor. */
  public CompileQueueWait() {
    this(CompileQueueWait::queueOfThisJvm, System::currentTimeMillis, Thread::sleep, JVM_WAITED);
  }

  CompileQueueWait(Supplier<String> queue, LongSupplier clockMillis, Sleeper sleeper,
      AtomicLong jvmWaited) {
    this.queue = queue;
    this.clockMillis = clockMillis;
    this.sleeper = sleeper;
    this.jvmWaited = jvmWaited;
  }

  @Override
  public String getDescription() {
    return "Waits before each measurement iteration until the JIT's queue is empty";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    waited = iterationParams.getType() == IterationType.MEASUREMENT ? await() : 0;
  }

  @Override
  public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
      IterationParams iterationParams, IterationResult result) {
    return List.of(new ScalarResult(METRIC, waited, "ms", AggregationPolicy.SUM));
  }

  /** Waits as described above; returns the milliseconds waited. */
  long await() {
    long start = clockMillis.getAsLong();
    long limit = Math.min(MAX_MILLIS, JVM_MAX_MILLIS - jvmWaited.get());
    try {
      while (clockMillis.getAsLong() - start < limit && !isIdle(queue.get())) {
        sleeper.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    long waited = clockMillis.getAsLong() - start;
    jvmWaited.addAndGet(waited);
    return waited;
  }

  /**
   * Whether a {@code Compiler.queue} answer shows no compilation: a "Current compiles:" header
   * with nothing under it, and every compile queue "Empty". HotSpot prints one line per running
   * compilation after the header and one per queued task under its queue's header.
   */
  static boolean isIdle(String answer) {
    if (answer == null) return true; // not HotSpot: nothing to wait for
    for (String line : answer.split("\n")) {
      String text = line.strip();
      boolean quiet = text.isEmpty() || text.equals("Current compiles:")
          || text.endsWith("compile queue:") || text.equals("Empty");
      if (!quiet) return false;
    }
    return true;
  }

  /** Whether this JVM's JIT has no compilation running or queued (true where it cannot tell). */
  public static boolean jitIsIdle() {
    return isIdle(queueOfThisJvm());
  }

  /** This JVM's {@code Compiler.queue} answer, or null where the command is missing. */
  private static String queueOfThisJvm() {
    try {
      MBeanServer server = ManagementFactory.getPlatformMBeanServer();
      return (String) server.invoke(DIAGNOSTICS, "compilerQueue", NO_ARGUMENTS, NO_SIGNATURE);
    } catch (JMException | RuntimeException e) {
      return null;
    }
  }

  private static ObjectName diagnosticsName() {
    try {
      return new ObjectName("com.sun.management:type=DiagnosticCommand");
    } catch (MalformedObjectNameException e) {
      throw new IllegalStateException(e); // a constant name
    }
  }
}
