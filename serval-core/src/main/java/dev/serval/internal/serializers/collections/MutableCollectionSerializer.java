package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.Collection;

/**
 * A collection filled in place, so it can be registered for back references before its elements
 * are read and may (through references) contain itself. Wire layout: the kind's state (nothing for
 * most classes, see {@link CollectionKind}), then an {@link ElementRun}.
 */
final class MutableCollectionSerializer<C extends Collection<?>> extends Serializer<C> {
  private final CollectionKind<C> kind;

  MutableCollectionSerializer(CollectionKind<C> kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext context, C value) {
    WriteSession session = (WriteSession) context;
    kind.writeState(session, value);
    ElementRun.write(session, value);
  }

  @Override
  public C read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    Object state = kind.readState(session);
    int size = ElementRun.readSize(session);
    Collection<Object> contents;
    C result;
    try {
      contents = kind.newContents(state, size);
      result = kind.wrap(contents);
    } catch (RuntimeException e) {
      throw new SerialException("cannot create the collection: " + e, session.buffer().position(),
          e);
    }
    session.reference(result);
    ElementRun.read(session, size, contents);
    return result;
  }
}
