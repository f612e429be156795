package dev.serval.bench.run;

import dev.serval.bench.check.AllocationProbe;
import dev.serval.bench.check.CheckResult;
import dev.serval.bench.check.RoundTripCheck;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.Codecs;
import dev.serval.bench.jmh.EvolutionBenchmarks;
import dev.serval.bench.jmh.PairBenchmarks;
import dev.serval.bench.jmh.SharedBenchmarks;
import dev.serval.fixtures.DeepEquals;
import dev.serval.fixtures.Family;
import dev.serval.fixtures.Workload;
import dev.serval.fixtures.evolution.EvolutionData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * Everything measured for one codec: the round trip of each workload, then its JMH timings, then
 * the two-thread and schema-evolution benchmarks. The runner starts one JVM per codec for this (see
 * {@link WorkerMain}); the smoke test calls it in its own JVM.
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

  public CodecWorker(RunMode mode, String codecName, List<String> workloadIds, ResultFiles files,
      Progress progress, boolean resume) {
    this.mode = mode;
    this.codecName = codecName;
    this.workloadIds = workloadIds;
    this.files = files;
    this.progress = progress;
    this.resume = resume;
  }

  /** The number of progress steps {@link #run()} takes for {@code workloadCount} workloads. */
  public static int steps(int workloadCount) {
    return workloadCount + 2;
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
    for (String id : workloadIds) {
      if (runPair(codec, id)) passed.add(id);
    }
    runShared(passed);
    runEvolution(codec);
  }

  private void failEverything(String reason) {
    for (String id : workloadIds) {
      Json.appendLine(files.checks(codecName), CheckResult.failed(id, codecName, reason, -1, -1));
      progress.step(id, codecName, "FAIL " + reason);
    }
    Json.appendLine(files.checks(codecName), CheckResult.failed(EVOLUTION_ID, codecName, reason, -1, -1));
    progress.step(SHARED_ID, codecName, "skipped");
    progress.step(EVOLUTION_ID, codecName, "skipped");
  }

  /** Checks one pair and, if it round-trips, times it. Returns whether the check passed. */
  private boolean runPair(Codec codec, String id) {
    Path result = files.pairJmh(codecName, id);
    if (resume && Files.exists(result)) {
      progress.step(id, codecName, "done in an earlier run");
      return true;
    }
    Workload workload = BenchWorkloads.byId(id);
    CheckResult check = RoundTripCheck.run(workload, codec);
    Json.appendLine(files.checks(codecName), check);
    if (!check.passed()) {
      progress.step(id, codecName, "FAIL " + check.reason());
      return false;
    }
    progress.step(id, codecName, "round trip OK, " + check.bytes() + " B; timing");
    if (!mode.gcProfiler()) probeAllocation(codec, workload);
    List<String> methods = new ArrayList<>(List.of("serialize", "deserialize"));
    // The TypedSerializer table reports round-trip percentiles, which need sampled single calls.
    if (workload.family() == Family.TYPED) methods.add("roundTrip");
    ChainedOptionsBuilder options = JmhOptions.of(mode, PairBenchmarks.class, result, methods.toArray(new String[0]))
        .param("workload", id)
        .param("codec", codecName);
    if (BenchWorkloads.isLarge(workload)) options = JmhOptions.singleShots(options, mode);
    runJmh(options, id);
    return true;
  }

  /** Runs JMH; a failure leaves this pair untimed (the report says so) and the run goes on. */
  private void runJmh(ChainedOptionsBuilder options, String what) {
    try {
      new Runner(options.build()).run();
    } catch (RunnerException | RuntimeException e) {
      System.out.println("  JMH failed for " + what + " / " + codecName + ": " + RoundTripCheck.describe(e));
    }
  }

  private void probeAllocation(Codec codec, Workload workload) {
    try {
      Codec.Bound bound = codec.bind(workload.rootType(), Codec.Sharing.SINGLE_THREAD);
      Object value = workload.create();
      Json.appendLine(files.allocations(codecName),
          AllocationProbe.measure(workload.id(), codecName, bound, value, bound.serialize(value)));
    } catch (Exception e) {
      // Allocation stays unknown for this pair; the timing still runs.
    }
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
