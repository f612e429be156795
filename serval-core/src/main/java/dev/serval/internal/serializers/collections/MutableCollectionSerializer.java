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
  /** The last class written and its loops (see {@link ClassLoops} for why a plain field). */
  private ClassLoops<ElementLoops> written;
  /** The same for the contents' class when reading. */
  private ClassLoops<ElementLoops> read;

  MutableCollectionSerializer(CollectionKind<C> kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext context, C value) {
    WriteSession session = (WriteSession) context;
    kind.writeState(session, value);
    ClassLoops<ElementLoops> loops = written;
    if (loops == null || loops.type != value.getClass()) {
      written = loops = ElementRun.loops(value.getClass());
    }
    ElementRun.write(session, value, loops);
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
    ClassLoops<ElementLoops> loops = read;
    if (loops == null || loops.type != contents.getClass()) {
      read = loops = ElementRun.loops(contents.getClass());
    }
    ElementRun.read(session, size, contents, loops);
    return result;
  }
}
