package dev.serval.internal.serializers.hooks;

import dev.serval.internal.WriteSession;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The {@link BlockOutput}s of one write session, reused from object to object as {@link
 * BlockInputs} reuses the read side's: one per nesting level of hooked objects being written. A
 * stream per object was an {@code ObjectOutputStream} constructed and dropped each time: 80 bytes
 * and the JDK's subclass check per element of FST's ExternalizableTest.
 */
final class BlockOutputs {
  private BlockOutput[] streams = new BlockOutput[4];
  private int lent;

  /** A stream for the next hooked object; give it back with {@link #giveBack}, in a finally. */
  static BlockOutput lend(WriteSession session) {
    BlockOutputs pool = (BlockOutputs) session.hookStreams();
    if (pool == null) {
      pool = new BlockOutputs();
      session.hookStreams(pool);
    }
    return pool.take(session);
  }

  static void giveBack(WriteSession session, BlockOutput stream) {
    stream.recycle();
    ((BlockOutputs) session.hookStreams()).lent--;
  }

  private BlockOutput take(WriteSession session) {
    if (lent == streams.length) {
      streams = java.util.Arrays.copyOf(streams, lent * 2);
    }
    BlockOutput stream = streams[lent];
    if (stream == null) {
      try {
        stream = new BlockOutput(session);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // the protected constructor does no I/O
      }
      streams[lent] = stream;
    }
    lent++;
    stream.attach();
    return stream;
  }
}
