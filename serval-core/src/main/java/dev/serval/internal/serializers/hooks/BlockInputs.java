package dev.serval.internal.serializers.hooks;

import dev.serval.internal.ReadSession;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The {@link BlockInput}s of one read session, reused from object to object: one per nesting
 * level of hooked objects being read (a {@code readExternal} that reads another Externalizable
 * needs a second). Making a stream per object was two objects and the JDK's serial-filter set-up
 * each time; deserializing FST's ExternalizableTest allocated 2.5 times what Kryo does.
 */
final class BlockInputs {
  private BlockInput[] streams = new BlockInput[4];
  private int lent;

  /** A stream for the next hooked object; give it back with {@link #giveBack}, in a finally. */
  static BlockInput lend(ReadSession session) {
    BlockInputs pool = (BlockInputs) session.hookStreams();
    if (pool == null) {
      pool = new BlockInputs();
      session.hookStreams(pool);
    }
    return pool.take(session);
  }

  static void giveBack(ReadSession session, BlockInput stream) {
    stream.recycle();
    ((BlockInputs) session.hookStreams()).lent--;
  }

  private BlockInput take(ReadSession session) {
    if (lent == streams.length) {
      streams = java.util.Arrays.copyOf(streams, lent * 2);
    }
    BlockInput stream = streams[lent];
    if (stream == null) {
      try {
        stream = new BlockInput(session);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // the protected constructor does no I/O
      }
      streams[lent] = stream;
    }
    lent++;
    return stream;
  }
}
