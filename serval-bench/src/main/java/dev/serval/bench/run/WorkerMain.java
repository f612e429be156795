package dev.serval.bench.run;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Entry point of a per-codec JVM. Arguments, all required, in order: mode, codec, output folder,
 * resume (true/false), pass (from 1), first step, total steps, start time (epoch ms), then the
 * workload ids.
 */
public final class WorkerMain {
  private WorkerMain() {}

  public static void main(String[] args) throws Exception {
    RunMode mode = RunMode.parse(args[0]);
    String codec = args[1];
    ResultFiles files = new ResultFiles(Path.of(args[2]));
    boolean resume = Boolean.parseBoolean(args[3]);
    int pass = Integer.parseInt(args[4]);
    Progress progress = new Progress(Integer.parseInt(args[5]), Integer.parseInt(args[6]),
        Long.parseLong(args[7]), System.out);
    List<String> workloads = Arrays.asList(args).subList(8, args.length);
    new CodecWorker(mode, codec, workloads, files, progress, resume, pass).run();
  }

  static String[] arguments(RunMode mode, String codec, ResultFiles files, boolean resume, int pass,
      int firstStep, int totalSteps, long startedAt, List<String> workloads) {
    String[] head = {mode.label(), codec, files.dir().toString(), Boolean.toString(resume),
        Integer.toString(pass), Integer.toString(firstStep), Integer.toString(totalSteps),
        Long.toString(startedAt)};
    String[] all = Arrays.copyOf(head, head.length + workloads.size());
    for (int i = 0; i < workloads.size(); i++) all[head.length + i] = workloads.get(i);
    return all;
  }
}
