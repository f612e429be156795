package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.fixtures.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Before a quick or steady run times a codec, it runs JMH once on the first pair it will time and
 * throws the results away, so that the first timed row does not pay for compiling JMH's loops.
 */
class RehearsalTest {
  private static Workload workload(String id) {
    return BenchWorkloads.byId(id);
  }

  @Test
  void rehearsesTheFirstWorkloadOfTheGroupOfPairs() {
    List<Workload> toTime = List.of(workload("typed:SimpleObject"),
        workload("extra:Large List<Client>[10]"), workload("graal:int[512]"), workload("graal:Client"));

    assertThat(CodecWorker.rehearsalWorkload(toTime).id()).isEqualTo("graal:int[512]");
    assertThat(CodecWorker.rehearsalWorkload(List.of(workload("typed:SimpleObject")))).isNull();
  }

  @Test
  void leavesNoResultsBehind() throws IOException {
    List<Path> before = rehearsalFiles();

    CodecWorker.rehearse(RunMode.TINY, "kryo-def", List.of(workload("graal:int[512]")));

    assertThat(rehearsalFiles()).containsExactlyInAnyOrderElementsOf(before);
  }

  private static List<Path> rehearsalFiles() throws IOException {
    try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return files.filter(p -> p.getFileName().toString().startsWith("serval-rehearsal-")).toList();
    }
  }
}
