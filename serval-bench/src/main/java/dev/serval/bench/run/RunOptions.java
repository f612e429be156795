package dev.serval.bench.run;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Command line of {@link BenchMain}: {@code [quick|steady|full|tiny|claim] [--filter WORKLOADS[/CODECS]]
 * [--out DIR] [--in-process]}. Filters are regular expressions found anywhere in a workload id
 * ({@code family:name}) or a codec name.
 */
public record RunOptions(
    RunMode mode, Pattern workloadFilter, Pattern codecFilter, Path out, boolean inProcess,
    boolean reportOnly) {

  static final String USAGE = """
      usage: bench [quick|steady|full|tiny|claim] [--filter WORKLOAD_REGEX[/CODEC_REGEX]] [--out DIR] [--in-process]
        quick         one representative size per row, 17 of the 23 codecs, one pass (default; about 9 minutes)
        steady        quick's rows, every codec, two passes of iterations long enough for the JIT to settle (about 40 minutes)
        full          every size of every family (hours); resumes from partial results in --out
        tiny          three workloads, very short iterations: proves the harness works
        claim         quick's rows with 3 forks, 1 s iterations and the gc profiler; use --filter
        --filter      e.g. 'Client/kryo|serval' or 'fst:' or '/fory'
        --out         result folder (default bench-results/<date>-<mode>)
        --in-process  run every codec in this JVM instead of one JVM per codec
        --report-only write the reports again from the results already in --out""";

  public static RunOptions parse(String... args) {
    RunMode mode = RunMode.QUICK;
    Pattern workloads = Pattern.compile("");
    Pattern codecs = Pattern.compile("");
    Path out = null;
    boolean inProcess = false;
    boolean reportOnly = false;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "quick", "steady", "full", "tiny", "claim" -> mode = RunMode.parse(a);
        case "--filter" -> {
          String filter = value(args, ++i, a);
          int slash = filter.indexOf('/');
          workloads = Pattern.compile(slash < 0 ? filter : filter.substring(0, slash));
          codecs = Pattern.compile(slash < 0 ? "" : filter.substring(slash + 1));
        }
        case "--out" -> out = Path.of(value(args, ++i, a));
        case "--in-process" -> inProcess = true;
        case "--report-only" -> reportOnly = true;
        default -> throw new IllegalArgumentException("Unknown argument " + a + "\n" + USAGE);
      }
    }
    Path dir = Optional.ofNullable(out)
        .orElse(Path.of("bench-results", LocalDate.now() + "-" + mode.label()));
    return new RunOptions(mode, workloads, codecs, dir, inProcess, reportOnly);
  }

  private static String value(String[] args, int i, String option) {
    if (i >= args.length) throw new IllegalArgumentException(option + " needs a value\n" + USAGE);
    return args[i];
  }
}
