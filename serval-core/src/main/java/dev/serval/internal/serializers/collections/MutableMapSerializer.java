package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.Map;

/**
 * A map filled in place, registered for back references before its entries are read, so it may
 * contain itself. Wire layout: the kind's state (see {@link MapKind}), then an {@link EntryRun}.
 */
final class MutableMapSerializer<M extends Map<?, ?>> extends Serializer<M> {
  private final MapKind<M> kind;
  /** The last class written and its loops (see {@link ClassLoops} for why a plain field). */
  private ClassLoops<EntryLoops> written;
  /** The same for the contents' class when reading. */
  private ClassLoops<EntryLoops> read;

  MutableMapSerializer(MapKind<M> kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext context, M value) {
    WriteSession session = (WriteSession) context;
    kind.writeState(session, value);
    ClassLoops<EntryLoops> loops = written;
    if (loops == null || loops.type != value.getClass()) {
      written = loops = EntryRun.loops(value.getClass());
    }
    EntryRun.write(session, value, loops);
  }

  @Override
  public M read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    Object state = kind.readState(session);
    int size = EntryRun.readSize(session);
    Map<Object, Object> contents;
    M result;
    try {
      contents = kind.newContents(state, size);
      result = kind.wrap(contents);
    } catch (RuntimeException e) {
      throw new SerialException("cannot create the map: " + e, session.buffer().position(), e);
    }
    session.reference(result);
    ClassLoops<EntryLoops> loops = read;
    if (loops == null || loops.type != contents.getClass()) {
      read = loops = EntryRun.loops(contents.getClass());
    }
    EntryRun.read(session, size, contents, loops);
    return result;
  }
}
