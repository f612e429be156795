package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.EnumMap;
import java.util.EnumSet;

/**
 * Finds the enum class of an {@link EnumSet} or {@link EnumMap} through public API only, and
 * writes and reads it as state.
 *
 * <p>A set or map with a member names it. An empty {@code EnumSet} still has a non-empty
 * complement. An empty {@code EnumMap} (or a set over an enum without constants) exposes its type
 * only through Java serialization: both write their enum class into the stream, so a throw-away
 * {@link ObjectOutputStream} that discards its bytes reports it to {@code annotateClass}, the hook
 * it offers subclasses for every class it describes. The first enum class described is the type.
 */
final class EnumTypes {
  private EnumTypes() {}

  static Class<?> elementType(EnumSet<?> set) {
    if (!set.isEmpty()) {
      return set.iterator().next().getDeclaringClass();
    }
    EnumSet<?> complement = EnumSet.complementOf(set);
    if (!complement.isEmpty()) {
      return complement.iterator().next().getDeclaringClass();
    }
    return probe(set);
  }

  static Class<?> keyType(EnumMap<?, ?> map) {
    if (!map.isEmpty()) {
      return map.keySet().iterator().next().getDeclaringClass();
    }
    return probe(map);
  }

  private static Class<?> probe(Object enumContainer) {
    try (EnumClassProbe probe = new EnumClassProbe()) {
      probe.writeObject(enumContainer);
      if (probe.found != null) {
        return probe.found;
      }
    } catch (IOException | RuntimeException e) {
      throw new SerialException("cannot find the enum type of an empty "
          + enumContainer.getClass().getName() + ": " + e, e);
    }
    throw new SerialException("cannot find the enum type of an empty "
        + enumContainer.getClass().getName() + " through public API");
  }

  /** State of the enum kinds: the enum class as a class tag. */
  static void writeType(WriteSession session, Class<?> type) {
    session.writeClassTag(session.registry().classInfo(type));
  }

  static Class<?> readType(ReadSession session) {
    int start = session.buffer().position();
    ClassInfo info = session.readClassTag();
    if (!info.type().isEnum()) {
      throw new SerialException(info.type().getName() + " is not an enum", start);
    }
    return info.type();
  }

  private static final class EnumClassProbe extends ObjectOutputStream {
    Class<?> found;

    EnumClassProbe() throws IOException {
      super(OutputStream.nullOutputStream());
    }

    @Override
    protected void annotateClass(Class<?> type) {
      if (found == null && type.isEnum()) {
        found = type;
      }
    }
  }
}
