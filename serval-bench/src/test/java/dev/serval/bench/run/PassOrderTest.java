package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Quick runs time the codecs twice, in order and then in reverse, and keep the passes' files apart. */
class PassOrderTest {
  @Test
  void evenPassesTimeTheCodecsInReverse() {
    List<String> codecs = List.of("serval", "kryo-def", "fory");
    assertThat(BenchMain.passOrder(codecs, 1)).containsExactly("serval", "kryo-def", "fory");
    assertThat(BenchMain.passOrder(codecs, 2)).containsExactly("fory", "kryo-def", "serval");
    assertThat(codecs).containsExactly("serval", "kryo-def", "fory");
  }

  @Test
  void quickRunsTakeTwoPassesAndRunsWithForksOne() {
    assertThat(RunMode.QUICK.passes()).isEqualTo(2);
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
