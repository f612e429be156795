package dev.serval.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serval.bench.codec.Codecs;
import dev.serval.bench.report.Results;
import dev.serval.bench.run.BenchMain;
import dev.serval.bench.run.CodecWorker;
import dev.serval.bench.run.ResultFiles;
import dev.serval.bench.run.Json;
import dev.serval.bench.run.RunMode;
import dev.serval.bench.run.RunOptions;
import dev.serval.fixtures.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the whole harness in tiny mode, in this JVM: every codec on three workloads with one very
 * short iteration, twice (two passes), the memory-copy baseline of the primitive array, then the
 * reports. Proves the plumbing, not the numbers.
 */
class TinyRunSmokeTest {
  @TempDir
  static Path out;

  static Path dir;

  @BeforeAll
  static void runTinyMode() throws Exception {
    dir = BenchMain.run(RunOptions.parse("tiny", "--in-process", "--out", out.toString()));
  }

  @Test
  void writesTheReportsAndTheRawJmhResults() throws Exception {
    assertThat(dir.resolve("report.md")).isNotEmptyFile();
    assertThat(dir.resolve("report.html")).isNotEmptyFile();
    String md = Files.readString(dir.resolve("report.md"));
    assertThat(md).contains("## Headline", "## jvm-serializers: MediaContent", "## Failures", "JDK");
    assertThat(Files.readString(dir.resolve("report.html"))).contains("<svg");
    JsonNode jmh = Json.MAPPER.readTree(dir.resolve("jmh-results.json").toFile());
    assertThat(jmh.size()).isPositive();
  }

  @Test
  void checkedTheRoundTripOfEveryCodecOnEveryWorkload() throws Exception {
    List<String> workloads = RunMode.TINY.workloads().stream().map(Workload::id).toList();
    assertThat(workloads).hasSize(3);
    for (String codec : Codecs.names()) {
      Path checks = dir.resolve("checks").resolve(codec + ".jsonl");
      assertThat(checks).as(codec).exists();
      Set<String> checked = new HashSet<>();
      for (String line : Files.readAllLines(checks)) checked.add(Json.MAPPER.readTree(line).path("workload").asText());
      assertThat(checked).as(codec).containsAll(workloads);
    }
  }

  @Test
  void timedThePeersThatRoundTrip() throws Exception {
    // Kryo handles both workloads; if it has no timings, the JMH plumbing is broken.
    Results results = Results.load(new ResultFiles(dir));
    assertThat(results.pair("graal:Client", "kryo-def").timed()).isTrue();
    assertThat(results.pair("media:MediaContent", "kryo-def").timed()).isTrue();
    assertThat(results.score("serializeShared", "graal:Client", "kryo-def")).isPositive();
    assertThat(results.score("readOldVersion", CodecWorker.EVOLUTION_ID, "kryo-compat")).isPositive();
    // Tiny runs time the pairs in a second pass too, as quick runs do.
    assertThat(results.passes()).isEqualTo(2);
    assertThat(Results.loadPass(new ResultFiles(dir), 2).pair("graal:Client", "kryo-def").timed()).isTrue();
    assertThat(Files.readString(dir.resolve("report.md"))).contains("Every pair was timed in 2 passes");
    // Runs without forks record what may disturb a row: compilation and collector pauses.
    assertThat(results.compileMillis("serialize", "graal:Client", "kryo-def")).isNotNaN();
    assertThat(results.pauseMillis("serialize", "graal:Client", "kryo-def")).isNotNaN();
  }

  @Test
  void comparedThePrimitiveArrayWithAMemoryCopy() throws Exception {
    Results results = Results.load(new ResultFiles(dir));
    assertThat(results.copyBaseline("graal:int[512]")).isPositive();
    assertThat(results.newArray("graal:int[512]")).isPositive();
    assertThat(results.fullReadHash("graal:int[512]")).isPositive();
    assertThat(results.servalDeserializeAlone("graal:int[512]")).isPositive();
    String md = Files.readString(dir.resolve("report.md"));
    assertThat(md).contains("## Primitive arrays against memory copy", "worst ratio to `System.arraycopy`");
    // workload | Serval mode | payload | arraycopy GB/s | new array GB/s | hash GB/s | ser GB/s | ratio
    // | deser GB/s | ratio | deser alone GB/s | ratio
    assertThat(md).containsPattern(
        "\\| graal:int\\[512] \\| serval \\| \\d+ \\| \\d+\\.\\d\\d \\| \\d+\\.\\d\\d \\| \\d+\\.\\d\\d \\| \\d+\\.\\d\\d \\| \\d+\\.\\d\\d\\d?× \\| "
            + "\\d+\\.\\d\\d \\| \\d+\\.\\d\\d\\d?× \\| \\d+\\.\\d\\d \\| \\d+\\.\\d\\d\\d?× \\|");
    assertThat(md).contains("Deserializing without the full read, `serval` is at worst",
        "where allocating a new array of the payload's size alone runs at");
    assertThat(Files.readString(dir.resolve("report.html"))).contains("Primitive arrays against memory copy");
  }

  @Test
  void sizedWhatDeserializationReturned() throws Exception {
    Results results = Results.load(new ResultFiles(dir));
    // Client's graph is 277 objects of about 7.8 KB; any working sizer lands well inside this.
    assertThat(results.pair("graal:Client", "serval").returnedBytes()).isBetween(4_000L, 16_000L);
    String md = Files.readString(dir.resolve("report.md"));
    assertThat(md).contains("## Allocation against the returned objects",
        "the bytes of the objects it returns");
  }
}
