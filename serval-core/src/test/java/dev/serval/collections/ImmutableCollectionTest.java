package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.collections.Fixtures.Suit;
import dev.serval.testing.RoundTrip;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Immutable collections, the unmodifiable and synchronized wrappers and JDK singletons. */
class ImmutableCollectionTest {

  static Stream<Named<Collection<?>>> unmodifiableCollections() {
    return Stream.of(
        Named.of("List.of()", List.of()),
        Named.of("List.of(1)", List.of(1)),
        Named.of("List.of(1, 2)", List.of(1, "2")),
        Named.of("List.of(n)", List.of(1, "2", 3L, Suit.CLUBS)),
        Named.of("List.copyOf", List.copyOf(new ArrayList<>(List.of(1, 2, 3)))),
        Named.of("Stream.toList with null", Stream.of("a", null).toList()),
        Named.of("Stream.toList of one", Stream.of("a").toList()),
        Named.of("Stream.toList of many", Stream.of(1, 2, 3, 4).toList()),
        Named.of("Set.of()", Set.of()),
        Named.of("Set.of(1)", Set.of(1)),
        Named.of("Set.of(1, 2)", Set.of(1, "2")),
        Named.of("Set.of(n)", Set.of(1, "2", 3L, Suit.CLUBS)),
        Named.of("unmodifiableList random access", Collections.unmodifiableList(
            new ArrayList<>(Arrays.asList(1, null, "x")))),
        Named.of("unmodifiableList sequential", Collections.unmodifiableList(
            new LinkedList<>(List.of(1, 2)))),
        Named.of("unmodifiableSet", Collections.unmodifiableSet(new java.util.HashSet<>(
            List.of(1, 2, 3)))),
        Named.of("unmodifiableSortedSet", Collections.unmodifiableSortedSet(new TreeSet<>(
            List.of(3, 1, 2)))),
        Named.of("unmodifiableNavigableSet", Collections.unmodifiableNavigableSet(
            new TreeSet<>(Collections.reverseOrder()))),
        Named.of("unmodifiableCollection", Collections.unmodifiableCollection(
            new ArrayList<>(List.of(1, 2)))),
        Named.of("singletonList", Collections.singletonList("x")),
        Named.of("singleton", Collections.singleton(null)),
        Named.of("emptyList", Collections.emptyList()),
        Named.of("emptySet", Collections.emptySet()),
        Named.of("emptySortedSet", Collections.emptySortedSet()));
  }

  @ParameterizedTest
  @MethodSource("unmodifiableCollections")
  @SuppressWarnings("unchecked")
  void staysUnmodifiable(Collection<?> value) {
    Collection<Object> copy = (Collection<Object>) RoundTrip.check(value);
    assertThatThrownBy(() -> copy.add("more")).isInstanceOf(UnsupportedOperationException.class);
    if (!copy.isEmpty()) {
      assertThatThrownBy(copy::clear).isInstanceOf(UnsupportedOperationException.class);
    }
  }

  @ParameterizedTest
  @MethodSource("unmodifiableCollections")
  void listOfKeepsItsNullPolicy(Collection<?> value) {
    Object copy = RoundTrip.check(value);
    assertThat(refusesNull((Collection<?>) copy)).isEqualTo(refusesNull(value));
  }

  private static boolean refusesNull(Collection<?> c) {
    try {
      c.contains(null);
      return false;
    } catch (NullPointerException e) {
      return true;
    }
  }

  static Stream<Named<Map<?, ?>>> unmodifiableMaps() {
    Map<Object, Object> withNull = new HashMap<>();
    withNull.put(null, 1);
    withNull.put(2, null);
    return Stream.of(
        Named.of("Map.of()", Map.of()),
        Named.of("Map.of(1)", Map.of(1, "a")),
        Named.of("Map.of(n)", Map.of(1, "a", "b", 2, Suit.HEARTS, List.of())),
        Named.of("Map.ofEntries", Map.ofEntries(Map.entry("k", "v"), Map.entry(1, 2))),
        Named.of("Map.copyOf", Map.copyOf(Map.of(1, 2, 3, 4))),
        Named.of("unmodifiableMap", Collections.unmodifiableMap(withNull)),
        Named.of("unmodifiableSortedMap", Collections.unmodifiableSortedMap(new TreeMap<>(
            Map.of(2, "b", 1, "a")))),
        Named.of("unmodifiableNavigableMap", Collections.unmodifiableNavigableMap(
            new TreeMap<>(Map.of("x", 1)))),
        Named.of("singletonMap", Collections.singletonMap(null, null)),
        Named.of("emptyMap", Collections.emptyMap()),
        Named.of("emptyNavigableMap", Collections.emptyNavigableMap()));
  }

  @ParameterizedTest
  @MethodSource("unmodifiableMaps")
  @SuppressWarnings("unchecked")
  void mapsStayUnmodifiable(Map<?, ?> value) {
    Map<Object, Object> copy = (Map<Object, Object>) RoundTrip.check(value);
    assertThatThrownBy(() -> copy.put("more", 1))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  static Stream<Named<Object>> singletons() {
    return Stream.of(Named.of("emptyList", Collections.emptyList()),
        Named.of("emptySet", Collections.emptySet()),
        Named.of("emptyMap", Collections.emptyMap()),
        Named.of("emptyNavigableSet", Collections.emptyNavigableSet()),
        Named.of("emptyNavigableMap", Collections.emptyNavigableMap()),
        Named.of("List.of()", List.of()),
        Named.of("Set.of()", Set.of()),
        Named.of("Map.of()", Map.of()));
  }

  @ParameterizedTest
  @MethodSource("singletons")
  void singletonsReadBackAsTheSameInstance(Object value) {
    assertThat(RoundTrip.check(value)).isSameAs(value);
  }

  static Stream<Named<Object>> synchronizedWrappers() {
    return Stream.of(
        Named.of("synchronizedList random access",
            Collections.synchronizedList(new ArrayList<>(List.of(1, 2)))),
        Named.of("synchronizedList sequential",
            Collections.synchronizedList(new LinkedList<>(List.of(1, 2)))),
        Named.of("synchronizedCollection",
            Collections.synchronizedCollection(new ArrayList<>(List.of(1, 2)))),
        Named.of("synchronizedSet", Collections.synchronizedSet(new java.util.HashSet<>(
            List.of("a")))),
        Named.of("synchronizedSortedSet", Collections.synchronizedSortedSet(new TreeSet<>(
            List.of(2, 1)))),
        Named.of("synchronizedNavigableSet", Collections.synchronizedNavigableSet(
            new TreeSet<>(String.CASE_INSENSITIVE_ORDER))),
        Named.of("synchronizedMap", Collections.synchronizedMap(new HashMap<>(Map.of(1, 2)))),
        Named.of("synchronizedSortedMap", Collections.synchronizedSortedMap(new TreeMap<>(
            Map.of(1, 2)))),
        Named.of("synchronizedNavigableMap", Collections.synchronizedNavigableMap(
            new TreeMap<>(Map.of(1, 2)))));
  }

  @ParameterizedTest
  @MethodSource("synchronizedWrappers")
  void synchronizedWrappersStayMutable(Object value) {
    Object copy = RoundTrip.check(value);
    if (copy instanceof Collection) {
      @SuppressWarnings("unchecked")
      Collection<Object> c = (Collection<Object>) copy;
      c.clear();
      assertThat(c).isEmpty();
    } else {
      @SuppressWarnings("unchecked")
      Map<Object, Object> m = (Map<Object, Object>) copy;
      m.clear();
      assertThat(m).isEmpty();
    }
  }
}
