package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.serval.SerialException;
import dev.serval.Serval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Collections whose elements are all strings, integers, longs or doubles are read by loops of
 * their own (one per collection, not a dispatch per element); a failure there must still name the
 * element, key or value it happened in, as the general loop does.
 */
class InlineRunErrorPathTest {
  private final Serval serval = Serval.builder().build();

  /** The path of the failure when the payload of {@code value} loses its last {@code cut} bytes. */
  private String pathWhenCut(Object value, int cut) {
    byte[] bytes = serval.serialize(value);
    byte[] damaged = Arrays.copyOf(bytes, bytes.length - cut);
    return catchThrowableOfType(() -> serval.deserialize(damaged), SerialException.class).path();
  }

  @Test
  void aCutElementIsNamedByItsIndex() {
    assertThat(pathWhenCut(new ArrayList<>(List.of(1, 2, 300_000)), 1)).isEqualTo("[2]");
    assertThat(pathWhenCut(new ArrayList<>(List.of(1L, 2L, 1L << 40)), 1)).isEqualTo("[2]");
    assertThat(pathWhenCut(new ArrayList<>(List.of(0.5, 1.5, 2.5)), 1)).isEqualTo("[2]");
    assertThat(pathWhenCut(new ArrayList<>(List.of("a", "b", "cccc")), 1)).isEqualTo("[2]");
    assertThat(pathWhenCut(new HashSet<>(List.of("only")), 1)).isEqualTo("[0]");
  }

  @Test
  void aCutKeyOrValueIsNamedByItsEntry() {
    Map<String, Integer> map = new LinkedHashMap<>();
    map.put("a", 1);
    map.put("b", 2);
    map.put("cccc", 300_000);
    assertThat(pathWhenCut(map, 1)).isEqualTo("[value #2]");
    assertThat(pathWhenCut(map, 5)).isEqualTo("[key #2]");
  }

  @Test
  void inlineRunsReadBackEveryKind() {
    List<Object> values = List.of(new ArrayList<>(List.of(1, -2, Integer.MIN_VALUE)),
        new ArrayList<>(List.of(3L, Long.MAX_VALUE)), new ArrayList<>(List.of(-0.0, Double.NaN)),
        new ArrayList<>(List.of("x", "\u00e9t\u00e9", "\u4e2d")), new HashSet<>(List.of(7, 8)),
        new LinkedHashMap<>(Map.of(1, 2.5)), new LinkedHashMap<>(Map.of("k", 9L)),
        new LinkedHashMap<>(Map.of(1L << 40, Long.MIN_VALUE, -3L, 1L << 33)),
        new LinkedHashMap<>(Map.of(Integer.MIN_VALUE, 1L << 50, 7, -9L)),
        new LinkedHashMap<>(Map.of(-1, Integer.MAX_VALUE, 2, Integer.MIN_VALUE)),
        new LinkedHashMap<>(Map.of(0.5, 1L, -2.25, 1L << 40)));
    for (Object value : values) {
      assertThat(serval.deserialize(serval.serialize(value))).isEqualTo(value);
    }
  }
}
