package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Maps whose keys and values are all strings, integers, longs or doubles are read by a loop copied
 * for each pair of key and value kinds: every pair, one after another in one instance (as a program
 * meets them), small (written in the scan's pass) and larger (written from the guess of the first
 * entry), and with a last value of another class, inline or not, which undoes the guess.
 */
class InlineEntryPairsTest {
  private static final List<IntFunction<Object>> KINDS = List.of(
      i -> "s" + i, i -> i * 1_000_003 - 7, i -> (long) i << 35, i -> i + 0.25);

  private final Serval serval = Serval.builder().build();

  @Test
  void everyPairOfKindsRoundTripsInEveryMapClass() {
    List<Supplier<Map<Object, Object>>> classes =
        List.of(HashMap::new, LinkedHashMap::new, TreeMap::new);
    int checked = 0;
    for (Supplier<Map<Object, Object>> create : classes) {
      for (IntFunction<Object> keys : KINDS) {
        for (int v = 0; v < KINDS.size(); v++) {
          IntFunction<Object> values = KINDS.get(v);
          IntFunction<Object> otherValues = KINDS.get((v + 1) % KINDS.size());
          for (int size : new int[] {3, 20}) {
            Map<Object, Object> map = create.get();
            for (int i = 0; i < size; i++) {
              map.put(keys.apply(i), values.apply(i));
            }
            assertRoundTrips(map);
            map.put(keys.apply(size), otherValues.apply(size)); // another inline class
            assertRoundTrips(map);
            map.put(keys.apply(size + 1), new ArrayList<>(List.of(size))); // not inline
            assertRoundTrips(map);
            checked += 3;
          }
        }
      }
    }
    assertThat(checked).isEqualTo(3 * 16 * 2 * 3);
  }

  private void assertRoundTrips(Map<Object, Object> map) {
    Object copy = serval.deserialize(serval.serialize(map));
    assertThat(copy).isInstanceOf(map.getClass()).isEqualTo(map);
    if (!(map instanceof HashMap) || map instanceof LinkedHashMap) { // an order to keep
      assertThat(new ArrayList<>(((Map<?, ?>) copy).keySet()))
          .isEqualTo(new ArrayList<>(map.keySet()));
    }
  }
}
