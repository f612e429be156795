package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.util.Map;

/**
 * The loops of {@link EntryRun} that call a map's own methods once per entry, kept apart so that
 * each map class gets its own copy of them (see {@link EntryLoopsCode}).
 */
interface EntryLoops {
  /** Writes the headers and {@code size} entries of {@code map}, its size already written. */
  void write(WriteSession session, Map<?, ?> map, int size);

  /** Reads {@code size} entries (more than none) into {@code contents}. */
  void read(ReadSession session, int size, Map<Object, Object> contents);
}
