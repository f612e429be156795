package dev.serval.bench.run;

import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.jmh.CompileQueueWait;
import dev.serval.fixtures.Family;
import dev.serval.fixtures.Workload;
import dev.serval.fixtures.Workloads;
import dev.serval.fixtures.extra.ExtraWorkloads;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How much to run, and for how long. Quick runs 17 of the 23 codecs ({@link #runsByDefault}) on one
 * representative size per row in one pass, with JMH iterations sized for the ten minutes on two
 * cores that the project gives its main job (see {@link #QUICK}); steady runs the same rows with
 * every codec in two passes with iterations long enough for the JIT to settle (about 40 minutes);
 * full runs every size with JMH's usual care; tiny only proves that the harness works.
 */
public enum RunMode {
  /**
   * For the smoke test: three workloads, one very short iteration each. {@code int[512]} proves the
   * memory-copy comparison of the primitive arrays.
   */
  TINY(0, 0, 0, 1, 20, 1, 1, 1_000, 2),
  /**
   * The README's main job, which must finish in under ten minutes on two cores: steady's rows in
   * one pass, with one warmup iteration of 100 ms and one measurement of 40 ms, what that budget
   * left once the JVMs, the checks and the build had theirs (496 s in 2026-11-27-quick-2; two
   * passes of 50 and 30 ms took 659 s in a trial). On the slower machine of 2026-11-27-quick-14
   * on, runs took 727 to 742 s. A warmup of 70 ms brought one to 624 s (2026-11-28-quick-trial)
   * but timed Serval's own generated code before the JIT had compiled it: against a run of 100 ms
   * the same day, 11 of its timings ran 2 to 11 times slower (5 with no compilation or pause in
   * their measurement) while the median codec's moved by 0.96 (ser) and 1.03 (deser), and its
   * round trip fell from 0.96 to 0.66 of the fastest peer: each row's Serval code is its own, while
   * the peers' reflective loops are shared and already hot. So short a warmup leaves many rows'
   * compilations queued; each measurement waits for them ({@code CompileQueueWait}), and
   * the report marks the rows timed while the JIT still compiled. One pass cannot cancel
   * a drift of the machine's speed ({@code BenchMain.sandwiched} keeps it from favouring either
   * side): on one library, quick-shaped runs read round trip 0.89x to 1.01x of the fastest peer
   * where steady's last run read 1.02x.
   */
  QUICK(0, 1, 100, 1, 40, 1, 2, 2_000, 1),
  /**
   * No JMH forks: each codec already runs in a JVM of its own, which keeps profiles apart, and a
   * fork per benchmark would cost more than the benchmark. Three warmup iterations of 100 ms: with
   * two of 40 ms a new row was often timed before the JIT had compiled its code (a record of eight
   * doubles deserialized at 2.7 and 1.8 million operations a second with Serval and Fory, 45 and 26
   * million in claim mode; 37 and 30 million with this warmup), for twice the run time. Quick mode
   * had this budget until 2026-11-27, in two passes from 2026-11-26-quick-6 to quick-9.
   */
  STEADY(0, 3, 100, 1, 50, 1, 2, 2_000, 2),
  FULL(1, 3, 1_000, 5, 1_000, 1, 5, ExtraWorkloads.LARGE_CLIENT_COUNT, 1),
  /**
   * For claims: quick's rows with the care the project asks of any speed claim, three forks and
   * one-second iterations, and the gc profiler. Meant with a --filter (all rows take hours).
   */
  CLAIM(3, 3, 1_000, 5, 1_000, 1, 5, 2_000, 1);

  /** JMH forks per benchmark; 0 runs in the worker JVM. */
  final int forks;
  final int warmupIterations;
  final int warmupMillis;
  final int measurementIterations;
  final int measurementMillis;
  /** Fresh JVMs per codec for the first-call measurement. */
  final int firstCallRuns;
  /** Single shots per iteration set for the large graph, where one call takes seconds. */
  final int largeGraphShots;
  /** Clients in the large-graph workload. */
  final int largeClientCount;
  /**
   * Times every pair is timed, each time in a new JVM per codec, the codecs in order in odd passes
   * and in reverse in even ones; a pair's score is the geometric mean of its passes. Runs without
   * forks time each codec at one stretch of the run, one codec after another, and a machine whose
   * speed drifts during the run favours the codecs timed in its fast stretch: in two quick runs of
   * one Serval build, Serval's modes (timed first) ran at 1.00 to 1.07 times the speed of the
   * earlier run and most peers at 0.8 to 0.95 times, and the headline moved from 0.97 to 1.08. A
   * second pass in reverse order gives every codec the same mean position in the run, so a steady
   * drift cancels, and the two passes' own headlines show how far one pass can be trusted. Quick
   * runs take one pass, to fit their budget, in an order that times Serval next to its closest peers
   * ({@code BenchMain.sandwiched}); tiny runs take two to prove the second pass's plumbing; runs
   * with forks take one (each pair has fresh JVMs of its own).
   */
  final int passes;

  RunMode(int forks, int warmupIterations, int warmupMillis, int measurementIterations,
      int measurementMillis, int firstCallRuns, int largeGraphShots, int largeClientCount, int passes) {
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupMillis = warmupMillis;
    this.measurementIterations = measurementIterations;
    this.measurementMillis = measurementMillis;
    this.firstCallRuns = firstCallRuns;
    this.largeGraphShots = largeGraphShots;
    this.largeClientCount = largeClientCount;
    this.passes = passes;
  }

  public int passes() {
    return passes;
  }

  public static RunMode parse(String text) {
    return valueOf(text.toUpperCase(Locale.ROOT));
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The workloads this mode runs, before any filter, in report order. */
  public List<Workload> workloads() {
    List<Workload> selected = new ArrayList<>();
    for (Workload w : Workloads.all()) {
      if (w.family() == Family.EXTRA) continue;
      boolean wanted = switch (this) {
        case TINY -> w.name().equals("Client") || w.name().equals("MediaContent") || w.name().equals("int[512]");
        case QUICK, STEADY, CLAIM -> w.representative();
        case FULL -> true;
      };
      if (wanted) selected.add(w);
    }
    if (this != TINY) {
      selected.add(ExtraWorkloads.largeClientList(largeClientCount));
      selected.add(ExtraWorkloads.deepChain(ExtraWorkloads.DEEP_CHAIN_LEVELS));
    }
    return selected;
  }

  /**
   * Whether this mode runs {@code codec} when the command line names no codecs. Quick runs leave out
   * the optional peers of the workload brief (protostuff, Hessian, msgpack: they lead no row) and
   * the evolving-schema configurations with references on (Serval's and the two peers' it is
   * matched with), which no target of the quick run compares; steady and full runs time them all.
   * All 23 codecs took 708 s in 2026-11-28-quick-5, over the ten minutes quick runs have; those six
   * codecs' JVMs took 163 s of it (from the time stamps of its progress lines), their first calls
   * 6 s more.
   */
  public boolean runsByDefault(String codec) {
    return this != QUICK || !QUICK_LEAVES_OUT.contains(codec);
  }

  private static final Set<String> QUICK_LEAVES_OUT = Set.of(ServalNames.EVOLVING_REFERENCES,
      "kryo-compat-ref", "fory-compat-ref", "protostuff", "hessian", "msgpack");

  /**
   * The codecs whose first call is measured: tiny runs prove the path with one; quick runs measure
   * Serval's modes and the peers they are matched with (Kryo's and Fory's), whose first calls the
   * project compares, and leave the other peers' to steady and full runs. Each first call is a
   * fresh JVM of about a second, and quick runs had nothing to spare: 2026-11-29-quick-7 took 604 s
   * from the command to the report, over the ten minutes.
   */
  public List<String> firstCallCodecs(List<String> codecs) {
    if (this == TINY) {
      return codecs.stream().filter(c -> c.startsWith("kryo")).limit(1).toList();
    }
    if (this == QUICK) {
      return codecs.stream().filter(RunMode::matchedFamily).toList();
    }
    return codecs;
  }

  private static boolean matchedFamily(String codec) {
    return codec.startsWith("serval") || codec.startsWith("kryo") || codec.startsWith("fory");
  }

  /** The workloads of the two-thread measurement. */
  public List<String> sharedWorkloads() {
    return List.of("graal:Client", "media:MediaContent");
  }

  /**
   * Whether JMH's gc profiler measures allocation. Its per-iteration cost is several times the
   * iterations of a quick run, so quick and tiny runs read the same counters once per pair
   * instead ({@code AllocationProbe}).
   */
  public boolean gcProfiler() {
    return this == FULL || this == CLAIM;
  }

  /**
   * Whether the checks also warm the harness's full read with every pair ({@code
   * CodecWorker.warmFullRead}) and the timings then wait for the JIT to finish what the checks
   * queued ({@link JitSettle}), and each measurement for the JIT's queue to empty ({@code
   * CompileQueueWait}): quick and steady runs, which time every pair of a codec in one JMH run
   * straight after the checks. Tiny runs prove the plumbing and do neither.
   */
  public boolean waitsForJit() {
    return timesRowsInCodecJvm();
  }

  /**
   * Whether every row of a codec is timed in the codec's own JVM, without forks, for tens of
   * milliseconds after a short warmup: quick and steady runs (tiny runs too, but they only prove
   * the plumbing).
   */
  public boolean timesRowsInCodecJvm() {
    return this == QUICK || this == STEADY;
  }

  /**
   * Whether JMH's compiler profiler and {@code GcPauseProfiler} record the JIT's compilation time
   * and the collector's pauses during each measurement. Only runs without forks: there the codec's
   * whole run shares one JVM, and a row timed while the JIT still compiles (a new row's code, or a
   * backlog from the rows before) times warm-up, not compiled code; a slow or busy machine makes
   * that common (a record of eight doubles deserialized at a seventh of its speed in the rows
   * before a quick run's JIT caught up). A row whose measurement holds a long pause times the
   * collector instead.
   */
  public boolean profilesDisturbances() {
    return forks == 0;
  }

  /**
   * Compilation time, or pause time, during a measurement from which the report marks the timing
   * as taken while the JIT compiled or the collector paused: a tenth of the measurement.
   */
  public double disturbanceMillis() {
    return measurementTotalMillis() / 10.0;
  }

  /** The measurement time of one benchmark, all iterations. */
  public int measurementTotalMillis() {
    return measurementIterations * measurementMillis;
  }

  public String describeJmh() {
    return String.format(Locale.ROOT,
        "forks %d%s, warmup %d x %d ms, measurement %d x %d ms%s, allocation by %s",
        forks, forks == 0 ? " (one JVM per codec)" : "", warmupIterations, warmupMillis,
        measurementIterations, measurementMillis,
        passes > 1 ? ", " + passes + " passes (codecs in order, then in reverse)" : "",
        gcProfiler() ? "the gc profiler" : "the thread allocation counter, outside JMH")
        + (waitsForJit() ? ", each measurement after the JIT's queue has emptied (at most "
            + CompileQueueWait.MAX_MILLIS + " ms)" : "");
  }
}
