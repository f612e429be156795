package dev.serval.internal.serializers.collections;

import dev.serval.internal.BuiltinTable;
import dev.serval.internal.serializers.CommonIds;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Function;

/**
 * The JDK's maps. The {@code Collections.unmodifiable*Map} and {@code synchronized*Map} wrappers
 * are rebuilt around a {@code LinkedHashMap} (keeping iteration order) or, for sorted and
 * navigable ones, a {@code TreeMap} with the wrapper's comparator.
 */
final class MapSerializers {
  private MapSerializers() {}

  static void register(BuiltinTable table) {
    MapKind<Map<?, ?>> hashMap =
        MapKind.sized(size -> new HashMap<>(CollectionKind.hashCapacity(size)));
    table.addCommon(HashMap.class, mutable(hashMap), CommonIds.HASH_MAP);
    table.addCommon(LinkedHashMap.class, mutable(new LinkedHashMapKind()),
        CommonIds.LINKED_HASH_MAP);
    table.addCommon(TreeMap.class, mutable(sortedMap(TreeMap::new)), CommonIds.TREE_MAP);
    table.add(Hashtable.class, mutable(MapKind.sized(
        size -> new Hashtable<>(CollectionKind.hashCapacity(size)))));
    table.add(IdentityHashMap.class, mutable(MapKind.sized(IdentityHashMap::new)));
    table.add(ConcurrentHashMap.class, mutable(MapKind.sized(ConcurrentHashMap::new)));
    table.add(ConcurrentSkipListMap.class, mutable(sortedMap(ConcurrentSkipListMap::new)));
    table.add(EnumMap.class, mutable(new EnumKinds.OfMap()));
    registerWrappers(table);
    registerImmutable(table);
  }

  private static void registerWrappers(BuiltinTable table) {
    MapKind<Map<?, ?>> linked = MapKind.sized(
        size -> new LinkedHashMap<>(CollectionKind.hashCapacity(size)));
    MapKind<SortedMap<?, ?>> tree = sortedMap(TreeMap::new);
    wrapper(table, Collections.unmodifiableMap(new HashMap<>()), linked,
        Collections::unmodifiableMap);
    wrapper(table, Collections.unmodifiableSortedMap(new TreeMap<>()), tree,
        m -> Collections.unmodifiableSortedMap((SortedMap<Object, Object>) m));
    wrapper(table, Collections.unmodifiableNavigableMap(new TreeMap<>()), tree,
        m -> Collections.unmodifiableNavigableMap((NavigableMap<Object, Object>) m));
    wrapper(table, Collections.synchronizedMap(new HashMap<>()), linked,
        Collections::synchronizedMap);
    wrapper(table, Collections.synchronizedSortedMap(new TreeMap<>()), tree,
        m -> Collections.synchronizedSortedMap((SortedMap<Object, Object>) m));
    wrapper(table, Collections.synchronizedNavigableMap(new TreeMap<>()), tree,
        m -> Collections.synchronizedNavigableMap((NavigableMap<Object, Object>) m));
  }

  private static void registerImmutable(BuiltinTable table) {
    immutable(table, Map.of().getClass(), Map::ofEntries);
    immutable(table, Map.of(1, 1).getClass(), Map::ofEntries);
    immutable(table, Collections.singletonMap(1, 1).getClass(), entries -> {
      if (entries.length != 1) {
        throw new IllegalArgumentException("a singleton map of " + entries.length);
      }
      return Collections.singletonMap(entries[0].getKey(), entries[0].getValue());
    });
    CollectionSerializers.singleton(table, Collections.emptyMap());
    CollectionSerializers.singleton(table, Collections.emptyNavigableMap());
  }

  private static <M extends Map<?, ?>> MutableMapSerializer<M> mutable(MapKind<M> kind) {
    return new MutableMapSerializer<>(kind);
  }

  private static <M extends SortedMap<?, ?>> MapKind<M> sortedMap(
      Function<Comparator<Object>, Map<Object, Object>> create) {
    return MapKind.ordered(SortedMap::comparator, create);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void wrapper(BuiltinTable table, Map<?, ?> sample, MapKind contents,
      Function<Map<Object, Object>, ?> wrap) {
    table.add(sample.getClass(),
        new MutableMapSerializer<>(MapKind.wrapping(contents, (Function) wrap)));
  }

  private static <M extends Map<?, ?>> void immutable(BuiltinTable table, Class<?> type,
      Function<Map.Entry<?, ?>[], M> factory) {
    table.add(type, new ImmutableMapSerializer<>(type, factory));
  }
}
