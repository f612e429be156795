package dev.serval.bench.run;

import java.nio.file.Path;

/** Where a run keeps its partial results, so that a later run can resume and a report can find them. */
public record ResultFiles(Path dir) {

  public Path checks(String codec) {
    return dir.resolve("checks").resolve(safe(codec) + ".jsonl");
  }

  public Path pairJmh(String codec, String workloadId) {
    return dir.resolve("jmh").resolve(safe(codec)).resolve(safe(workloadId) + ".json");
  }

  /** One JMH run over several pairs of a codec (quick and tiny runs). */
  public Path batchJmh(String codec, String group) {
    return dir.resolve("jmh").resolve(safe(codec)).resolve("_batch-" + safe(group) + ".json");
  }

  public Path sharedJmh(String codec) {
    return dir.resolve("jmh").resolve(safe(codec)).resolve("_shared-2-threads.json");
  }

  public Path evolutionJmh(String codec) {
    return dir.resolve("jmh").resolve(safe(codec)).resolve("_evolution.json");
  }

  /** {@code System.arraycopy} of the primitive-array workloads' payload sizes, for all codecs. */
  public Path copyBaselineJmh() {
    return dir.resolve("jmh").resolve("_copy-baseline.json");
  }

  public Path evolutionChecks() {
    return dir.resolve("checks").resolve("_evolution.jsonl");
  }

  public Path firstCall(String codec) {
    return dir.resolve("first-call").resolve(safe(codec) + ".json");
  }

  public Path allocations(String codec) {
    return dir.resolve("alloc").resolve(safe(codec) + ".jsonl");
  }

  public Path allocationsDir() {
    return dir.resolve("alloc");
  }

  public Path summary() {
    return dir.resolve("run.json");
  }

  public Path jmhDir() {
    return dir.resolve("jmh");
  }

  public Path checksDir() {
    return dir.resolve("checks");
  }

  public Path firstCallDir() {
    return dir.resolve("first-call");
  }

  /** File-name-safe: workload ids contain {@code <>[]:,}. */
  static String safe(String name) {
    return name.replaceAll("[^A-Za-z0-9._-]+", "_");
  }
}
