package dev.serval.internal.serializers.hooks;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.io.Externalizable;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Constructor;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@link Externalizable} classes. Wire layout: one block of {@link Segments} holding what
 * {@code writeExternal} wrote (DATA and OBJECT segments), then END. There is no class description:
 * the class owns its format. Reading runs the public no-argument constructor, registers the
 * instance (so cycles resolve), calls {@code readExternal}, consumes what it left unread, then runs
 * {@code readResolve} when the class has one. Superclass state is the class's own business, as in
 * Java.
 */
final class ExternalizableSerializer extends Serializer<Object> {
  private final Class<?> type;
  private final MethodHandle readResolve;
  /**
   * The public constructor as a direct call ({@link JavaSerialization#publicMaker}), empty when
   * Serval cannot reach it (then {@link #constructor}); null until the first read, so that a class
   * only written never has one made.
   */
  private volatile Optional<Supplier<Object>> maker;
  private volatile Constructor<?> constructor;

  ExternalizableSerializer(Class<?> type, MethodHandle readResolve) {
    this.type = type;
    this.readResolve = readResolve;
  }

  @Override
  public void write(WriteContext context, Object value) {
    WriteSession session = (WriteSession) context;
    BlockOutput stream = BlockOutput.lend(session);
    try {
      stream.beginExternalBlock(value);
      try {
        ((Externalizable) value).writeExternal(stream);
      } catch (Exception e) {
        throw JavaSerialization.hookFailed(e, type, "writeExternal", -1);
      }
      stream.endBlock();
    } finally {
      BlockOutput.giveBack(session, stream);
    }
  }

  @Override
  public Object read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    int start = session.buffer().position();
    Optional<Supplier<Object>> direct = maker;
    if (direct == null) {
      direct = Optional.ofNullable(JavaSerialization.publicMaker(type));
      maker = direct;
    }
    Object object = direct.isPresent()
        ? JavaSerialization.newInstance(direct.get(), type, start) : reflectiveInstance(start);
    session.reference(object);
    BlockInput stream = BlockInput.lend(session);
    try {
      stream.beginExternalBlock(object);
      try {
        ((Externalizable) object).readExternal(stream);
      } catch (Exception e) {
        throw JavaSerialization.hookFailed(e, type, "readExternal", session.buffer().position());
      }
      stream.endBlock();
      stream.runValidations();
    } finally {
      BlockInput.giveBack(session, stream);
    }
    return HookedObjectSerializer.resolve(readResolve, type, object, session.buffer().position());
  }

  /** A new instance through Java serialization's constructor, called reflectively. */
  private Object reflectiveInstance(int start) {
    Constructor<?> make = constructor;
    if (make == null) {
      make = JavaSerialization.constructor(type, true);
      constructor = make;
    }
    return JavaSerialization.newInstance(make, type, start);
  }
}
