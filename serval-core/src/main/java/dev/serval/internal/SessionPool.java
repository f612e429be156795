package dev.serval.internal;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

/**
 * A small lock-free pool of per-call sessions. No {@code ThreadLocal}: it serves platform and
 * virtual threads alike and keeps at most a few sessions per core, however many threads call.
 * When every slot is taken, a fresh session is made and dropped after use.
 */
public final class SessionPool<T> {
  private final AtomicReferenceArray<T> slots;
  private final Supplier<T> factory;

  public SessionPool(Supplier<T> factory) {
    this.factory = factory;
    this.slots = new AtomicReferenceArray<>(
        Integer.highestOneBit(Math.max(2, Runtime.getRuntime().availableProcessors()) * 2 - 1) * 2);
  }

  public T acquire() {
    int mask = slots.length() - 1;
    int start = (int) Thread.currentThread().getId() & mask;
    for (int i = 0; i <= mask; i++) {
      int index = (start + i) & mask;
      T session = slots.get(index);
      if (session != null && slots.compareAndSet(index, session, null)) {
        return session;
      }
    }
    return factory.get();
  }

  /**
   * Puts {@code session} in a free slot, without a compare-and-set: two threads releasing into the
   * same slot at once leave one of their sessions, and the other is simply dropped, which a pool
   * may always do. The release store publishes the session's last state to its next acquirer,
   * whose compare-and-set reads it. Saves one atomic instruction per call.
   */
  public void release(T session) {
    int mask = slots.length() - 1;
    int start = (int) Thread.currentThread().getId() & mask;
    for (int i = 0; i <= mask; i++) {
      int index = (start + i) & mask;
      if (slots.get(index) == null) {
        slots.setRelease(index, session);
        return;
      }
    }
  }
}
