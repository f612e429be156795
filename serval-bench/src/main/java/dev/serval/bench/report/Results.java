package dev.serval.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.serval.bench.check.CheckResult;
import dev.serval.bench.jmh.GcPauseProfiler;
import dev.serval.bench.run.Json;
import dev.serval.bench.run.ResultFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.stream.Stream;

/**
 * Everything a run left in its folder, read back: checks, JMH results and first-call timings. A
 * pair timed in several passes of the run ({@code RunMode.passes}) scores the geometric mean of its
 * passes, and counts as disturbed by compilation or pauses when any pass was (the largest figure
 * is kept); sampled percentiles come from the first pass.
 */
public final class Results {
  /**
   * The gc profiler's bytes per operation. JMH's console prints it as "·gc.alloc.rate.norm", its
   * JSON (JMH 1.37) without the dot; both are accepted. Reading only the dotted form left the
   * allocation columns of every claim report empty until this was found.
   */
  private static final String ALLOC_NORM = "gc.alloc.rate.norm";
  /** The compiler profiler's milliseconds of JIT compilation during the measurement. */
  private static final String COMPILE_TIME = "compiler.time.profiled";

  private final Map<String, CheckResult> checks = new HashMap<>();
  /** JMH scores by "benchmark method|workload|codec", in operations per second. */
  private final Map<String, Double> opsPerSecond = new HashMap<>();
  /** Each key's scores, one per pass, merged into {@link #opsPerSecond}. */
  private final Map<String, List<Double>> scoresByPass = new HashMap<>();
  private final Map<String, Double> allocBytes = new HashMap<>();
  /** Bytes of the objects one deserialization returned, by "workload|codec" (AllocationProbe). */
  private final Map<String, Long> returnedBytes = new HashMap<>();
  private final Map<String, Double> compileMillis = new HashMap<>();
  private final Map<String, Double> pauseMillis = new HashMap<>();
  private final Map<String, PairResult.Percentiles> samples = new HashMap<>();
  private final Map<String, List<JsonNode>> firstCalls = new LinkedHashMap<>();
  private final List<JsonNode> rawJmh = new ArrayList<>();
  private int passes = 1;

  private Results() {}

  public static Results load(ResultFiles files) {
    return load(files, pass -> true);
  }

  /**
   * The results with only the JMH files of pass {@code pass} (from 1): the pairs as that pass timed
   * them, and in pass 1 also the timings that run once (two threads, evolution, copy baseline).
   */
  public static Results loadPass(ResultFiles files, int pass) {
    return load(files, p -> p == pass);
  }

  private static Results load(ResultFiles files, IntPredicate passes) {
    Results r = new Results();
    r.loadChecks(files.checksDir());
    r.loadJmh(files.jmhDir(), passes);
    r.loadFirstCalls(files.firstCallDir());
    r.loadAllocations(files.allocationsDir());
    return r;
  }

  /** The number of passes whose pair timings the run's folder holds: 1 unless a later one ran. */
  public int passes() {
    return passes;
  }

  public CheckResult check(String workload, String codec) {
    return checks.get(workload + "|" + codec);
  }

  public PairResult pair(String workload, String codec) {
    return new PairResult(workload, codec, check(workload, codec),
        score("serialize", workload, codec), score("deserialize", workload, codec),
        alloc("serialize", workload, codec), alloc("deserialize", workload, codec),
        returnedBytes.getOrDefault(workload + "|" + codec, -1L),
        samples.get(key("roundTrip", workload, codec)));
  }

  /** Operations per second of any benchmark method, or NaN. */
  public double score(String method, String workload, String codec) {
    return opsPerSecond.getOrDefault(key(method, workload, codec), Double.NaN);
  }

  /**
   * Operations per second of {@code System.arraycopy} of the workload's {@code serval} payload size
   * ({@code CopyBaselineBenchmarks}, which has no codec parameter), or NaN.
   */
  public double copyBaseline(String workload) {
    return score("arraycopy", workload, "");
  }

  /**
   * Operations per second of allocating a byte array as long as the workload's {@code serval}
   * payload ({@code CopyBaselineBenchmarks.newArray}), or NaN.
   */
  public double newArray(String workload) {
    return score("newArray", workload, "");
  }

  /** Operations per second of {@code FullRead.hash} alone on the workload's value, or NaN. */
  public double fullReadHash(String workload) {
    return score("fullReadHash", workload, "");
  }

  /**
   * Operations per second of Serval's (fixed-schema) deserialization of the workload without the
   * full read, timed beside the copy ({@code CopyBaselineBenchmarks.servalDeserialize}), or NaN.
   */
  public double servalDeserializeAlone(String workload) {
    return score("servalDeserialize", workload, "");
  }

  public double alloc(String method, String workload, String codec) {
    return allocBytes.getOrDefault(key(method, workload, codec), Double.NaN);
  }

  /** Milliseconds the JIT compiled during the benchmark's measurement, or NaN if not profiled. */
  public double compileMillis(String method, String workload, String codec) {
    return compileMillis.getOrDefault(key(method, workload, codec), Double.NaN);
  }

  /** Milliseconds of garbage collection pauses during the measurement, or NaN when not profiled. */
  public double pauseMillis(String method, String workload, String codec) {
    return pauseMillis.getOrDefault(key(method, workload, codec), Double.NaN);
  }

  public List<JsonNode> firstCalls(String codec) {
    return firstCalls.getOrDefault(codec, List.of());
  }

  /** Every JMH result of the run, as JMH wrote it. */
  public List<JsonNode> rawJmh() {
    return rawJmh;
  }

  private static String key(String method, String workload, String codec) {
    return method + "|" + workload + "|" + codec;
  }

  private void loadChecks(Path dir) {
    for (Path file : files(dir, ".jsonl")) {
      for (String line : lines(file)) {
        if (line.isBlank()) continue;
        try {
          CheckResult c = Json.MAPPER.readValue(line, CheckResult.class);
          checks.put(c.workload() + "|" + c.codec(), c); // a later line (a resumed run) wins
        } catch (IOException e) {
          throw new UncheckedIOException("Bad check line in " + file, e);
        }
      }
    }
  }

  private void loadJmh(Path dir, IntPredicate passFilter) {
    for (Path file : files(dir, ".json")) {
      int pass = ResultFiles.passOf(file);
      if (!passFilter.test(pass)) continue;
      passes = Math.max(passes, pass);
      JsonNode array;
      try {
        array = Json.MAPPER.readTree(file.toFile());
      } catch (IOException e) {
        continue; // A run interrupted while JMH wrote this file: treat the pair as not timed.
      }
      if (array == null) continue;
      for (JsonNode result : array) {
        if (pass > 1 && result instanceof ObjectNode node) node.put("pass", pass);
        rawJmh.add(result);
        String benchmark = result.path("benchmark").asText();
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        JsonNode params = result.path("params");
        String workload = params.path("workload").asText("extra:Evolution PersonV1 to PersonV2");
        String codec = params.path("codec").asText();
        String k = key(method, workload, codec);
        JsonNode primary = result.path("primaryMetric");
        String mode = result.path("mode").asText();
        if (mode.equals("sample")) {
          JsonNode p = primary.path("scorePercentiles");
          double toNanos = nanosPerUnit(primary.path("scoreUnit").asText());
          PairResult.Percentiles percentiles = new PairResult.Percentiles(
              primary.path("score").asDouble() * toNanos, p.path("50.0").asDouble() * toNanos,
              p.path("95.0").asDouble() * toNanos, p.path("99.0").asDouble() * toNanos);
          if (pass == 1) samples.put(k, percentiles); else samples.putIfAbsent(k, percentiles);
        } else {
          double score = toOpsPerSecond(primary.path("score").asDouble(), primary.path("scoreUnit").asText());
          List<Double> passScores = scoresByPass.computeIfAbsent(k, key -> new ArrayList<>());
          passScores.add(score);
          opsPerSecond.put(k, geometricMean(passScores));
        }
        JsonNode metrics = result.path("secondaryMetrics");
        JsonNode alloc = secondary(metrics, ALLOC_NORM);
        if (!alloc.isMissingNode()) allocBytes.put(k, alloc.path("score").asDouble());
        JsonNode compile = secondary(metrics, COMPILE_TIME);
        if (!compile.isMissingNode()) compileMillis.merge(k, compile.path("score").asDouble(), Math::max);
        JsonNode pause = secondary(metrics, GcPauseProfiler.METRIC);
        if (!pause.isMissingNode()) pauseMillis.merge(k, pause.path("score").asDouble(), Math::max);
      }
    }
  }

  /** The geometric mean; a single score as it is. */
  private static double geometricMean(List<Double> scores) {
    if (scores.size() == 1) return scores.get(0);
    return Math.exp(scores.stream().mapToDouble(Math::log).average().orElseThrow());
  }

  /** A profiler's metric under its JSON name or its console name (with a leading dot). */
  private static JsonNode secondary(JsonNode metrics, String name) {
    return metrics.has(name) ? metrics.path(name) : metrics.path("·" + name);
  }

  /** Allocation measured outside JMH (quick runs); the gc profiler's figures win where both exist. */
  private void loadAllocations(Path dir) {
    for (Path file : files(dir, ".jsonl")) {
      for (String line : lines(file)) {
        if (line.isBlank()) continue;
        try {
          JsonNode a = Json.MAPPER.readTree(line);
          String w = a.path("workload").asText();
          String c = a.path("codec").asText();
          allocBytes.putIfAbsent(key("serialize", w, c), a.path("serBytes").asDouble());
          allocBytes.putIfAbsent(key("deserialize", w, c), a.path("deserBytes").asDouble());
          returnedBytes.put(w + "|" + c, a.path("returnedBytes").asLong(-1));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }

  private void loadFirstCalls(Path dir) {
    for (Path file : files(dir, ".json")) {
      for (String line : lines(file)) {
        if (line.isBlank()) continue;
        try {
          JsonNode node = Json.MAPPER.readTree(line);
          firstCalls.computeIfAbsent(node.path("codec").asText(), c -> new ArrayList<>()).add(node);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
  }

  /** Throughput from any JMH unit: ops/s as is, time per op inverted. */
  static double toOpsPerSecond(double score, String unit) {
    return switch (unit) {
      case "ops/s" -> score;
      case "ops/ms" -> score * 1e3;
      case "ops/us" -> score * 1e6;
      default -> 1e9 / (score * nanosPerUnit(unit));
    };
  }

  private static double nanosPerUnit(String unit) {
    return switch (unit) {
      case "s/op" -> 1e9;
      case "ms/op" -> 1e6;
      case "us/op" -> 1e3;
      case "ns/op" -> 1;
      default -> throw new IllegalArgumentException("Unknown JMH unit " + unit);
    };
  }

  private static List<Path> files(Path dir, String suffix) {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> lines(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
