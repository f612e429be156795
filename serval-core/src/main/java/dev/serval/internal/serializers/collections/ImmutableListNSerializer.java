package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.util.Arrays;
import java.util.List;

/**
 * The JDK's array-backed immutable list ({@code ImmutableCollections$ListN}), which comes in two
 * flavours sharing one class: from {@code List.of}/{@code List.copyOf} (0 or 3+ elements, refuses
 * null even as a query: {@code contains(null)} throws) and from {@code Stream.toList()} (any size,
 * nulls allowed). Wire layout:
 *
 * <pre>
 *   nulls     byte, 0 = List.of flavour, 1 = Stream.toList flavour
 *   elements  an ElementRun
 * </pre>
 *
 * The flavour is told apart by that public behaviour of {@code contains(null)}. An empty List.of
 * list reads back as the JDK's shared empty instance.
 */
final class ImmutableListNSerializer extends ImmutableValue<List<?>> {
  private static final int REFUSES_NULLS = 0;
  private static final int ALLOWS_NULLS = 1;

  private final Class<?> type = List.of().getClass();

  @Override
  public void write(WriteContext context, List<?> value) {
    WriteSession session = (WriteSession) context;
    session.buffer().writeByte(allowsNulls(value) ? ALLOWS_NULLS : REFUSES_NULLS);
    ElementRun.write(session, value);
  }

  private static boolean allowsNulls(List<?> list) {
    try {
      list.contains(null);
      return true;
    } catch (NullPointerException e) {
      return false;
    }
  }

  @Override
  public List<?> read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int start = session.buffer().position();
    int flavour = session.buffer().readUByte();
    if (flavour != REFUSES_NULLS && flavour != ALLOWS_NULLS) {
      throw session.buffer().error("invalid immutable list flavour " + flavour);
    }
    Object[] elements = ImmutableCollectionSerializer.readElements(session);
    if (flavour == ALLOWS_NULLS) {
      // Stream.toList() is the public way to the null-tolerant flavour of this class.
      return ImmutableCollectionSerializer.build(type, array -> Arrays.stream(array).toList(),
          elements, start);
    }
    return ImmutableCollectionSerializer.build(type, List::of, elements, start);
  }
}
