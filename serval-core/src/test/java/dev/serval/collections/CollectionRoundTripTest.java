package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.collections.Fixtures.Big;
import dev.serval.collections.Fixtures.Nothing;
import dev.serval.collections.Fixtures.Suit;
import dev.serval.testing.RoundTrip;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Stack;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Mutable JDK collections: empty, one element, many, with nulls where allowed, mixed types. */
class CollectionRoundTripTest {

  /** Mixed element types, no null (for classes that refuse null). */
  static final List<Object> MIXED = List.of(1, "two", 3L, Suit.HEARTS, List.of(4, 5), 6.5,
      new ArrayList<>(List.of("nested")));

  static Stream<Named<Collection<?>>> filled() {
    return Stream.of(
        ofAll("ArrayList", ArrayList::new, true),
        ofAll("LinkedList", LinkedList::new, true),
        ofAll("ArrayDeque", ArrayDeque::new, false),
        ofAll("Vector", Vector::new, true),
        ofAll("Stack", Stack::new, true),
        ofAll("HashSet", HashSet::new, true),
        ofAll("LinkedHashSet", LinkedHashSet::new, true),
        ofAll("ConcurrentLinkedQueue", ConcurrentLinkedQueue::new, false),
        ofAll("ConcurrentLinkedDeque", ConcurrentLinkedDeque::new, false),
        ofAll("CopyOnWriteArrayList", CopyOnWriteArrayList::new, true))
        .flatMap(s -> s);
  }

  /** Empty, one element, many of one class, mixed classes and (where allowed) with nulls. */
  private static Stream<Named<Collection<?>>> ofAll(String name,
      Supplier<Collection<Object>> create, boolean nulls) {
    Collection<Object> empty = create.get();
    Collection<Object> one = create.get();
    one.add("only");
    Collection<Object> many = create.get();
    IntStream.range(0, 300).forEach(i -> many.add("s" + (i * 7919 % 1000)));
    Collection<Object> mixed = create.get();
    mixed.addAll(MIXED);
    Stream<Named<Collection<?>>> cases = Stream.of(Named.of(name + " empty", empty),
        Named.of(name + " one", one), Named.of(name + " many", many),
        Named.of(name + " mixed", mixed));
    if (nulls) {
      Collection<Object> withNull = create.get();
      withNull.addAll(Arrays.asList("a", null, 2, null));
      cases = Stream.concat(cases, Stream.of(Named.of(name + " with nulls", withNull)));
    }
    return cases;
  }

  @ParameterizedTest
  @MethodSource("filled")
  void roundTrips(Collection<?> value) {
    RoundTrip.check(value);
  }

  static Stream<Named<Object>> special() {
    PriorityQueue<Integer> heap = new PriorityQueue<>();
    PriorityQueue<Integer> reversedHeap = new PriorityQueue<>(java.util.Collections.reverseOrder());
    for (int i : new int[] {5, 1, 9, 3, 7, 2, 8, 1}) {
      heap.add(i);
      reversedHeap.add(i);
    }
    TreeSet<String> byLength = new TreeSet<>(new Fixtures.ByLength(true));
    byLength.addAll(List.of("ccc", "a", "bb", "dddd"));
    ConcurrentSkipListSet<String> skip = new ConcurrentSkipListSet<>(String.CASE_INSENSITIVE_ORDER);
    skip.addAll(List.of("b", "A", "c"));
    BitSet bits = new BitSet();
    bits.set(0);
    bits.set(63);
    bits.set(64);
    bits.set(1000);
    return Stream.of(
        Named.of("PriorityQueue", heap),
        Named.of("PriorityQueue reversed", reversedHeap),
        Named.of("PriorityQueue empty", new PriorityQueue<>()),
        Named.of("TreeSet natural", new TreeSet<>(List.of(3, 1, 2))),
        Named.of("TreeSet by user comparator", byLength),
        Named.of("TreeSet empty with comparator", new TreeSet<>(new Fixtures.ByLength(false))),
        Named.of("ConcurrentSkipListSet", skip),
        Named.of("ConcurrentSkipListSet natural empty", new ConcurrentSkipListSet<>()),
        Named.of("EnumSet", EnumSet.of(Suit.HEARTS, Suit.CLUBS)),
        Named.of("EnumSet empty", EnumSet.noneOf(Suit.class)),
        Named.of("EnumSet all", EnumSet.allOf(Suit.class)),
        Named.of("EnumSet of an enum without constants", EnumSet.noneOf(Nothing.class)),
        Named.of("EnumSet jumbo", EnumSet.of(Big.B0, Big.B64, Big.B69)),
        Named.of("EnumSet jumbo empty", EnumSet.noneOf(Big.class)),
        Named.of("BitSet", bits),
        Named.of("BitSet empty", new BitSet()),
        Named.of("Arrays.asList", Arrays.asList("x", null, 3)),
        Named.of("Arrays.asList empty", Arrays.asList()));
  }

  @ParameterizedTest
  @MethodSource("special")
  void specialRoundTrips(Object value) {
    RoundTrip.check(value);
  }

  @ParameterizedTest
  @MethodSource("special")
  void keepsComparatorsAndHeapOrder(Object value) {
    Object copy = RoundTrip.check(value);
    if (value instanceof PriorityQueue) {
      assertThat(((PriorityQueue<?>) copy).comparator())
          .isEqualTo(((PriorityQueue<?>) value).comparator());
      assertThat(((PriorityQueue<?>) copy).toArray()).containsExactly(
          ((PriorityQueue<?>) value).toArray());
    }
    if (value instanceof java.util.SortedSet) {
      assertThat(((java.util.SortedSet<?>) copy).comparator())
          .isEqualTo(((java.util.SortedSet<?>) value).comparator());
    }
  }

  @ParameterizedTest
  @MethodSource("special")
  void enumSetsKeepTheirElementType(Object value) {
    if (!(value instanceof EnumSet)) {
      return;
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    EnumSet<?> copy = (EnumSet) RoundTrip.check(value);
    assertThat(EnumSet.complementOf(copy)).isEqualTo(EnumSet.complementOf((EnumSet) value));
  }
}
