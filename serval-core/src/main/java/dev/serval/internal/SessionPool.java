package dev.serval.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Per-call sessions for reuse. A platform thread keeps the last session it released in a slot of
 * its own (a thread-local holder: no atomic instruction on the common path, which profiles showed
 * as a third of the time of serializing a small value). Virtual threads, and a call nested in
 * another on the same thread, use a small lock-free shared pool instead, so a million virtual
 * threads do not keep a million sessions. When every slot is taken, a fresh session is made and
 * dropped after use.
 */
public final class SessionPool<T> {
  private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

  private final AtomicReferenceArray<T> slots;
  private final Supplier<T> factory;
  private final Predicate<T> fitsOwnSlot;
  private final ThreadLocal<Holder<T>> own = ThreadLocal.withInitial(Holder::new);

  /**
   * A thread's own slot. Only its thread touches it, so plain fields suffice. The session stays in
   * place and a flag says whether it is out: on G1, storing a reference into a long-lived object
   * costs a memory fence in the write barrier, a boolean store does not.
   */
  private static final class Holder<T> {
    T session;
    boolean out;
  }

  public SessionPool(Supplier<T> factory) {
    this(factory, session -> true);
  }

  /**
   * A pool whose per-thread slots keep only what {@code fitsOwnSlot} accepts (a thread-kept
   * object lives as long as the thread: big buffers go to the shared slots instead).
   */
  public SessionPool(Supplier<T> factory, Predicate<T> fitsOwnSlot) {
    this.factory = factory;
    this.fitsOwnSlot = fitsOwnSlot;
    this.slots = new AtomicReferenceArray<>(
        Integer.highestOneBit(Math.max(2, Runtime.getRuntime().availableProcessors()) * 2 - 1) * 2);
  }

  public T acquire() {
    Thread thread = Thread.currentThread();
    if (!isVirtual(thread)) {
      Holder<T> holder = own.get();
      T session = holder.session;
      if (session != null && !holder.out) {
        holder.out = true;
        return session;
      }
    }
    int mask = slots.length() - 1;
    int start = (int) thread.getId() & mask;
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
   * Returns {@code session} to the thread's own slot, else to a free shared slot without a
   * compare-and-set: two threads releasing into the same slot at once leave one of their sessions,
   * and the other is simply dropped, which a pool may always do. The release store publishes the
   * session's last state to its next acquirer, whose compare-and-set reads it.
   */
  public void release(T session) {
    Thread thread = Thread.currentThread();
    if (!isVirtual(thread)) {
      Holder<T> holder = own.get();
      if (holder.session == session) {
        holder.out = false;
        if (fitsOwnSlot.test(session)) {
          return;
        }
        holder.session = null; // grew too big to keep per thread: share it instead
      } else if (holder.session == null && fitsOwnSlot.test(session)) {
        holder.session = session; // the thread's first: kept from now on
        return;
      }
    }
    int mask = slots.length() - 1;
    int start = (int) thread.getId() & mask;
    for (int i = 0; i <= mask; i++) {
      int index = (start + i) & mask;
      if (slots.get(index) == null) {
        slots.setRelease(index, session);
        return;
      }
    }
  }

  private static boolean isVirtual(Thread thread) {
    if (IS_VIRTUAL == null) {
      return false;
    }
    try {
      return (boolean) IS_VIRTUAL.invokeExact(thread);
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  /** {@code Thread.isVirtual()} on JDK 21 and later; null before, where no thread is virtual. */
  private static MethodHandle isVirtualHandle() {
    try {
      return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual",
          MethodType.methodType(boolean.class));
    } catch (NoSuchMethodException | IllegalAccessException e) {
      return null;
    }
  }
}
