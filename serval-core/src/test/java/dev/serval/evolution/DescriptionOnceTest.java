package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * EVOLVING mode names each class and its fields once per payload: every further instance costs
 * the same few bytes, not its field names again.
 */
class DescriptionOnceTest {
  static final class Measurement {
    int sensorIdentifierNumber = 7;
    String calibrationDescription = "c";
    double measuredTemperatureValue = 1.5;
  }

  static final String FIELD_NAMES =
      "sensorIdentifierNumber" + "calibrationDescription" + "measuredTemperatureValue";

  static Stream<Named<IntFunction<Object>>> containers() {
    return Stream.of(
        Named.of("Measurement[]", n -> {
          Measurement[] a = new Measurement[n];
          for (int i = 0; i < n; i++) {
            a[i] = new Measurement();
          }
          return a;
        }),
        Named.of("Object[] alternating Measurement and Integer (a class tag per element)", n -> {
          Object[] a = new Object[2 * n];
          for (int i = 0; i < n; i++) {
            a[2 * i] = new Measurement();
            a[2 * i + 1] = 1;
          }
          return a;
        }));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("containers")
  void eachElementCostsTheSame(IntFunction<Object> container) {
    Serval serval = Serval.builder().schema(SchemaMode.EVOLVING).allowPackages("dev.serval")
        .build();
    int[] size = new int[101];
    for (int n = 1; n <= 100; n++) {
      size[n] = serval.serialize(container.apply(n)).length;
    }
    int perElement = size[2] - size[1];
    // Lengths are varints: stay within sizes that keep the array length one byte.
    for (int n = 2; n <= 60; n++) {
      assertThat(size[n] - size[n - 1]).as("growth from %d to %d", n - 1, n)
          .isEqualTo(perElement);
    }
    assertThat(perElement).isLessThan(FIELD_NAMES.length() / 2);
    assertThat(size[1]).isGreaterThan(FIELD_NAMES.length()); // the one description is there
    assertThat(size[100] - size[1]).isLessThan(100 * perElement + 4);
  }
}
