package dev.serval.internal;

import dev.serval.spi.Serializer;

/**
 * The loops over an array's run of elements that all have one leaf class without an inline body
 * (a primitive array, an enum, a {@code java.time} value, a big number...), which call that class's
 * serializer once per element. Each such class gets its own copy of them (see {@link
 * ClassInfo#leafRuns}), whose serializer call sees one class and is inlined; the element-by-element
 * path calls every class's serializer from one site, a megamorphic dispatch per element.
 */
interface LeafRuns {
  /** Writes the body of every element of {@code array}, each as {@code serializer} writes it. */
  void write(WriteSession session, Serializer<Object> serializer, Object[] array);

  /** Reads {@code array.length} bodies with {@code serializer} into {@code array}, in order. */
  void read(ReadSession session, Serializer<Object> serializer, Object[] array);
}
