package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.ServalLocal;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Containers meant for concurrent use are written from a snapshot, so another thread may change
 * them meanwhile: each payload holds one consistent state. Written live, their size and their
 * entries would disagree and the write would fail as a changed container. A race cannot be forced,
 * so the live path would fail most runs of these tests, not every one; the snapshot path never.
 */
class ChangingSharedContainerTest {
  private static final int STABLE = 64;
  private static final int WRITES = 3_000;

  private final ServalLocal serval = Serval.builder().build().local();

  @Test
  void concurrentMapChangedByAnotherThreadIsWrittenWhole() throws Exception {
    Map<Integer, Integer> map = new ConcurrentHashMap<>();
    for (int i = 0; i < STABLE; i++) {
      map.put(i, i);
    }
    whileChanging(i -> {
      map.put(STABLE + i % 8, i);
      map.remove(STABLE + (i + 4) % 8);
    }, () -> {
      @SuppressWarnings("unchecked")
      Map<Integer, Integer> read = (Map<Integer, Integer>) serval.deserialize(
          serval.serialize(map));
      assertThat(read).isInstanceOf(ConcurrentHashMap.class);
      for (int i = 0; i < STABLE; i++) {
        assertThat(read).containsEntry(i, i);
      }
    });
  }

  @Test
  void concurrentQueueChangedByAnotherThreadIsWrittenWhole() throws Exception {
    Collection<Integer> queue = new ConcurrentLinkedQueue<>();
    for (int i = 0; i < STABLE; i++) {
      queue.add(i);
    }
    whileChanging(i -> {
      queue.add(STABLE + i);
      if (i >= 4) {
        queue.remove(STABLE + i - 4); // the stable head stays
      }
    }, () -> {
      Object read = serval.deserialize(serval.serialize(queue));
      assertThat(read).isInstanceOf(ConcurrentLinkedQueue.class);
      assertThat(((Collection<?>) read).stream().limit(STABLE).toList())
          .isEqualTo(IntStream.range(0, STABLE).boxed().toList());
    });
  }

  /** Runs {@code check} {@link #WRITES} times while another thread calls {@code change}. */
  private static void whileChanging(Consumer<Integer> change, Runnable check) throws Exception {
    AtomicBoolean done = new AtomicBoolean();
    Thread changer = new Thread(() -> {
      for (int i = 0; !done.get(); i++) {
        change.accept(i);
      }
    });
    changer.start();
    try {
      for (int i = 0; i < WRITES; i++) {
        check.run();
      }
    } finally {
      done.set(true);
      changer.join();
    }
  }
}
