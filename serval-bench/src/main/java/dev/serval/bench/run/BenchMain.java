package dev.serval.bench.run;

import dev.serval.bench.codec.Codecs;
import dev.serval.bench.codec.ServalNames;
import dev.serval.bench.report.ReportWriter;
import dev.serval.fixtures.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs the benchmark and writes the report: checks and times every (workload, codec) pair of the
 * mode, one JVM per codec, in as many passes as the mode takes ({@link RunMode#passes()}); times a
 * memory copy of the primitive-array payloads ({@link CopyBaseline}); measures each codec's first
 * call on fresh JVMs; then writes the Markdown and HTML reports and prints a summary.
 */
public final class BenchMain {
  /** The workload of the first-call measurement: the classic, small and familiar. */
  public static final String FIRST_CALL_WORKLOAD = "media:MediaContent";

  /**
   * JMH refuses to start while another JMH holds its machine-wide lock file; each run here writes
   * only to its own folder, and a shared machine may have other JMH users.
   */
  static final String IGNORE_JMH_LOCK = "jmh.ignoreLock";

  /** fastjson2's fastest configuration, the one that most often leads Serval's object rows. */
  private static final String FASTEST_JSONB = "fastjson2-jsonb-array";

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
    List<String> codecs = codecs(mode, options.codecFilter());
    if (options.reportOnly()) {
      RunSummary previous = Json.MAPPER.readValue(files.summary().toFile(), RunSummary.class);
      ReportWriter.write(files, mode, workloads, codecs, previous.elapsedMillis(), previous.createNanos(), System.out);
      return files.dir();
    }
    if (!resume) clear(files);
    Files.createDirectories(files.dir());
    int pairSteps = 0;
    for (int pass = 1; pass <= mode.passes(); pass++) {
      pairSteps += codecs.size() * CodecWorker.steps(workloads.size(), pass);
    }
    int firstCallSteps = mode.firstCallCodecs(codecs).size() * mode.firstCallRuns;
    List<String> copyWorkloads = copyBaselineWorkloads(workloads, codecs);
    int total = pairSteps + (copyWorkloads.isEmpty() ? 0 : 1) + firstCallSteps;
    long started = System.currentTimeMillis();
    System.out.printf("Serval benchmark, %s mode: %d workloads x %d codecs, results in %s%n",
        mode.label(), workloads.size(), codecs.size(), files.dir());
    System.out.println("JMH: " + mode.describeJmh());

    int step = 0;
    for (int pass = 1; pass <= mode.passes(); pass++) {
      if (mode.passes() > 1) System.out.printf("Pass %d of %d%n", pass, mode.passes());
      for (String codec : passOrder(codecs, pass, mode.passes())) {
        if (options.inProcess()) {
          Progress progress = new Progress(step, total, started, System.out);
          new CodecWorker(mode, codec, workloads, files, progress, resume, pass).run();
        } else {
          List<String> command = javaCommand(WorkerMain.class, mode, true);
          command.addAll(List.of(
              WorkerMain.arguments(mode, codec, files, resume, pass, step, total, started, workloads)));
          runChild(command);
        }
        step += CodecWorker.steps(workloads.size(), pass);
      }
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
   * The codecs the run times, in report order: those the filter names, or, with no codec filter,
   * those the mode runs by default ({@link RunMode#runsByDefault}).
   */
  static List<String> codecs(RunMode mode, Pattern codecFilter) {
    boolean named = !codecFilter.pattern().isEmpty();
    List<String> codecs = new ArrayList<>();
    for (String c : Codecs.names()) {
      if (codecFilter.matcher(c).find() && (named || mode.runsByDefault(c))) codecs.add(c);
    }
    return codecs;
  }

  /**
   * The codecs in the order pass {@code pass} of {@code passes} times them. Several passes: as
   * listed in odd passes, else reversed, so that a steady drift of the machine's speed during the
   * run cancels. One pass: {@link #sandwiched}.
   */
  static List<String> passOrder(List<String> codecs, int pass, int passes) {
    if (passes == 1) return sandwiched(codecs);
    if (pass % 2 == 1) return codecs;
    List<String> reversed = new ArrayList<>(codecs);
    Collections.reverse(reversed);
    return reversed;
  }

  /**
   * The order of a run of one pass, which times each codec at one stretch of the run and cannot
   * cancel a drift of the machine's speed: each Serval mode between the Kryo and the Fory
   * configuration it is compared with ({@link ServalNames#MATCHES}), fastjson2 JSONB's fastest
   * configuration right after {@code serval}, then the others as listed. Serval and the peers that
   * usually lead its rows are then timed within about a minute of each other, so a drift moves
   * them alike. (Two quick runs of one library, one pass each with Serval's modes timed first, read
   * round trip 0.97x and 1.08x of the fastest peer: see {@link RunMode#passes}.)
   */
  static List<String> sandwiched(List<String> codecs) {
    List<String> order = new ArrayList<>();
    for (String serval : ServalNames.ALL) {
      List<String> peers = ServalNames.MATCHES.get(serval);
      List<String> group = new ArrayList<>(List.of(peers.get(0), serval, peers.get(1)));
      if (serval.equals(ServalNames.FIXED)) group.add(FASTEST_JSONB);
      for (String codec : group) {
        if (codecs.contains(codec)) order.add(codec);
      }
    }
    for (String codec : codecs) {
      if (!order.contains(codec)) order.add(codec);
    }
    return order;
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
   * Heap flags of a child JVM. Those that time codecs (and their JMH forks, which inherit the flags)
   * commit and touch their heap at start-up: a JVM that grows its heap reaches into memory the
   * operating system has never handed out, and on a virtual machine each first touch of a page
   * costs microseconds. Quick runs deserialized a {@code double[512]} (a new page of heap per
   * operation) at 0.09 to 0.5 million operations a second while the heap grew and 3.3 to 4.1
   * million once it had, whichever codec happened to be timed then.
   *
   * <p>Quick and steady runs fix the heap at its maximum: they time in the worker JVM itself, where
   * G1 grew a pre-touched 1 GB heap under the first rows' allocation, touching the new part inside
   * a pause (from 1,028 to 1,684 MB in a pause of 1.76 s, logged in one run), and the row timed
   * then ran at a hundredth of its speed (Serval's {@code int[512]} deserialization, its JVM's
   * first row: 56 thousand operations a second, 5.2 million in runs without the pause; three quick
   * reports have that row at 0.01 to 0.06 of the fastest peer). Their fixed heap is 1.5 GB
   * ({@link #FIXED_HEAP}): pre-touching 3 GB took 1.3 to 4.7 s per JVM on the two-core machine of
   * 2026-11-28, up to 100 s of a quick run's 23 JVMs, where 1.5 GB took 0.8 to 0.9 s; the quick
   * rows' live data stays far below it (the largest, the 2,000-client list, is 530 thousand
   * objects). Runs with forks commit the first gigabyte only: their warm-up iterations absorb any
   * growth. The first-call JVMs keep the default: a cold start pays for its pages.
   */
  static List<String> heapFlags(RunMode mode, boolean timing) {
    if (timing && mode.timesRowsInCodecJvm()) {
      return List.of("-Xmx" + FIXED_HEAP, "-Xms" + FIXED_HEAP, "-XX:+AlwaysPreTouch");
    }
    String max = mode == RunMode.FULL ? "8g" : "3g";
    if (!timing) return List.of("-Xmx" + max);
    return List.of("-Xmx" + max, "-Xms1g", "-XX:+AlwaysPreTouch");
  }

  /** The heap, fixed and pre-touched, of the JVMs that time every row of a codec (see above). */
  static final String FIXED_HEAP = "1536m";

  /** A new JVM with this JVM's class path, the codecs' flags, and room for the large graph. */
  private static List<String> javaCommand(Class<?> main, RunMode mode, boolean timing) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(heapFlags(mode, timing));
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
