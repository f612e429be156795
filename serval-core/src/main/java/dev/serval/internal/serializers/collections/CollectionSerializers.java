package dev.serval.internal.serializers.collections;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import dev.serval.spi.Serializer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.NavigableSet;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.SortedSet;
import java.util.Stack;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * The JDK's collections, maps ({@link MapSerializers}) and comparator singletons. Every class reads
 * back as the same concrete class with the same order, comparator and mutability.
 *
 * <p>The {@code Collections.unmodifiable*} and {@code synchronized*} wrappers do not expose what
 * they wrap, so they are rebuilt around an equivalent collection: lists around an
 * {@code ArrayList} (or {@code LinkedList} for the non-random-access wrapper), sets and plain
 * collections around a {@code LinkedHashSet} / {@code ArrayList} (keeping iteration order), sorted
 * and navigable sets around a {@code TreeSet} with the wrapper's comparator.
 */
public final class CollectionSerializers {
  private CollectionSerializers() {}

  public static void register(BuiltinTable table) {
    registerMutable(table);
    registerWrappers(table);
    registerImmutable(table);
    registerComparators(table);
    table.add(BitSet.class, new BitSetSerializer());
    MapSerializers.register(table);
  }

  private static void registerMutable(BuiltinTable table) {
    table.addCommon(ArrayList.class, mutable(CollectionKind.sized(ArrayList::new)),
        CommonIds.ARRAY_LIST);
    table.addCommon(LinkedList.class, mutable(CollectionKind.sized(size -> new LinkedList<>())),
        CommonIds.LINKED_LIST);
    table.addCommon(HashSet.class, mutable(CollectionKind.sized(
        size -> new HashSet<>(CollectionKind.hashCapacity(size)))), CommonIds.HASH_SET);
    table.addCommon(LinkedHashSet.class, mutable(CollectionKind.sized(
        size -> new LinkedHashSet<>(CollectionKind.hashCapacity(size)))),
        CommonIds.LINKED_HASH_SET);
    table.add(ArrayDeque.class, mutable(CollectionKind.sized(ArrayDeque::new)));
    table.add(Vector.class, mutable(CollectionKind.sized(Vector::new)));
    table.add(Stack.class, mutable(CollectionKind.sized(size -> new Stack<>())));
    table.add(ConcurrentLinkedQueue.class,
        mutable(CollectionKind.sized(size -> new ConcurrentLinkedQueue<>())));
    table.add(ConcurrentLinkedDeque.class,
        mutable(CollectionKind.sized(size -> new ConcurrentLinkedDeque<>())));
    // A heap's iteration order is its array order; adding in that order never sifts, so the
    // reader's array is the writer's.
    table.add(PriorityQueue.class, mutable(CollectionKind.<PriorityQueue<?>>ordered(
        PriorityQueue::comparator, PriorityQueue::new)));
    table.add(TreeSet.class, mutable(sortedSet(TreeSet::new)));
    table.add(ConcurrentSkipListSet.class, mutable(sortedSet(ConcurrentSkipListSet::new)));
    table.add(CopyOnWriteArrayList.class, new CopyOnWriteListSerializer());
    table.add(ArraysAsListSerializer.TYPE, new ArraysAsListSerializer());
    Serializer<?> enumSet = mutable(new EnumKinds.OfSet());
    table.add(EnumSet.noneOf(Thread.State.class).getClass(), enumSet); // RegularEnumSet
    table.add(EnumSet.noneOf(Character.UnicodeScript.class).getClass(), enumSet); // JumboEnumSet
  }

  private static void registerWrappers(BuiltinTable table) {
    CollectionKind<Collection<?>> arrayList = CollectionKind.sized(ArrayList::new);
    CollectionKind<Collection<?>> linkedList = CollectionKind.sized(size -> new LinkedList<>());
    CollectionKind<Collection<?>> linkedSet = CollectionKind.sized(
        size -> new LinkedHashSet<>(CollectionKind.hashCapacity(size)));
    CollectionKind<SortedSet<?>> treeSet = sortedSet(TreeSet::new);

    wrapper(table, Collections.unmodifiableCollection(new ArrayList<>()), arrayList,
        Collections::unmodifiableCollection);
    wrapper(table, Collections.unmodifiableList(new ArrayList<>()), arrayList,
        c -> Collections.unmodifiableList((List<Object>) c));
    wrapper(table, Collections.unmodifiableList(new LinkedList<>()), linkedList,
        c -> Collections.unmodifiableList((List<Object>) c));
    wrapper(table, Collections.unmodifiableSet(new HashSet<>()), linkedSet,
        c -> Collections.unmodifiableSet((Set<Object>) c));
    wrapper(table, Collections.unmodifiableSortedSet(new TreeSet<>()), treeSet,
        c -> Collections.unmodifiableSortedSet((SortedSet<Object>) c));
    wrapper(table, Collections.unmodifiableNavigableSet(new TreeSet<>()), treeSet,
        c -> Collections.unmodifiableNavigableSet((NavigableSet<Object>) c));

    wrapper(table, Collections.synchronizedCollection(new ArrayList<>()), arrayList,
        Collections::synchronizedCollection);
    wrapper(table, Collections.synchronizedList(new ArrayList<>()), arrayList,
        c -> Collections.synchronizedList((List<Object>) c));
    wrapper(table, Collections.synchronizedList(new LinkedList<>()), linkedList,
        c -> Collections.synchronizedList((List<Object>) c));
    wrapper(table, Collections.synchronizedSet(new HashSet<>()), linkedSet,
        c -> Collections.synchronizedSet((Set<Object>) c));
    wrapper(table, Collections.synchronizedSortedSet(new TreeSet<>()), treeSet,
        c -> Collections.synchronizedSortedSet((SortedSet<Object>) c));
    wrapper(table, Collections.synchronizedNavigableSet(new TreeSet<>()), treeSet,
        c -> Collections.synchronizedNavigableSet((NavigableSet<Object>) c));
  }

  private static void registerImmutable(BuiltinTable table) {
    table.add(List.of().getClass(), new ImmutableListNSerializer());
    immutable(table, List.of(1).getClass(), List::of);
    immutable(table, Set.of().getClass(), Set::of);
    immutable(table, Set.of(1).getClass(), Set::of);
    immutable(table, Collections.singletonList(1).getClass(),
        elements -> Collections.singletonList(only(elements)));
    immutable(table, Collections.singleton(1).getClass(),
        elements -> Collections.singleton(only(elements)));
    singleton(table, Collections.emptyList());
    singleton(table, Collections.emptySet());
    singleton(table, Collections.emptyNavigableSet());
  }

  private static void registerComparators(BuiltinTable table) {
    singleton(table, Comparator.naturalOrder());
    singleton(table, Collections.reverseOrder());
    singleton(table, String.CASE_INSENSITIVE_ORDER);
    table.add(ReverseComparatorSerializer.TYPE, new ReverseComparatorSerializer());
  }

  static void singleton(BuiltinTable table, Object instance) {
    table.add(instance.getClass(), new SingletonSerializer(instance));
  }

  private static <C extends Collection<?>> Serializer<C> mutable(CollectionKind<C> kind) {
    return new MutableCollectionSerializer<>(kind);
  }

  private static <C extends SortedSet<?>> CollectionKind<C> sortedSet(
      Function<Comparator<Object>, Collection<Object>> create) {
    return CollectionKind.ordered(SortedSet::comparator, create);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void wrapper(BuiltinTable table, Collection<?> sample,
      CollectionKind contents, Function<Collection<Object>, ?> wrap) {
    table.add(sample.getClass(),
        new MutableCollectionSerializer<>(CollectionKind.wrapping(contents, (Function) wrap)));
  }

  private static <C extends Collection<?>> void immutable(BuiltinTable table, Class<?> type,
      Function<Object[], C> factory) {
    table.add(type, new ImmutableCollectionSerializer<>(type, factory));
  }

  private static Object only(Object[] elements) {
    if (elements.length != 1) {
      throw new IllegalArgumentException("a singleton collection of " + elements.length);
    }
    return elements[0];
  }
}
