package dev.serval.internal.serializers.collections;

import dev.serval.internal.codegen.ProfileCopies;

/**
 * What a collection or map serializer looks up for the class of the value in hand: that class's
 * copy of the loops (see {@link ProfileCopies}) and whether it is meant to be shared between
 * threads (see {@link ElementRun#isShared}). Each such serializer is registered for one class, so it
 * keeps the last answer in a plain field and checks only the class: two class-keyed lookups a
 * value were about 7% of serializing TypedSerializer's ComplexObject, which holds one small
 * {@code HashMap}. All fields are final, so a serializer shared between threads may publish one
 * through a plain field: a thread sees either a complete instance or none and looks it up again.
 */
final class ClassLoops<L> {
  final Class<?> type;
  final boolean shared;
  final L loops;

  ClassLoops(Class<?> type, ProfileCopies<L> copies) {
    this.type = type;
    this.shared = ElementRun.isShared(type);
    this.loops = copies.of(type);
  }
}
