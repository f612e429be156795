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

  /**
   * One JMH run over several pairs of a codec (quick and tiny runs), in pass {@code pass} (from 1)
   * of the run; a later pass's file names its pass (see {@link #passOf}).
   */
  public Path batchJmh(String codec, String group, int pass) {
    String suffix = pass == 1 ? "" : PASS_MARK + pass;
    return dir.resolve("jmh").resolve(safe(codec)).resolve("_batch-" + safe(group) + suffix + ".json");
  }

  private static final String PASS_MARK = ".pass-";

  /** The pass of the run a JMH result file holds: the number its name gives, else 1. */
  public static int passOf(Path jmhFile) {
    String name = jmhFile.getFileName().toString();
    int mark = name.lastIndexOf(PASS_MARK);
    if (mark < 0 || !name.endsWith(".json")) return 1;
    try {
      return Integer.parseInt(name.substring(mark + PASS_MARK.length(), name.length() - ".json".length()));
    } catch (NumberFormatException e) {
      return 1;
    }
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
