package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.util.Collection;

/**
 * The loops of {@link ElementRun} that call a collection's own methods once per element, kept
 * apart so that each collection class gets its own copy of them (see {@link ElementLoopsCode}).
 */
interface ElementLoops {
  /** Writes the header and {@code size} elements of {@code values}, its size already written. */
  void write(WriteSession session, Collection<?> values, int size);

  /** Reads {@code size} elements (more than none) into {@code contents}. */
  void read(ReadSession session, int size, Collection<Object> contents);
}
