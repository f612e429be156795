package dev.serval.bench.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import dev.serval.bench.jmh.CompileQueueWait;
import dev.serval.bench.jmh.GcPauseProfiler;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.CompilerProfiler;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** JMH options for one call of the runner, from the run mode: the only place iterations are set. */
final class JmhOptions {
  private JmhOptions() {}

  /** Methods of {@code benchmarkClass}, by exact name. */
  static ChainedOptionsBuilder of(RunMode mode, Class<?> benchmarkClass, Path resultFile, String... methods) {
    try {
      Files.createDirectories(resultFile.getParent());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ChainedOptionsBuilder b = new OptionsBuilder()
        .include("^" + Pattern.quote(benchmarkClass.getName()) + "\\.(" + String.join("|", methods) + ")$")
        .forks(mode.forks)
        .jvmArgsAppend(JvmFlags.ADD_OPENS.toArray(new String[0]))
        .warmupIterations(mode.warmupIterations)
        .warmupTime(TimeValue.milliseconds(mode.warmupMillis))
        .measurementIterations(mode.measurementIterations)
        .measurementTime(TimeValue.milliseconds(mode.measurementMillis))
        .shouldFailOnError(false)
        .verbosity(VerboseMode.SILENT)
        .resultFormat(ResultFormatType.JSON)
        .result(resultFile.toString());
    if (mode.waitsForJit()) {
      // First, so that the compiler profiler's count starts after the wait.
      b.addProfiler(CompileQueueWait.class);
    }
    if (mode.profilesDisturbances()) {
      b.addProfiler(CompilerProfiler.class).addProfiler(GcPauseProfiler.class);
    }
    return mode.gcProfiler() ? b.addProfiler(GCProfiler.class) : b;
  }

  /** Single calls, for graphs where one call takes a large part of a second or more. */
  static ChainedOptionsBuilder singleShots(ChainedOptionsBuilder b, RunMode mode) {
    return b.mode(Mode.SingleShotTime)
        .timeUnit(TimeUnit.MILLISECONDS)
        .warmupIterations(1)
        .measurementIterations(mode.largeGraphShots);
  }
}
