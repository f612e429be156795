package dev.serval.internal;

import dev.serval.spi.Serializer;
import java.util.HashMap;
import java.util.Map;

/**
 * The serializers Serval ships for JDK types, collected from the family classes under
 * {@code internal.serializers}. The most frequent types get one of the {@link #COMMON_IDS} small
 * ids so that a polymorphic slot holding them costs one byte; the rest are named once per payload.
 */
public final class BuiltinTable {
  /** Ids below this are reserved for built-in types; registered user ids start here. */
  public static final int COMMON_IDS = 32;

  final Map<Class<?>, Serializer<?>> serializers = new HashMap<>();
  final Map<Class<?>, Integer> commonIds = new HashMap<>();
  final Map<String, Class<?>> byName = new HashMap<>();

  /** Every class with a built-in serializer. */
  public java.util.Set<Class<?>> types() {
    return java.util.Collections.unmodifiableSet(serializers.keySet());
  }

  /** Adds a built-in named on the wire by its class name. */
  public void add(Class<?> type, Serializer<?> serializer) {
    if (serializers.putIfAbsent(type, serializer) != null) {
      throw new IllegalStateException("two built-in serializers for " + type.getName());
    }
    byName.put(type.getName(), type);
  }

  /** Adds a built-in with a fixed small id, a permanent part of the wire format. */
  public void addCommon(Class<?> type, Serializer<?> serializer, int id) {
    if (id < 0 || id >= COMMON_IDS || commonIds.containsValue(id)) {
      throw new IllegalStateException("bad or duplicate common id " + id + " for " + type);
    }
    add(type, serializer);
    commonIds.put(type, id);
  }
}
