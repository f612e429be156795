package dev.serval.internal.serializers.hooks;

import java.util.Arrays;

/**
 * The streams a session hands to hooks ({@link BlockInput}s or {@link BlockOutput}s), reused from
 * object to object: one per nesting level of hooked objects in progress (a {@code readExternal}
 * that reads another Externalizable needs a second). A stream per object was a JDK object stream
 * constructed each time: on read two objects and the serial-filter set-up (deserializing FST's
 * ExternalizableTest allocated 2.5 times what Kryo does), on write 80 bytes an element.
 */
final class HookStreams<S> {
  private Object[] streams = new Object[4];
  private int lent;

  /** The stream kept for the next nesting level, or null when that level has none yet. */
  @SuppressWarnings("unchecked")
  S next() {
    return lent < streams.length ? (S) streams[lent] : null;
  }

  /**
   * Lends {@code stream}, {@link #next}'s or a new one, to the next nesting level, and keeps it
   * there for later objects. Give it back with {@link #giveBack}, in a finally.
   */
  S lend(S stream) {
    if (lent == streams.length) {
      streams = Arrays.copyOf(streams, lent * 2);
    }
    if (streams[lent] != stream) {
      streams[lent] = stream; // stored only when new: see WriteSession.begin
    }
    lent++;
    return stream;
  }

  void giveBack() {
    lent--;
  }
}
