package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.bench.codec.Codecs;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Quick runs leave out, unless named, the codecs no quick target compares (to fit their ten
 * minutes); the other modes run every codec, and a codec filter picks from all of them.
 */
class CodecSelectionTest {
  private static final Pattern NO_FILTER = Pattern.compile("");
  private static final List<String> LEFT_OUT = List.of("serval-evolving-ref", "kryo-compat-ref",
      "fory-compat-ref", "protostuff", "hessian", "msgpack");

  @Test
  void quickLeavesOutTheOptionalPeersAndTheEvolvingReferenceModes() {
    List<String> quick = BenchMain.codecs(RunMode.QUICK, NO_FILTER);

    assertThat(quick).doesNotContainAnyElementsOf(LEFT_OUT);
    List<String> expected = Codecs.names().stream().filter(c -> !LEFT_OUT.contains(c)).toList();
    assertThat(quick).containsExactlyElementsOf(expected);
    assertThat(quick).contains("serval", "serval-ref", "serval-evolving", "kryo-def", "kryo-ref",
        "kryo-compat", "fory", "fory-ref", "fory-compat", "fastjson2-jsonb", "fastjson2-json",
        "jackson", "gson", "dsljson", "fst", "java");
  }

  @Test
  void steadyAndFullRunEveryCodec() {
    assertThat(BenchMain.codecs(RunMode.STEADY, NO_FILTER)).containsExactlyElementsOf(Codecs.names());
    assertThat(BenchMain.codecs(RunMode.FULL, NO_FILTER)).containsExactlyElementsOf(Codecs.names());
  }

  @Test
  void aCodecFilterPicksFromEveryCodecInQuickRunsToo() {
    assertThat(BenchMain.codecs(RunMode.QUICK, Pattern.compile("msgpack|compat-ref")))
        .containsExactly("kryo-compat-ref", "fory-compat-ref", "msgpack");
  }

  @Test
  void quickMeasuresTheFirstCallOfServalAndTheMatchedPeersOnly() {
    List<String> quick = BenchMain.codecs(RunMode.QUICK, NO_FILTER);

    assertThat(RunMode.QUICK.firstCallCodecs(quick)).containsExactly("serval", "serval-ref",
        "serval-evolving", "kryo-def", "kryo-ref", "kryo-compat", "fory", "fory-ref",
        "fory-compat");
    assertThat(RunMode.STEADY.firstCallCodecs(Codecs.names()))
        .containsExactlyElementsOf(Codecs.names());
  }
}
