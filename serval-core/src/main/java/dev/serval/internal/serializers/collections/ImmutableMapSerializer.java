package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.lang.ImmutableValue;
import dev.serval.spi.ReadContext;
import dev.serval.spi.WriteContext;
import java.util.Map;
import java.util.function.Function;

/**
 * An immutable map built from all its entries at once ({@code Map.of}, {@code Map.ofEntries},
 * {@code Collections.singletonMap}). Wire layout: an {@link EntryRun}. Not reference-tracked, and
 * the reader checks the factory made exactly the written class (see
 * {@link ImmutableCollectionSerializer}).
 */
final class ImmutableMapSerializer<M extends Map<?, ?>> extends ImmutableValue<M> {
  private final Class<?> type;
  private final Function<Map.Entry<?, ?>[], M> factory;

  /** @param factory builds the map from its entries, in iteration order */
  ImmutableMapSerializer(Class<?> type, Function<Map.Entry<?, ?>[], M> factory) {
    this.type = type;
    this.factory = factory;
  }

  @Override
  public void write(WriteContext context, M value) {
    EntryRun.write((WriteSession) context, value);
  }

  @Override
  public M read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int start = session.buffer().position();
    Map.Entry<?, ?>[] entries = new Map.Entry<?, ?>[EntryRun.readSize(session)];
    int[] next = {0};
    // A holder allows null keys and values; factories that refuse them fail in build().
    EntryRun.read(session, entries.length,
        (key, value) -> entries[next[0]++] = new java.util.AbstractMap.SimpleImmutableEntry<>(key,
            value));
    return ImmutableCollectionSerializer.build(type, array -> factory.apply(entries), entries,
        start);
  }
}
