package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.util.Collection;
import java.util.function.Function;

/**
 * An immutable collection that can only be built from all its elements at once ({@code List.of},
 * {@code Set.of}, {@code Collections.singletonList}...). Wire layout: an {@link ElementRun}.
 *
 * <p>Not reference-tracked (see {@link ImmutableValue}): the elements must exist before the
 * collection does, so a back reference to it from inside could not be resolved anyway. The reader
 * checks that the factory produced exactly the written class, so a payload cannot turn, say, a
 * two-element {@code List.of} class into a different one unnoticed.
 */
final class ImmutableCollectionSerializer<C extends Collection<?>> extends ImmutableValue<C> {
  private final Class<?> type;
  private final Function<Object[], C> factory;

  /** @param factory builds the collection from its elements, in iteration order */
  ImmutableCollectionSerializer(Class<?> type, Function<Object[], C> factory) {
    this.type = type;
    this.factory = factory;
  }

  @Override
  public void write(WriteContext context, C value) {
    ElementRun.write((WriteSession) context, value);
  }

  @Override
  public C read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int start = session.buffer().position();
    Object[] elements = readElements(session);
    return build(type, factory, elements, start);
  }

  static Object[] readElements(ReadSession session) {
    Object[] elements = new Object[ElementRun.readSize(session)];
    ElementRun.read(session, elements.length, elements);
    return elements;
  }

  /** Runs {@code factory}, turning the JDK's refusals and a class mismatch into SerialException. */
  static <T> T build(Class<?> type, Function<Object[], T> factory, Object[] elements, int start) {
    T result;
    try {
      result = factory.apply(elements);
    } catch (RuntimeException e) {
      throw new SerialException("cannot build a " + type.getName() + " of " + elements.length
          + " elements: " + e, start, e);
    }
    if (result.getClass() != type) {
      throw new SerialException("a " + type.getName() + " cannot hold " + elements.length
          + " elements (the JDK made a " + result.getClass().getName() + ")", start);
    }
    return result;
  }
}
