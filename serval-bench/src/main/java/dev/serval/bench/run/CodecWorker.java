package dev.serval.bench.run;

import dev.serval.bench.check.AllocationProbe;
import dev.serval.bench.check.CheckResult;
import dev.serval.bench.check.RoundTripCheck;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codecs;
import dev.serval.bench.jmh.EvolutionBenchmarks;
import dev.serval.bench.jmh.FullRead;
import dev.serval.bench.jmh.PairBenchmarks;
import dev.serval.bench.jmh.SharedBenchmarks;
import dev.serval.fixtures.DeepEquals;
import dev.serval.fixtures.Family;
import dev.serval.fixtures.Workload;
import dev.serval.fixtures.evolution.EvolutionData;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * Everything measured for one codec: the round trip of each workload, then its JMH timings, then
 * the two-thread and schema-evolution benchmarks. The runner starts one JVM per codec for this (see
 * {@link WorkerMain}); the smoke test calls it in its own JVM.
 *
 * <p>A later pass of the run ({@link RunMode#passes()}) times the pairs again: it does the same
 * work before the timings (the checks, the allocation probe, the warm-up of the full read), so its
 * JVM has seen the same classes and profiles when timing starts, but records only the timings; the
 * two-thread and evolution benchmarks run in the first pass only.
 */
public final class CodecWorker {
  /** The pseudo-workload id under which the schema-evolution check is recorded. */
  public static final String EVOLUTION_ID = "extra:Evolution PersonV1 to PersonV2";
  /** The pseudo-workload id under which the two-thread benchmarks are recorded. */
  public static final String SHARED_ID = "extra:2 threads, one instance";

  private final RunMode mode;
  private final String codecName;
  private final List<String> workloadIds;
  private final ResultFiles files;
  private final Progress progress;
  private final boolean resume;
  /** The pass of the run, from 1. */
  private final int pass;

  public CodecWorker(RunMode mode, String codecName, List<String> workloadIds, ResultFiles files,
      Progress progress, boolean resume, int pass) {
    this.mode = mode;
    this.codecName = codecName;
    this.workloadIds = workloadIds;
    this.files = files;
    this.progress = progress;
    this.resume = resume;
    this.pass = pass;
  }

  /**
   * The number of progress steps {@link #run()} takes for {@code workloadCount} workloads in pass
   * {@code pass}.
   */
  public static int steps(int workloadCount, int pass) {
    return pass == 1 ? workloadCount + 2 : workloadCount;
  }

  /** Whether this pass records checks and allocations, and runs the two-thread and evolution parts. */
  private boolean firstPass() {
    return pass == 1;
  }

  public void run() {
    Codec codec;
    try {
      codec = Codecs.create(codecName);
    } catch (RuntimeException e) {
      failEverything(RoundTripCheck.describe(e));
      return;
    }
    List<String> passed = new ArrayList<>();
    List<Workload> toTime = new ArrayList<>();
    List<Probed> probed = new ArrayList<>();
    for (String id : workloadIds) {
      if (resume && isComplete(files.pairJmh(codecName, id))) {
        progress.step(id, codecName, "done in an earlier run");
        passed.add(id);
        continue;
      }
      Workload workload = BenchWorkloads.byId(id);
      CheckResult check = RoundTripCheck.run(workload, codec);
      if (firstPass()) Json.appendLine(files.checks(codecName), check);
      if (!check.passed()) {
        progress.step(id, codecName, "FAIL " + check.reason());
        continue;
      }
      System.out.println("  round trip OK: " + id + " / " + codecName + ", " + check.bytes() + " B");
      passed.add(id);
      toTime.add(workload);
      // Every mode: the probe also sizes what deserialization returns, which the gc profiler
      // does not; its allocation figures give way to the profiler's where both exist.
      Probed p = probe(codec, workload);
      if (p != null) probed.add(p);
    }
    if (mode.forks > 0) {
      for (Workload w : toTime) timePair(w);
    } else {
      if (mode.waitsForJit()) {
        rehearse(mode, codecName, toTime);
        settleJit();
      }
      timeBatched(toTime);
    }
    if (!firstPass()) return;
    recordAllocations(probed);
    runShared(passed);
    runEvolution(codec);
  }

  /**
   * Whether an earlier run finished this pair. JMH creates its result file when a run starts and
   * fills it at the end, so an interrupted pair leaves an empty (or unfinished) file behind.
   */
  static boolean isComplete(java.nio.file.Path jmhResult) {
    try {
      return Files.exists(jmhResult) && Files.readString(jmhResult).strip().endsWith("]");
    } catch (java.io.IOException e) {
      return false;
    }
  }

  private void failEverything(String reason) {
    for (String id : workloadIds) {
      if (firstPass()) {
        Json.appendLine(files.checks(codecName), CheckResult.failed(id, codecName, reason, -1, -1));
      }
      progress.step(id, codecName, "FAIL " + reason);
    }
    if (!firstPass()) return;
    Json.appendLine(files.checks(codecName), CheckResult.failed(EVOLUTION_ID, codecName, reason, -1, -1));
    progress.step(SHARED_ID, codecName, "skipped");
    progress.step(EVOLUTION_ID, codecName, "skipped");
  }

  private void settleJit() {
    JitSettle settle = JitSettle.ofThisJvm();
    if (settle == null) return;
    try {
      System.out.println("  JIT settled after " + settle.await() + " ms: " + codecName);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Runs JMH once, untimed, on the first pair the timings will run (serialize and deserialize, as
   * quick or steady time them), its results thrown away: so that the first timed benchmark of each
   * kind in the JVM does not pay for compiling JMH's measurement loops. Without it, the first row of
   * every codec's timings, {@code int[512]}, had its deserialization ratio marked † (timed while the
   * JIT compiled) in five of the six runs of 2026-11-28 (quick-3 to quick-6, steady-2, steady-3),
   * where it read 0.32× to 1.10× of the fastest peer. Measurements of that row holding 4 ms or more
   * of compilation (the report's † mark), deserialization and serialization, of 17 codecs: 11 and 7
   * in quick-6, 4 and 0 in quick-7 with the rehearsal. It costs about 0.8 s a JVM (from the last
   * check to the JIT settled, 1.68 s against 0.90 s).
   */
  static void rehearse(RunMode mode, String codecName, List<Workload> toTime) {
    Workload first = rehearsalWorkload(toTime);
    if (first == null) return;
    java.nio.file.Path scratch = null;
    try {
      scratch = Files.createTempFile("serval-rehearsal-", ".json");
      new Runner(JmhOptions.of(mode, PairBenchmarks.class, scratch, methods(first.family()))
          .param("workload", first.id())
          .param("codec", codecName)
          .build()).run();
    } catch (java.io.IOException | RunnerException | RuntimeException e) {
      System.out.println("  JMH rehearsal failed for " + codecName + ": " + RoundTripCheck.describe(e));
    } finally {
      if (scratch != null) {
        try {
          Files.deleteIfExists(scratch);
        } catch (java.io.IOException e) {
          // A temporary file left behind: harmless.
        }
      }
    }
  }

  /**
   * The pair to rehearse: the first workload of the group of pairs, which the timings start with in
   * a run's order (the large graphs and the TypedSerializer objects run in groups of their own), or
   * null when there is none.
   */
  static Workload rehearsalWorkload(List<Workload> toTime) {
    return toTime.stream()
        .filter(w -> !BenchWorkloads.isLarge(w) && w.family() != Family.TYPED)
        .findFirst().orElse(null);
  }

  /** One JMH run per pair, with its own result file: what full runs resume from. */
  private void timePair(Workload workload) {
    ChainedOptionsBuilder options = JmhOptions.of(mode, PairBenchmarks.class,
            files.pairJmh(codecName, workload.id()), methods(workload.family()))
        .param("workload", workload.id())
        .param("codec", codecName);
    if (BenchWorkloads.isLarge(workload)) options = JmhOptions.singleShots(options, mode);
    runJmh(options, workload.id());
  }

  /**
   * All pairs of a family group in one JMH run: a run costs more to start than a quick
   * benchmark takes, so quick runs share it. Large graphs run apart, as single shots.
   */
  private void timeBatched(List<Workload> workloads) {
    Map<String, List<String>> groups = new LinkedHashMap<>();
    for (Workload w : workloads) {
      String group = BenchWorkloads.isLarge(w) ? "large" : w.family() == Family.TYPED ? "typed" : "pairs";
      groups.computeIfAbsent(group, g -> new ArrayList<>()).add(w.id());
    }
    for (Map.Entry<String, List<String>> group : groups.entrySet()) {
      String[] methods = methods(group.getKey().equals("typed") ? Family.TYPED : Family.GRAAL);
      ChainedOptionsBuilder options = JmhOptions.of(mode, PairBenchmarks.class,
              files.batchJmh(codecName, group.getKey(), pass), methods)
          .param("workload", group.getValue().toArray(new String[0]))
          .param("codec", codecName);
      if (group.getKey().equals("large")) options = JmhOptions.singleShots(options, mode);
      runJmh(options, group.getKey() + " workloads");
    }
  }

  /** The TypedSerializer table reports round-trip percentiles, which need sampled single calls. */
  private static String[] methods(Family family) {
    return family == Family.TYPED
        ? new String[] {"serialize", "deserialize", "roundTrip"}
        : new String[] {"serialize", "deserialize"};
  }

  /** Runs JMH; a failure leaves this pair untimed (the report says so) and the run goes on. */
  private void runJmh(ChainedOptionsBuilder options, String what) {
    try {
      new Runner(options.build(), new ProgressFormat(
          OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), progress, "serialize"))
          .run();
    } catch (RunnerException | RuntimeException e) {
      System.out.println("  JMH failed for " + what + " / " + codecName + ": " + RoundTripCheck.describe(e));
    }
  }

  /**
   * A pair's allocation as first counted, before the timings, and its bound codec for counting
   * again; the value is made again then, so that the timings run without it in the heap.
   */
  private record Probed(AllocationProbe.Allocation early, Codec.Bound bound, Workload workload) {}

  /**
   * Measures the pair's allocation outside JMH and, in quick runs, warms the harness's full read
   * with its result (see {@link #warmFullRead}). Null when the pair could not be measured: its
   * allocation stays unknown, and its timing still runs.
   */
  private Probed probe(Codec codec, Workload workload) {
    try {
      Codec.Bound bound = codec.bind(workload.rootType(), Codec.Sharing.SINGLE_THREAD);
      Object value = workload.create();
      byte[] bytes = bound.serialize(value);
      var allocation = AllocationProbe.measure(workload.id(), codecName, bound, value, bytes);
      if (mode.waitsForJit()) warmFullRead(bound, bytes);
      return new Probed(allocation, bound, workload);
    } catch (Exception e) {
      return null;
    }
  }

  /**
   * Records each pair's allocation. Runs whose timings ran in this JVM (no forks) count it again
   * after them, with the codec compiled as it was timed: what JMH's gc profiler would count, where
   * the first count, after 20 calls, also counted objects that the JIT's escape analysis removes
   * (a quick run put Serval's serialization of Client at 67 B/op, JMH's gc profiler at 0). The
   * first count stands where counting again fails, and in runs with forks, whose worker JVM ran
   * no timing.
   */
  private void recordAllocations(List<Probed> probed) {
    for (Probed p : probed) {
      AllocationProbe.Allocation recorded = p.early();
      if (mode.forks == 0) {
        try {
          Object value = p.workload().create();
          recorded = AllocationProbe.count(recorded.workload(), codecName, p.bound(), value,
              p.bound().serialize(value)).withReturned(recorded.returnedBytes());
        } catch (Exception e) {
          // The first count stands.
        }
      }
      Json.appendLine(files.allocations(codecName), recorded);
    }
  }

  /**
   * Fully reads the pair's deserialized value up to 200 times (at most 100 ms), so that {@link
   * FullRead#hash}, which every deserialization benchmark of the JVM shares, has seen every root
   * class before the first row is timed (the deserialization itself was warmed by the allocation
   * probe). Without it, each new row's root class deoptimized the
   * compiled hash (a class check C2 had speculated on) and the row's first iterations ran it
   * interpreted: in one quick run, 23 of the deoptimizations during the first 12 seconds of
   * timing were of {@code FullRead.hash}, and the first rows of every codec were slowest.
   */
  private static void warmFullRead(Codec.Bound bound, byte[] bytes) throws Exception {
    Object read = bound.deserialize(bytes);
    long deadline = System.nanoTime() + 100_000_000L;
    for (int i = 0; i < 200 && System.nanoTime() < deadline; i++) FullRead.hash(read);
  }

  private void runShared(List<String> passed) {
    List<String> shared = new ArrayList<>(mode.sharedWorkloads());
    shared.retainAll(passed);
    if (shared.isEmpty()) {
      progress.step(SHARED_ID, codecName, "skipped: no shared workload round-trips");
      return;
    }
    progress.step(SHARED_ID, codecName, "timing " + String.join(", ", shared));
    runJmh(JmhOptions.of(mode, SharedBenchmarks.class, files.sharedJmh(codecName),
            "serializeShared", "deserializeShared")
        .param("workload", shared.toArray(new String[0]))
        .param("codec", codecName), SHARED_ID);
  }

  private void runEvolution(Codec codec) {
    CheckResult check = checkEvolution(codec);
    Json.appendLine(files.checks(codecName), check);
    if (!check.passed()) {
      progress.step(EVOLUTION_ID, codecName, (check.reason().startsWith("n/a") ? "" : "FAIL ") + check.reason());
      return;
    }
    progress.step(EVOLUTION_ID, codecName, "round trip OK; timing");
    runJmh(JmhOptions.of(mode, EvolutionBenchmarks.class, files.evolutionJmh(codecName), "readOldVersion")
        .param("codec", codecName), EVOLUTION_ID);
  }

  private CheckResult checkEvolution(Codec codec) {
    try {
      Optional<Codec.Evolution> evolution = codec.evolution();
      if (evolution.isEmpty()) {
        return CheckResult.failed(EVOLUTION_ID, codecName, "n/a: " + codec.noEvolutionReason(), -1, -1);
      }
      byte[] bytes = evolution.get().writeOld(EvolutionData.written());
      Object read = evolution.get().readNew(bytes);
      Optional<String> difference =
          DeepEquals.firstDifference(EvolutionData.expectedRead(), read, codec.info().classCheck());
      if (difference.isPresent()) {
        return CheckResult.failed(EVOLUTION_ID, codecName, "not equal: " + difference.get(), bytes.length, -1);
      }
      return CheckResult.passed(EVOLUTION_ID, codecName, bytes.length, RoundTripCheck.deflatedSize(bytes));
    } catch (Throwable t) {
      return CheckResult.failed(EVOLUTION_ID, codecName, RoundTripCheck.describe(t), -1, -1);
    }
  }
}
