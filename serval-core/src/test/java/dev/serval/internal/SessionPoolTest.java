package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Sessions are reused, never handed to two holders at once, and big ones are not kept per thread. */
class SessionPoolTest {
  private static final class Session {
    int size;
  }

  @Test
  void aThreadGetsItsOwnSessionBackAndANestedCallAnother() {
    AtomicInteger made = new AtomicInteger();
    SessionPool<Session> pool = new SessionPool<>(() -> {
      made.incrementAndGet();
      return new Session();
    });
    Session first = pool.acquire();
    Session nested = pool.acquire();
    assertThat(nested).isNotSameAs(first);
    pool.release(nested);
    pool.release(first);
    assertThat(made).hasValue(2);
    // Both came back: the thread's own slot and a shared one, in some order; no new session.
    Session a = pool.acquire();
    Session b = pool.acquire();
    assertThat(a).isNotSameAs(b).isIn(first, nested);
    assertThat(b).isIn(first, nested);
    assertThat(made).hasValue(2);
  }

  @Test
  void anotherThreadDoesNotTakeThisThreadsSession() throws Exception {
    SessionPool<Session> pool = new SessionPool<>(Session::new);
    Session mine = pool.acquire();
    pool.release(mine);
    Session[] theirs = new Session[1];
    Thread other = new Thread(() -> theirs[0] = pool.acquire());
    other.start();
    other.join();
    assertThat(theirs[0]).isNotSameAs(mine);
    assertThat(pool.acquire()).isSameAs(mine);
  }

  @Test
  void whatDoesNotFitTheOwnSlotGoesToTheSharedSlots() throws Exception {
    SessionPool<Session> pool = new SessionPool<>(Session::new, s -> s.size < 10);
    Session big = pool.acquire();
    big.size = 100;
    pool.release(big);
    Session[] elsewhere = new Session[1];
    Thread other = new Thread(() -> elsewhere[0] = pool.acquire());
    other.start();
    other.join();
    assertThat(elsewhere[0]).isSameAs(big);
  }

  @Test
  void sessionsStayUsableAfterPayloadsLargerThanWhatTheyRetain() {
    dev.serval.Serval serval = dev.serval.Serval.builder().references(true).build();
    java.util.List<Object> many = new java.util.ArrayList<>();
    for (int i = 0; i < 3 * WriteSession.RETAINED_ENTRIES; i++) {
      many.add(new java.util.ArrayList<>());
    }
    // Runs through the same pooled sessions twice: a table kept too large or a path not cleared
    // would not show, but a session left in a bad state would fail the second round trip.
    for (int round = 0; round < 2; round++) {
      assertThat(serval.deserialize(serval.serialize(many), java.util.List.class)).hasSize(
          many.size());
    }
  }
}
