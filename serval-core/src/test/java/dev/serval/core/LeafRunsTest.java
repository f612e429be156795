package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.Serval;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Arrays whose elements all have one leaf class (the rows of an {@code int[][]}, dates, enums) are
 * written and read by that class's own copy of a loop, and arrays of Strings, Integers, Longs or
 * Doubles are read by a loop per class; these must check what the element-by-element path checks.
 * (That both write the same bytes is pinned by the golden payloads of such arrays.)
 */
class LeafRunsTest {
  private static final Serval SERVAL = Serval.builder().build();

  @Test
  void rowsOfAnotherClassThanTheArraysComponentAreRefused() {
    byte[] payload = SERVAL.serialize(new LocalDate[] {LocalDate.of(2026, 11, 27)});
    // The array's class is named in the payload; rename it to one its elements do not fit.
    replace(payload, "[Ljava.time.LocalDate;", "[Ljava.time.LocalTime;");

    assertThatThrownBy(() -> SERVAL.deserialize(payload))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("a java.time.LocalDate cannot be stored in a java.time.LocalTime[]");
  }

  @Test
  void stringsInAnArrayOfAnotherComponentAreRefused() {
    byte[] payload = SERVAL.serialize(new String[] {"a", "b"});
    replace(payload, "[Ljava.lang.String;", "[Ljava.lang.Number;");
    Serval reader = Serval.builder().allowClasses(Number.class).build();

    assertThatThrownBy(() -> reader.deserialize(payload))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("a java.lang.String cannot be stored in a java.lang.Number[]");
  }

  @Test
  void rowsCountAgainstTheDepthLimit() {
    int[][] matrix = {{1, 2}, {3}};
    Serval twoLevels = Serval.builder().limits(Limits.DEFAULT.withMaxDepth(2)).build();
    Serval oneLevel = Serval.builder().limits(Limits.DEFAULT.withMaxDepth(1)).build();
    byte[] payload = twoLevels.serialize(matrix);

    assertThat(twoLevels.deserialize(payload, int[][].class)).isDeepEqualTo(matrix);
    assertThatThrownBy(() -> oneLevel.serialize(matrix))
        .isInstanceOf(SerialException.class).hasMessageContaining("Limits.maxDepth");
    assertThatThrownBy(() -> oneLevel.deserialize(payload, int[][].class))
        .isInstanceOf(SerialException.class).hasMessageContaining("Limits.maxDepth");
  }

  private static void replace(byte[] payload, String from, String to) {
    byte[] a = from.getBytes(StandardCharsets.ISO_8859_1);
    byte[] b = to.getBytes(StandardCharsets.ISO_8859_1);
    for (int i = 0; i + a.length <= payload.length; i++) {
      if (java.util.Arrays.equals(payload, i, i + a.length, a, 0, a.length)) {
        System.arraycopy(b, 0, payload, i, b.length);
        return;
      }
    }
    throw new AssertionError("no " + from + " in the payload");
  }
}
