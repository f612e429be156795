package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Steady runs time the codecs twice, in order and then in reverse, and keep the passes' files
 * apart; runs of one pass time each Serval mode next to the peers it is compared with.
 */
class PassOrderTest {
  @Test
  void evenPassesTimeTheCodecsInReverse() {
    List<String> codecs = List.of("serval", "kryo-def", "fory");
    assertThat(BenchMain.passOrder(codecs, 1, 2)).containsExactly("serval", "kryo-def", "fory");
    assertThat(BenchMain.passOrder(codecs, 2, 2)).containsExactly("fory", "kryo-def", "serval");
    assertThat(codecs).containsExactly("serval", "kryo-def", "fory");
  }

  @Test
  void aSinglePassTimesEachServalModeBetweenItsMatchedPeers() {
    List<String> codecs = List.of("serval", "serval-ref", "serval-evolving", "serval-evolving-ref",
        "kryo-def", "kryo-ref", "kryo-compat", "kryo-compat-ref", "fory", "fory-ref", "fory-compat",
        "fory-compat-ref", "fastjson2-jsonb-array", "fastjson2-jsonb", "jackson", "java");
    assertThat(BenchMain.passOrder(codecs, 1, 1)).containsExactly(
        "kryo-def", "serval", "fory", "fastjson2-jsonb-array",
        "kryo-ref", "serval-ref", "fory-ref",
        "kryo-compat", "serval-evolving", "fory-compat",
        "kryo-compat-ref", "serval-evolving-ref", "fory-compat-ref",
        "fastjson2-jsonb", "jackson", "java");
  }

  @Test
  void aFilteredSinglePassKeepsOnlyItsCodecs() {
    List<String> codecs = List.of("serval", "fory", "fastjson2-jsonb-array", "gson");
    assertThat(BenchMain.passOrder(codecs, 1, 1))
        .containsExactly("serval", "fory", "fastjson2-jsonb-array", "gson");
    assertThat(BenchMain.passOrder(List.of("gson", "kryo-def"), 1, 1))
        .containsExactly("kryo-def", "gson");
  }

  @Test
  void steadyRunsTakeTwoPassesAndQuickRunsAndRunsWithForksOne() {
    assertThat(RunMode.STEADY.passes()).isEqualTo(2);
    assertThat(RunMode.QUICK.passes()).isEqualTo(1);
    assertThat(RunMode.CLAIM.passes()).isEqualTo(1);
    assertThat(RunMode.FULL.passes()).isEqualTo(1);
  }

  @Test
  void aLaterPassNamesItsFiles() {
    ResultFiles files = new ResultFiles(Path.of("out"));
    Path first = files.batchJmh("serval", "pairs", 1);
    Path second = files.batchJmh("serval", "pairs", 2);
    assertThat(first).isNotEqualTo(second);
    assertThat(ResultFiles.passOf(first)).isEqualTo(1);
    assertThat(ResultFiles.passOf(second)).isEqualTo(2);
    assertThat(ResultFiles.passOf(files.sharedJmh("serval"))).isEqualTo(1);
  }
}
