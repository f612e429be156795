package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.DeepEquality;
import dev.serval.testing.RoundTrip;
import java.util.List;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated and the portable path are two implementations of one format: for every sample, in
 * every mode, they write identical bytes and each reads what the other wrote.
 */
class ByteIdenticalTest {
  static List<Named<Object>> samples() {
    return CodegenSamples.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void bothPathsWriteTheSameBytesAndReadEachOther(Object value) {
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval generated = mode.serval(b -> b.codegen(true));
      Serval portable = mode.serval(b -> b.codegen(false));
      byte[] fromGenerated = generated.serialize(value);
      byte[] fromPortable = portable.serialize(value);
      assertThat(fromGenerated).as("bytes in %s", mode).isEqualTo(fromPortable);
      Class<?> type = value.getClass();
      assertThat(DeepEquality.difference(value, portable.deserialize(fromGenerated, type),
          mode.references())).as("portable reading generated, %s", mode).isNull();
      assertThat(DeepEquality.difference(value, generated.deserialize(fromPortable, type),
          mode.references())).as("generated reading portable, %s", mode).isNull();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void portablePathPassesTheWholeHarness(Object value) {
    RoundTrip.check(value, RoundTrip.allModes(), b -> b.codegen(false));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void generatedPathPassesTheWholeHarness(Object value) {
    RoundTrip.check(value, RoundTrip.allModes(), b -> b.codegen(true));
  }
}
