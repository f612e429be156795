package dev.serval.internal.serializers.hooks;

import dev.serval.internal.FixedFingerprinted;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.objects.LevelFields;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Constructor;

/**
 * Serializable classes with Java serialization hooks ({@code writeObject}, {@code readObject},
 * {@code readObjectNoData}, {@code readResolve}), written per class level as Java does.
 *
 * <p>Wire layout: on the class's first use in a payload its {@link LevelPlan} description; then
 * per serializable class level, top-down, one block of {@link Segments}. A level with
 * {@code writeObject} gets whatever that method wrote; a level without writes
 * {@code FIELDS <values> END} (or just {@code END} when it has no fields), exactly what
 * {@code defaultWriteObject} would have written.
 *
 * <p>Reading creates the instance with the constructor Java uses, registers it (so cycles resolve),
 * runs each level's {@code readObject} or default field reading, consumes what it left unread, then
 * runs registered validations and {@code readResolve}.
 */
final class HookedObjectSerializer extends Serializer<Object> implements FixedFingerprinted {
  private final Class<?> type;
  private final ClassLevel[] levels;
  private final MethodHandle readResolve;
  private final TypeRegistry registry;
  private final int describedIndex;
  /** Whether the class is registered, so that a registry fingerprint stands for its description. */
  private final boolean registered;
  private volatile LevelPlan identity;
  /** The FIXED-mode fingerprint, computed on first use like the level fields it covers. */
  private volatile Integer fingerprint;
  private volatile LevelFields none;
  private volatile Constructor<?> constructor;

  HookedObjectSerializer(Class<?> type, ClassLevel[] levels, MethodHandle readResolve,
      TypeRegistry registry) {
    this.type = type;
    this.levels = levels;
    this.readResolve = readResolve;
    this.registry = registry;
    this.describedIndex = registry.newDescribedIndex();
    this.registered = registry.isRegistered(type);
  }

  @Override
  public int fixedFingerprint() {
    return fingerprint();
  }

  @Override
  public void write(WriteContext context, Object value) {
    WriteSession session = (WriteSession) context;
    if (!(registered && session.registryFingerprinted()) && session.firstUse(describedIndex)) {
      LevelPlan.writeDescription(session, levels, fingerprint());
    }
    BlockOutput stream = null;
    try {
      for (ClassLevel level : levels) {
        if (level.writeObject == null) {
          LevelFields fields = level.fields();
          if (fields.size() > 0) {
            session.buffer().writeByte(Segments.FIELDS);
            fields.writeFrom(session, value);
          }
          session.buffer().writeByte(Segments.END);
          continue;
        }
        if (stream == null) {
          stream = BlockOutput.lend(session);
        }
        stream.beginBlock(value, level);
        try {
          level.writeObject.invokeExact(value, (ObjectOutputStream) stream);
        } catch (Throwable t) {
          throw JavaSerialization.hookFailed(t, level.type, "writeObject", -1);
        }
        stream.endBlock();
      }
    } finally {
      if (stream != null) {
        BlockOutput.giveBack(session, stream);
      }
    }
  }

  @Override
  public Object read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int start = session.buffer().position();
    LevelPlan plan;
    if (registered && session.registryFingerprinted()) {
      plan = identity();
    } else if (session.firstUse(describedIndex)) {
      plan = LevelPlan.readDescription(session, type, levels, fingerprint(), identity(),
          none());
      session.describe(describedIndex, plan);
    } else {
      plan = (LevelPlan) session.description(describedIndex);
    }
    Constructor<?> make = constructor;
    if (make == null) {
      make = JavaSerialization.constructor(type, false);
      constructor = make;
    }
    Object object = JavaSerialization.newInstance(make, type, start);
    session.reference(object);
    BlockInput stream = BlockInput.lend(session);
    try {
      for (LevelPlan.Step step : plan.steps) {
        switch (step.kind()) {
          case READ -> readLevel(session, stream, object, step);
          case SKIP -> {
            stream.beginBlock(object, null, step.fields(), step.plan());
            stream.endBlock();
          }
          case NO_DATA -> noData(session, object, step.level());
        }
      }
      stream.runValidations();
    } finally {
      BlockInput.giveBack(session, stream);
    }
    return resolve(readResolve, type, object, session.buffer().position());
  }

  private static void readLevel(ReadSession session, BlockInput stream, Object object,
      LevelPlan.Step step) {
    ClassLevel level = step.level();
    stream.beginBlock(object, level, step.fields(), step.plan());
    if (level.readObject == null) {
      stream.readFieldsSegment();
    } else {
      try {
        level.readObject.invokeExact(object, (ObjectInputStream) stream);
      } catch (Throwable t) {
        throw JavaSerialization.hookFailed(t, level.type, "readObject",
            session.buffer().position());
      }
    }
    stream.endBlock();
  }

  private static void noData(ReadSession session, Object object, ClassLevel level) {
    if (level.readObjectNoData == null) {
      return;
    }
    try {
      level.readObjectNoData.invokeExact(object);
    } catch (Throwable t) {
      throw JavaSerialization.hookFailed(t, level.type, "readObjectNoData",
          session.buffer().position());
    }
  }

  /** Runs {@code readResolve} on a freshly read object, when the class has one. */
  static Object resolve(MethodHandle readResolve, Class<?> type, Object object, int offset) {
    if (readResolve == null) {
      return object;
    }
    try {
      return (Object) readResolve.invokeExact(object);
    } catch (Throwable t) {
      throw JavaSerialization.hookFailed(t, type, "readResolve", offset);
    }
  }

  /** Built on first use: building level fields may need this very serializer. */
  private LevelPlan identity() {
    LevelPlan p = identity;
    if (p == null) {
      p = LevelPlan.identity(levels);
      identity = p;
    }
    return p;
  }

  private int fingerprint() {
    Integer f = fingerprint;
    if (f == null) {
      f = LevelPlan.fingerprint(type, levels);
      fingerprint = f;
    }
    return f;
  }

  private LevelFields none() {
    LevelFields n = none;
    if (n == null) {
      n = LevelFields.none(registry);
      none = n;
    }
    return n;
  }
}
