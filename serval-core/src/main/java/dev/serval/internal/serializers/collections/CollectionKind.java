package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.util.Collection;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The per-class part of a {@link MutableCollectionSerializer}: what the class writes before its
 * elements (its state: a comparator, an element type) and how the reader makes an empty instance
 * from that state. Wrappers ({@code Collections.unmodifiableList} and the like) fill a fresh
 * contents collection and hand the caller a wrapper around it.
 */
interface CollectionKind<C> {

  /** Writes the state that comes before the size; nothing by default. */
  default void writeState(WriteSession session, C value) {}

  /** Reads what {@link #writeState} wrote; null by default. */
  default Object readState(ReadSession session) {
    return null;
  }

  /**
   * Returns the empty collection the elements are added to. {@code size} has been checked against
   * the bytes left, so it is safe as an initial capacity.
   */
  Collection<Object> newContents(Object state, int size);

  /** The object handed to the caller and to back references: by default the contents. */
  @SuppressWarnings("unchecked")
  default C wrap(Collection<Object> contents) {
    return (C) contents;
  }

  /** A class with no state, made from the declared size. */
  static <C> CollectionKind<C> sized(IntFunction<Collection<Object>> create) {
    return (state, size) -> create.apply(size);
  }

  /**
   * A class ordered by an optional comparator. State: the comparator as a polymorphic slot (null
   * for natural order), so any serializable comparator works and the JDK's own are built-ins.
   */
  static <C> CollectionKind<C> ordered(Function<C, Comparator<?>> comparatorOf,
      Function<Comparator<Object>, Collection<Object>> create) {
    return new CollectionKind<>() {
      @Override
      public void writeState(WriteSession session, C value) {
        session.writeObject(comparatorOf.apply(value));
      }

      @Override
      public Object readState(ReadSession session) {
        return session.readObject(Comparator.class);
      }

      @Override
      @SuppressWarnings("unchecked")
      public Collection<Object> newContents(Object state, int size) {
        return create.apply((Comparator<Object>) state);
      }
    };
  }

  /** {@code contents} wrapped by {@code wrapper}, with the contents' state. */
  static <C> CollectionKind<C> wrapping(CollectionKind<? super C> contents,
      Function<Collection<Object>, C> wrapper) {
    return new CollectionKind<>() {
      @Override
      public void writeState(WriteSession session, C value) {
        contents.writeState(session, value);
      }

      @Override
      public Object readState(ReadSession session) {
        return contents.readState(session);
      }

      @Override
      public Collection<Object> newContents(Object state, int size) {
        return contents.newContents(state, size);
      }

      @Override
      public C wrap(Collection<Object> inner) {
        return wrapper.apply(inner);
      }
    };
  }

  /** Capacity for a hashed collection that will hold {@code size} entries without rehashing. */
  static int hashCapacity(int size) {
    return (int) Math.min((long) size * 4 / 3 + 1, 1 << 30);
  }
}
