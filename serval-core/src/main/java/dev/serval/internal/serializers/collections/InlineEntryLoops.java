package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import java.util.Map;

/**
 * The loop of {@link EntryLoopsCode} that reads a map whose keys and values are all inline bodies
 * (see InlineBodies), kept apart so that each pair of key and value kinds gets its own copy of it
 * (see {@link InlineEntryLoopsCode}).
 */
interface InlineEntryLoops {
  /** Reads {@code size} entries of inline keys and values of those kinds into {@code contents}. */
  void readInline(ReadSession session, int size, Map<Object, Object> contents, int keyKind,
      int valueKind, boolean shareKeys);
}
