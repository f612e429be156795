package dev.serval.internal.serializers.lang;

import dev.serval.spi.Serializer;

/**
 * Base of serializers for immutable values whose identity does not matter: they are written in
 * full each time instead of being reference-tracked.
 */
public abstract class ImmutableValue<T> extends Serializer<T> {
  @Override
  public final boolean tracksReferences() {
    return false;
  }
}
