package dev.serval.internal.serializers.collections;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

/**
 * Kinds of {@link EnumSet} and {@link EnumMap}: their state is the enum class, written as a class
 * tag (see {@link EnumTypes}), so an empty set or map keeps its type.
 */
final class EnumKinds {
  private EnumKinds() {}

  static final class OfSet implements CollectionKind<EnumSet<?>> {
    @Override
    public void writeState(WriteSession session, EnumSet<?> value) {
      EnumTypes.writeType(session, EnumTypes.elementType(value));
    }

    @Override
    public Object readState(ReadSession session) {
      return EnumTypes.readType(session);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Collection<Object> newContents(Object state, int size) {
      return (Collection) EnumSet.noneOf((Class) state);
    }
  }

  static final class OfMap implements MapKind<EnumMap<?, ?>> {
    @Override
    public void writeState(WriteSession session, EnumMap<?, ?> value) {
      EnumTypes.writeType(session, EnumTypes.keyType(value));
    }

    @Override
    public Object readState(ReadSession session) {
      return EnumTypes.readType(session);
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Map<Object, Object> newContents(Object state, int size) {
      return new EnumMap((Class) state);
    }
  }
}
