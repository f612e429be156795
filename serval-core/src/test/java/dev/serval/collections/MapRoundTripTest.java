package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.Serval;
import dev.serval.collections.Fixtures.Nothing;
import dev.serval.collections.Fixtures.Suit;
import dev.serval.testing.RoundTrip;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Mutable JDK maps, including order modes, comparators and enum key types. */
class MapRoundTripTest {

  static Stream<Named<Map<?, ?>>> maps() {
    return Stream.of(
        ofAll("HashMap", HashMap::new, true),
        ofAll("LinkedHashMap", LinkedHashMap::new, true),
        ofAll("LinkedHashMap access order", () -> new LinkedHashMap<>(16, 0.75f, true), true),
        ofAll("Hashtable", Hashtable::new, false),
        ofAll("IdentityHashMap", IdentityHashMap::new, true),
        ofAll("ConcurrentHashMap", ConcurrentHashMap::new, false))
        .flatMap(s -> s);
  }

  private static Stream<Named<Map<?, ?>>> ofAll(String name, Supplier<Map<Object, Object>> create,
      boolean nulls) {
    Map<Object, Object> one = create.get();
    one.put("k", 1);
    Map<Object, Object> many = create.get();
    IntStream.range(0, 200).forEach(i -> many.put("k" + (i * 31 % 200), i));
    Map<Object, Object> mixed = create.get();
    mixed.put(1, "one");
    mixed.put("two", 2L);
    mixed.put(Suit.SPADES, List.of(1, 2));
    mixed.put(3.5, new ArrayList<>(List.of("x")));
    Stream<Named<Map<?, ?>>> cases = Stream.of(Named.of(name + " empty", create.get()),
        Named.of(name + " one", one), Named.of(name + " many", many),
        Named.of(name + " mixed", mixed));
    if (nulls) {
      Map<Object, Object> withNull = create.get();
      withNull.put(null, "null key");
      withNull.put("null value", null);
      cases = Stream.concat(cases, Stream.of(Named.of(name + " with nulls", withNull)));
    }
    return cases;
  }

  @ParameterizedTest
  @MethodSource("maps")
  void roundTrips(Map<?, ?> value) {
    RoundTrip.check(value);
  }

  static Stream<Named<Map<?, ?>>> sorted() {
    TreeMap<String, Integer> byLength = new TreeMap<>(new Fixtures.ByLength(false));
    byLength.put("ccc", 3);
    byLength.put("a", 1);
    byLength.put("bb", 2);
    TreeMap<String, Integer> reversed = new TreeMap<>(Collections.reverseOrder());
    reversed.putAll(byLength);
    ConcurrentSkipListMap<String, Integer> skip =
        new ConcurrentSkipListMap<>(String.CASE_INSENSITIVE_ORDER);
    skip.put("B", 1);
    skip.put("a", 2);
    return Stream.of(
        Named.of("TreeMap natural", new TreeMap<>(Map.of(3, "c", 1, "a", 2, "b"))),
        Named.of("TreeMap by user comparator", byLength),
        Named.of("TreeMap reverseOrder", reversed),
        Named.of("TreeMap empty with comparator", new TreeMap<>(new Fixtures.ByLength(true))),
        Named.of("ConcurrentSkipListMap", skip),
        Named.of("ConcurrentSkipListMap empty", new ConcurrentSkipListMap<>()));
  }

  @ParameterizedTest
  @MethodSource("sorted")
  void sortedMapsKeepTheirComparator(Map<?, ?> value) {
    Object copy = RoundTrip.check(value);
    assertThat(((java.util.SortedMap<?, ?>) copy).comparator())
        .isEqualTo(((java.util.SortedMap<?, ?>) value).comparator());
  }

  static Stream<Arguments> enumMaps() {
    EnumMap<Suit, Object> some = new EnumMap<>(Suit.class);
    some.put(Suit.HEARTS, "h");
    some.put(Suit.CLUBS, null);
    return Stream.of(Arguments.of(Named.of("EnumMap", some), Thread.State.NEW),
        Arguments.of(Named.of("EnumMap empty", new EnumMap<>(Suit.class)), Thread.State.NEW),
        Arguments.of(Named.of("EnumMap empty of an enum without constants",
            new EnumMap<>(Nothing.class)), Suit.CLUBS));
  }

  @ParameterizedTest
  @MethodSource("enumMaps")
  @SuppressWarnings({"unchecked", "rawtypes"})
  void enumMapsKeepTheirKeyType(EnumMap<?, ?> value, Enum<?> foreignKey) {
    EnumMap copy = (EnumMap) RoundTrip.check(value);
    // EnumMap refuses keys of another enum: the key type survived even when empty.
    assertThatThrownBy(() -> copy.put(foreignKey, 1)).isInstanceOf(ClassCastException.class);
  }

  @Test
  void mapsNestedInMaps() {
    Map<String, Object> map = new HashMap<>(Map.of("leaf", 1L, "other", 2.5));
    for (int level = 0; level < 12; level++) {
      Map<String, Object> outer = new HashMap<>();
      outer.put("level", level);
      outer.put("inner", map);
      outer.put("sibling", new TreeMap<>(Map.of("s", List.of(level))));
      map = outer;
    }
    RoundTrip.check(map);
  }

  @Test
  void keysRepeatedAcrossPayloadsAreReadAsOneString() {
    Serval serval = Serval.builder().build();
    Map<String, Integer> ints = new HashMap<>(Map.of("alpha", 1, "beta", 2));
    Map<String, Object> mixed = new HashMap<>(Map.of("alpha", 1, "beta", "two"));
    for (Map<String, ?> map : List.of(ints, mixed)) {
      byte[] bytes = serval.serialize(map);
      Map<?, ?> first = serval.deserialize(bytes, HashMap.class);
      Map<?, ?> second = serval.deserialize(bytes, HashMap.class);
      assertThat(first).isEqualTo(map);
      Object key = second.keySet().stream().filter("alpha"::equals).findFirst().orElseThrow();
      assertThat(first.keySet()).anySatisfy(k -> assertThat(k).isSameAs(key));
    }
  }

  @Test
  void identityMapsKeepEqualStringKeysApart() {
    // Two equal strings are two keys of an IdentityHashMap: reading them as one shared string
    // would silently merge the entries. Inline values and values of mixed classes read their keys
    // on different paths.
    for (Object second : List.of(2, "two")) {
      IdentityHashMap<String, Object> map = new IdentityHashMap<>();
      map.put(new String("key"), 1);
      map.put(new String("key"), second);
      Serval serval = Serval.builder().build();
      byte[] bytes = serval.serialize(map);
      serval.deserialize(bytes, IdentityHashMap.class); // a first read, as a cache would fill
      assertThat(serval.deserialize(bytes, IdentityHashMap.class)).hasSize(2);
    }
  }

  @Test
  void accessOrderSurvivesAndStillMovesOnGet() {
    LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true);
    lru.put("a", 1);
    lru.put("b", 2);
    lru.put("c", 3);
    lru.get("a");
    Serval serval = Serval.builder().build();
    @SuppressWarnings("unchecked")
    LinkedHashMap<String, Integer> copy = serval.deserialize(serval.serialize(lru),
        LinkedHashMap.class);
    assertThat(copy.keySet()).containsExactly("b", "c", "a");
    copy.get("b");
    assertThat(copy.keySet()).containsExactly("c", "a", "b");
    assertThat(lru.keySet()).as("the original is untouched").containsExactly("b", "c", "a");
  }

  @Test
  void insertionOrderDoesNotMoveOnGet() {
    LinkedHashMap<String, Integer> map = new LinkedHashMap<>();
    map.put("a", 1);
    map.put("b", 2);
    Serval serval = Serval.builder().build();
    @SuppressWarnings("unchecked")
    LinkedHashMap<String, Integer> copy = serval.deserialize(serval.serialize(map),
        LinkedHashMap.class);
    copy.get("a");
    assertThat(copy.keySet()).containsExactly("a", "b");
  }
}
