package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.util.Comparator;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The per-class part of a {@link MutableMapSerializer}; the map counterpart of
 * {@link CollectionKind}: optional state before the size, an empty instance, an optional wrapper.
 */
interface MapKind<M> {

  /** Writes the state that comes before the size; nothing by default. */
  default void writeState(WriteSession session, M value) {}

  /** Reads what {@link #writeState} wrote; null by default. */
  default Object readState(ReadSession session) {
    return null;
  }

  /** The empty map the entries are put into; {@code size} is bounded by the bytes left. */
  Map<Object, Object> newContents(Object state, int size);

  /** The object handed to the caller (and to back references): the contents by default. */
  @SuppressWarnings("unchecked")
  default M wrap(Map<Object, Object> contents) {
    return (M) contents;
  }

  static <M> MapKind<M> sized(IntFunction<Map<Object, Object>> create) {
    return (state, size) -> create.apply(size);
  }

  /** A map sorted by an optional comparator, written as a polymorphic slot (null = natural). */
  static <M> MapKind<M> ordered(Function<M, Comparator<?>> comparatorOf,
      Function<Comparator<Object>, Map<Object, Object>> create) {
    return new MapKind<>() {
      @Override
      public void writeState(WriteSession session, M value) {
        session.writeObject(comparatorOf.apply(value));
      }

      @Override
      public Object readState(ReadSession session) {
        return session.readObject(Comparator.class);
      }

      @Override
      @SuppressWarnings("unchecked")
      public Map<Object, Object> newContents(Object state, int size) {
        return create.apply((Comparator<Object>) state);
      }
    };
  }

  /** {@code contents} wrapped by {@code wrapper}, with the contents' state. */
  static <M> MapKind<M> wrapping(MapKind<? super M> contents,
      Function<Map<Object, Object>, M> wrapper) {
    return new MapKind<>() {
      @Override
      public void writeState(WriteSession session, M value) {
        contents.writeState(session, value);
      }

      @Override
      public Object readState(ReadSession session) {
        return contents.readState(session);
      }

      @Override
      public Map<Object, Object> newContents(Object state, int size) {
        return contents.newContents(state, size);
      }

      @Override
      public M wrap(Map<Object, Object> inner) {
        return wrapper.apply(inner);
      }
    };
  }
}
