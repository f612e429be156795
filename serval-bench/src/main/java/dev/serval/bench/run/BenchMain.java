package dev.serval.bench.run;

import dev.serval.bench.codec.Codecs;
import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.report.ReportWriter;
import dev.serval.fixtures.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs the benchmark and writes the report: checks and times every (workload, codec) pair of the
 * mode, one JVM per codec; times a memory copy of the primitive-array payloads ({@link
 * CopyBaseline}); measures each codec's first call on fresh JVMs; then writes the
 * Markdown and HTML reports and prints a summary.
 */
public final class BenchMain {
  /** The workload of the first-call measurement: the classic, small and familiar. */
  public static final String FIRST_CALL_WORKLOAD = "media:MediaContent";

  /**
   * JMH refuses to start while another JMH holds its machine-wide lock file; each run here writes
   * only to its own folder, and a shared machine may have other JMH users.
   */
  static final String IGNORE_JMH_LOCK = "jmh.ignoreLock";

  private BenchMain() {}

  public static void main(String[] args) throws Exception {
    RunOptions options;
    try {
      options = RunOptions.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.exit(2);
      return;
    }
    run(options);
  }

  /** Runs everything and returns the folder of the report. */
  public static Path run(RunOptions options) throws Exception {
    System.setProperty(IGNORE_JMH_LOCK, "true");
    RunMode mode = options.mode();
    ResultFiles files = new ResultFiles(options.out());
    boolean resume = mode == RunMode.FULL || mode == RunMode.CLAIM;

    List<String> workloads = new ArrayList<>();
    for (Workload w : mode.workloads()) {
      if (options.workloadFilter().matcher(w.id()).find()) workloads.add(w.id());
    }
    List<String> codecs = new ArrayList<>();
    for (String c : Codecs.names()) {
      if (options.codecFilter().matcher(c).find()) codecs.add(c);
    }
    if (options.reportOnly()) {
      RunSummary previous = Json.MAPPER.readValue(files.summary().toFile(), RunSummary.class);
      ReportWriter.write(files, mode, workloads, codecs, previous.elapsedMillis(), previous.createNanos(), System.out);
      return files.dir();
    }
    if (!resume) clear(files);
    Files.createDirectories(files.dir());
    int pairSteps = codecs.size() * CodecWorker.steps(workloads.size());
    int firstCallSteps = mode.firstCallCodecs(codecs).size() * mode.firstCallRuns;
    List<String> copyWorkloads = copyBaselineWorkloads(workloads, codecs);
    int total = pairSteps + (copyWorkloads.isEmpty() ? 0 : 1) + firstCallSteps;
    long started = System.currentTimeMillis();
    System.out.printf("Serval benchmark, %s mode: %d workloads x %d codecs, results in %s%n",
        mode.label(), workloads.size(), codecs.size(), files.dir());
    System.out.println("JMH: " + mode.describeJmh());

    int step = 0;
    for (String codec : codecs) {
      if (options.inProcess()) {
        Progress progress = new Progress(step, total, started, System.out);
        new CodecWorker(mode, codec, workloads, files, progress, resume).run();
      } else {
        List<String> command = javaCommand(WorkerMain.class, mode, true);
        command.addAll(List.of(WorkerMain.arguments(mode, codec, files, resume, step, total, started, workloads)));
        runChild(command);
      }
      step += CodecWorker.steps(workloads.size());
    }

    if (!copyWorkloads.isEmpty()) {
      if (options.inProcess()) {
        CopyBaseline.run(mode, files, copyWorkloads, new Progress(step, total, started, System.out), resume);
      } else {
        List<String> command = javaCommand(CopyBaseline.class, mode, true);
        command.addAll(List.of(CopyBaseline.arguments(mode, files, resume, step, total, started, copyWorkloads)));
        runChild(command);
      }
      step++;
    }

    Progress progress = new Progress(step, total, started, System.out);
    for (String codec : mode.firstCallCodecs(codecs)) {
      for (int i = 0; i < mode.firstCallRuns; i++) {
        progress.step(FIRST_CALL_WORKLOAD, codec, "first call on a fresh JVM");
        List<String> command = javaCommand(FirstCallMain.class, mode, false);
        command.addAll(List.of(codec, FIRST_CALL_WORKLOAD, files.firstCall(codec).toString()));
        runChild(command);
      }
    }

    double createNanos = CreateTiming.mediaContentNanos(mode);
    long elapsed = System.currentTimeMillis() - started;
    Json.write(files.summary(), new RunSummary(elapsed, createNanos));
    Path report = ReportWriter.write(files, mode, workloads, codecs, elapsed, createNanos, System.out);
    System.out.println("Report: " + report.toAbsolutePath());
    return files.dir();
  }

  /**
   * The primitive-array workloads to time {@code System.arraycopy} for: none when the filter
   * leaves out those workloads, or leaves out every Serval mode (nothing to compare the copy with).
   */
  private static List<String> copyBaselineWorkloads(List<String> workloads, List<String> codecs) {
    if (codecs.stream().noneMatch(ServalNames.ALL::contains)) return List.of();
    return CopyBaseline.workloads(workloads);
  }

  /** What a report needs from the run itself, kept so that {@code --report-only} can rewrite it. */
  record RunSummary(long elapsedMillis, double createNanos) {}

  /**
   * Heap flags of the JVMs that time codecs (and of their JMH forks, which inherit them): the
   * first gigabyte of heap is committed and touched at start-up. Without it, a young JVM grew its
   * heap into memory the operating system had never handed out, and on a virtual machine each
   * first touch of a page cost microseconds: in quick runs, deserializing a {@code double[512]}
   * (a new page of heap per operation) ran at 0.09 to 0.5 million operations a second while the
   * heap grew and 3.3 to 4.1 million once it had, whichever codec happened to be timed then (CPU
   * profiles put the time in page faults under the array's allocation). Start-up takes about 0.4 s
   * longer. The first-call JVMs keep the default: a cold start pays for its pages.
   */
  static final List<String> TIMING_HEAP = List.of("-Xms1g", "-XX:+AlwaysPreTouch");

  /** A new JVM with this JVM's class path, the codecs' flags, and room for the large graph. */
  private static List<String> javaCommand(Class<?> main, RunMode mode, boolean timing) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add(mode == RunMode.FULL ? "-Xmx8g" : "-Xmx3g");
    if (timing) command.addAll(TIMING_HEAP);
    command.add("-D" + IGNORE_JMH_LOCK + "=true");
    command.addAll(JvmFlags.ADD_OPENS);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(main.getName());
    return command;
  }

  private static void runChild(List<String> command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).inheritIO().start();
    int exit = process.waitFor();
    if (exit != 0) System.out.println("  (child JVM exited with " + exit + "; its results are partial)");
  }

  /** Quick and tiny runs start afresh; only full runs resume. */
  private static void clear(ResultFiles files) throws IOException {
    for (Path dir : List.of(files.checksDir(), files.jmhDir(), files.firstCallDir(), files.allocationsDir())) {
      if (!Files.exists(dir)) continue;
      try (Stream<Path> walk = Files.walk(dir)) {
        for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
      }
    }
  }
}
