package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.internal.EntryScan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs of strings and boxed numbers in array lists and maps are written in one pass, on the guess
 * that every element has the first one's class; a wrong guess rewinds and takes the two-pass path.
 * Either way the run's bytes are the two-pass path's own, which a linked list (iterated, never
 * guessed) and a synchronized map (written from a snapshot) still take.
 */
class OnePassRunTest {
  /** Not written inline: maps of them take the two-pass path. */
  record Point(int x, String label) {}

  /** The same, and registered only in some of the instances below. */
  static final class Other {
    long id = 7;

    @Override
    public boolean equals(Object o) {
      return o instanceof Other && ((Other) o).id == id;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(id);
    }
  }

  /** Unregistered classes (named per payload) and registered ones, references off and on. */
  private static final List<Serval> SERVALS = List.of(
      Serval.builder().allowPackages("dev.serval").build(),
      Serval.builder().allowPackages("dev.serval").references(true).build(),
      registered().build(),
      Serval.builder().allowPackages("dev.serval").schema(dev.serval.SchemaMode.EVOLVING)
          .build());

  /**
   * For comparing bytes: every class of the run registered, so its ids do not depend on the
   * synchronized wrapper being named before it.
   */
  private static final List<Serval> REGISTERED = List.of(registered().build(),
      registered().references(true).build(),
      registered().schema(dev.serval.SchemaMode.EVOLVING).build());

  /** Every instance above, unregistered and registered. */
  private static List<Serval> servals() {
    List<Serval> all = new ArrayList<>(SERVALS);
    all.addAll(REGISTERED);
    return all;
  }

  private static Serval.Builder registered() {
    return Serval.builder().register(Point.class, 1).register(Other.class, 2);
  }

  static Stream<Named<List<Object>>> lists() {
    List<Integer> ints = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      ints.add(i * 1_000);
    }
    return Stream.of(
        Named.of("all Integer", List.copyOf(ints)),
        Named.of("a Long last", with(ints, ints.size(), 7L)),
        Named.of("a Long first", with(ints, 0, 7L)),
        Named.of("a String in the middle", with(ints, 20, "x")),
        Named.of("a null last", with(ints, ints.size(), null)),
        Named.of("a null first", with(ints, 0, null)),
        Named.of("all String", Arrays.asList("a", "bé", "c\u20ac", "")),
        Named.of("Strings then an Integer", Arrays.asList("a", "b", 3)),
        Named.of("all Long", Arrays.asList(1L, -1L, Long.MAX_VALUE)),
        Named.of("all Double", Arrays.asList(1.5, -0.0, Double.NaN)),
        Named.of("Doubles then a Float", Arrays.asList(1.5, 2.5, 3.5f)),
        Named.of("one element", Arrays.asList(42)),
        Named.of("no inline class", Arrays.asList(java.time.LocalDate.of(2020, 1, 1), 1)),
        Named.of("the same String twice", Arrays.asList("same", "same", "other")),
        Named.of("all Point", pointList(40)),
        Named.of("Points then an Other", with(pointList(39), 39, new Other())),
        Named.of("Points then a null", with(pointList(39), 39, null)),
        Named.of("one Point", pointList(1)));
  }

  private static List<Object> pointList(int size) {
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      list.add(new Point(i, "p" + i));
    }
    return list;
  }

  private static List<Object> with(List<?> base, int at, Object extra) {
    List<Object> list = new ArrayList<>(base);
    list.add(at, extra);
    return list;
  }

  @ParameterizedTest
  @MethodSource("lists")
  void aListRunIsTheTwoPassBytes(List<Object> elements) {
    for (Serval serval : servals()) {
      byte[] guessed = serval.serialize(new ArrayList<>(elements));
      byte[] scanned = serval.serialize(new LinkedList<>(elements));
      // Both roots are named by a one-byte common id after the header byte: the rest is the run.
      assertThat(scanned).hasSameSizeAs(guessed)
          .endsWith(Arrays.copyOfRange(guessed, 2, guessed.length));
      assertThat(serval.deserialize(guessed)).isEqualTo(elements);
    }
  }

  /** Arrays of references take the same one-pass runs as array lists, with the same bytes. */
  @ParameterizedTest
  @MethodSource("lists")
  void anArrayRunIsTheTwoPassBytes(List<Object> elements) {
    for (Serval serval : servals()) {
      Object[] array = elements.toArray();
      byte[] guessed = serval.serialize(array);
      byte[] scanned = serval.serialize(new LinkedList<>(elements));
      // Object[] and LinkedList roots are both named by a one-byte common id after the header.
      assertThat(guessed).hasSameSizeAs(scanned)
          .endsWith(Arrays.copyOfRange(scanned, 2, scanned.length));
      assertThat((Object[]) serval.deserialize(guessed)).containsExactly(array);
    }
  }

  @Test
  void typedArraysOfInlineClassesRoundTrip() {
    String[] many = new String[(1 << 16) + 1]; // past the one-pass runs' longest
    Arrays.fill(many, "s");
    List<Object[]> arrays = List.of(new String[] {"a", "b\u00e9", ""}, new String[] {"a", null},
        new Integer[] {1, -1, Integer.MIN_VALUE}, new Long[] {Long.MAX_VALUE, 0L},
        new Double[] {-0.0, Double.NaN, 1e300}, new Object[] {1, 2L}, many);
    for (Serval serval : servals()) {
      for (Object[] array : arrays) {
        Object copy = serval.deserialize(serval.serialize(array));
        assertThat(copy).isInstanceOf(array.getClass());
        assertThat((Object[]) copy).containsExactly(array);
      }
    }
  }

  /**
   * Large maps and small ones, which take other loops (see EntryScan), around the size where the
   * loops change.
   */
  static Stream<Named<Map<Object, Object>>> maps() {
    return Stream.of(40, EntryScan.FOR_EACH_ENTRIES + 1, EntryScan.FOR_EACH_ENTRIES, 3, 1)
        .flatMap(size -> maps(size).map(named ->
            Named.of(named.getName() + " (" + size + " entries)", named.getPayload())));
  }

  private static Stream<Named<Map<Object, Object>>> maps(int size) {
    Map<Object, Object> ints = new LinkedHashMap<>();
    for (int i = 0; i < size; i++) {
      ints.put(i, (long) i * 1_000_000_007L);
    }
    Map<Object, Object> shorter = new LinkedHashMap<>(ints);
    shorter.remove(size - 1);
    return Stream.of(
        Named.of("Integer to Long", ints),
        Named.of("a Long value last", with(shorter, 99, 7)),
        Named.of("a Long key last", with(shorter, 99L, 7L)),
        Named.of("a null value last", with(shorter, 99, null)),
        Named.of("a null key last", with(shorter, null, 7L)),
        Named.of("a Long value first", with(with(new LinkedHashMap<>(), 99, 7), shorter)),
        Named.of("String to String", with(new LinkedHashMap<>(), "k", "v")),
        Named.of("String to Double", stringsToDoubles(size)),
        Named.of("String to Double, an Integer value last",
            with(stringsToDoubles(size - 1), "z", 7)),
        Named.of("String to Double, a Long key last", with(stringsToDoubles(size - 1), 9L, 0.5)),
        Named.of("Double to String, a String key last",
            with(doublesToStrings(size - 1), "k", "v")),
        Named.of("Long to Integer, a null value last", with(longsToInts(size - 1), 5L, null)),
        Named.of("String to Double, then an Integer value",
            with(with(new LinkedHashMap<>(), "a", 1.5), "b", 2)),
        Named.of("Integer to an object", with(new LinkedHashMap<>(), 1, new ArrayList<>())),
        Named.of("Integer to Point", points(size)),
        Named.of("Integer to Point, another class last", with(points(size - 1), 99, new Other())),
        Named.of("Integer to Point, a null last", with(points(size - 1), 99, null)),
        Named.of("Integer to Point, a Long key last",
            with(points(size - 1), 99L, new Point(0, "z"))),
        Named.of("String to Other, a Point last",
            with(with(new LinkedHashMap<>(), "a", new Other()), "b", new Point(1, "p"))));
  }

  private static Map<Object, Object> stringsToDoubles(int size) {
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < size; i++) {
      map.put("s" + i, i * 0.25);
    }
    return map;
  }

  private static Map<Object, Object> doublesToStrings(int size) {
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < size; i++) {
      map.put(i * 0.5, "v\u00e9" + i);
    }
    return map;
  }

  private static Map<Object, Object> longsToInts(int size) {
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < size; i++) {
      map.put(i * 1_000_000_000_000L, -i);
    }
    return map;
  }

  private static Map<Object, Object> points(int size) {
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < size; i++) {
      map.put(i, new Point(i, "p" + i));
    }
    return map;
  }

  private static Map<Object, Object> with(Map<Object, Object> base, Object key, Object value) {
    Map<Object, Object> map = new LinkedHashMap<>(base);
    map.put(key, value);
    return map;
  }

  private static Map<Object, Object> with(Map<Object, Object> base, Map<Object, Object> more) {
    Map<Object, Object> map = new LinkedHashMap<>(base);
    map.putAll(more);
    return map;
  }

  @ParameterizedTest
  @MethodSource("maps")
  void aMapRunIsTheTwoPassBytes(Map<Object, Object> entries) {
    for (Serval serval : REGISTERED) {
      LinkedHashMap<Object, Object> map = new LinkedHashMap<>(entries);
      byte[] guessed = serval.serialize(map);
      byte[] scanned = serval.serialize(Collections.synchronizedMap(map));
      // A LinkedHashMap's body starts with its order mode (one byte), then the run.
      assertThat(scanned).endsWith(Arrays.copyOfRange(guessed, 3, guessed.length));
      assertThat(serval.deserialize(guessed)).isEqualTo(entries);
      assertThat(serval.deserialize(serval.serialize(new HashMap<>(entries))))
          .isEqualTo(entries);
    }
  }

  /**
   * Whatever path a map took, the classes of its run are named and described in the bytes before
   * their later uses in the payload refer to them (a reader fails on an id or a description it
   * never saw).
   */
  /** As for maps below: a list's run, guessed or not, leaves later uses of its classes intact. */
  @ParameterizedTest
  @MethodSource("lists")
  void aFailedListGuessLeavesLaterUsesOfItsClassesIntact(List<Object> elements) {
    for (Serval serval : servals()) {
      List<Object> payload = Arrays.asList(new ArrayList<>(elements), new Point(5, "later"),
          new Other(), List.of(new Point(6, "last")));
      assertThat(serval.deserialize(serval.serialize(new ArrayList<>(payload))))
          .isEqualTo(payload);
    }
  }

  @ParameterizedTest
  @MethodSource("maps")
  void aFailedGuessLeavesLaterUsesOfItsClassesIntact(Map<Object, Object> entries) {
    for (Serval serval : SERVALS) {
      List<Object> payload = List.of(new LinkedHashMap<>(entries), new Point(5, "later"),
          new Other(), List.of(new Point(6, "last")));
      assertThat(serval.deserialize(serval.serialize(new ArrayList<>(payload))))
          .isEqualTo(payload);
    }
  }
}
