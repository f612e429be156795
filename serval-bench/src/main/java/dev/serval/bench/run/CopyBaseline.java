package dev.serval.bench.run;

import dev.serval.bench.jmh.CopyBaselineBenchmarks;
import dev.serval.fixtures.Workload;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;

/**
 * The memory-copy baseline of the primitive-array workloads: {@code System.arraycopy} of the
 * {@code serval} payload's byte count, timed in the same run and with the same JMH settings as the
 * pairs, so that the report can say how close Serval comes to a plain copy. Runs in a JVM of its
 * own, like each codec ({@link #main}).
 */
public final class CopyBaseline {
  /** The sizes of the int[n] and double[n] rows compared: quick's representative one and the largest. */
  private static final Set<Integer> ARRAY_SIZES = Set.of(512, 4096);

  private CopyBaseline() {}

  /**
   * Arguments, all required, in order: mode, output folder, resume (true/false), first step, total
   * steps, start time (epoch ms), then the workload ids.
   */
  public static void main(String[] args) {
    RunMode mode = RunMode.parse(args[0]);
    ResultFiles files = new ResultFiles(Path.of(args[1]));
    boolean resume = Boolean.parseBoolean(args[2]);
    Progress progress = new Progress(Integer.parseInt(args[3]), Integer.parseInt(args[4]),
        Long.parseLong(args[5]), System.out);
    run(mode, files, Arrays.asList(args).subList(6, args.length), progress, resume);
  }

  static String[] arguments(RunMode mode, ResultFiles files, boolean resume, int firstStep,
      int totalSteps, long startedAt, List<String> workloads) {
    String[] head = {mode.label(), files.dir().toString(), Boolean.toString(resume),
        Integer.toString(firstStep), Integer.toString(totalSteps), Long.toString(startedAt)};
    String[] all = Arrays.copyOf(head, head.length + workloads.size());
    for (int i = 0; i < workloads.size(); i++) all[head.length + i] = workloads.get(i);
    return all;
  }

  /**
   * Of a run's (filtered) workloads, those the issue compares with a memory copy: the int and
   * double arrays of 512 and 4,096 elements, and FST's LargeNativeArrays.
   */
  public static List<String> workloads(List<String> runWorkloads) {
    return runWorkloads.stream().filter(id -> isPrimitiveArrays(BenchWorkloads.byId(id))).toList();
  }

  static boolean isPrimitiveArrays(Workload w) {
    return switch (w.family()) {
      case GRAAL -> (w.row().equals("int[n]") || w.row().equals("double[n]")) && ARRAY_SIZES.contains(w.size());
      case FST -> w.name().equals("LargeNativeArrays");
      default -> false;
    };
  }

  /** Times the copy of each workload's payload; a failure leaves the baseline out of the report. */
  static void run(RunMode mode, ResultFiles files, List<String> workloads, Progress progress, boolean resume) {
    Path result = files.copyBaselineJmh();
    if (resume && CodecWorker.isComplete(result)) {
      progress.step("primitive arrays", "System.arraycopy", "done in an earlier run");
      return;
    }
    progress.step("primitive arrays", "System.arraycopy", "timing " + String.join(", ", workloads));
    try {
      new Runner(JmhOptions.of(mode, CopyBaselineBenchmarks.class, result, "arraycopy", "newArray",
          "fullReadHash", "servalDeserialize")
          .param("workload", workloads.toArray(new String[0]))
          .build()).run();
    } catch (RunnerException | RuntimeException e) {
      System.out.println("  JMH failed for the copy baseline: " + e);
    }
  }
}
