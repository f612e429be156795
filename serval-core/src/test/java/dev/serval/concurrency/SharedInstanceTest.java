package dev.serval.concurrency;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.DeepEquality;
import dev.serval.testing.RoundTrip;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One freshly built Serval hammered by many threads gives exactly the bytes and values a single
 * thread gives. Fresh, so that the lazily built class layouts are raced too.
 */
class SharedInstanceTest {
  enum Kind { A, B { }, C }

  record Point(int x, int y, String label) {}

  static class Node {
    Object value;
    Node next;
    Kind kind;
  }

  static class Order {
    long id;
    String customer;
    Point[] points;
    Object[] extras;
    Node chain;
    double total;
  }

  static List<Object> graphs() {
    List<Object> graphs = new ArrayList<>();
    for (int i = 0; i < 24; i++) {
      Order order = new Order();
      order.id = i * 1_000_003L;
      order.customer = "customer \u00e9\u4e2d " + i;
      order.points = new Point[i % 5];
      for (int p = 0; p < order.points.length; p++) {
        order.points[p] = new Point(p, -p, p % 2 == 0 ? null : "p" + p);
      }
      order.extras = new Object[] {i, "x" + i, Kind.values()[i % 3], new int[i % 4], null};
      Node head = null;
      for (int n = 0; n < i * 3; n++) {
        Node node = new Node();
        node.value = n % 2 == 0 ? (Object) n : order.points.length > 0 ? order.points[0] : "v";
        node.kind = Kind.values()[n % 3];
        node.next = head;
        head = node;
      }
      order.chain = head;
      order.total = i / 7.0;
      graphs.add(i % 6 == 5 ? new Object[] {order, "tail"} : order);
    }
    return graphs;
  }

  static List<RoundTrip.Mode> modes() {
    return RoundTrip.allModes();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void eightPlatformThreadsAgreeWithOne(RoundTrip.Mode mode) throws Exception {
    hammer(mode, Thread::new, 8, 700);
  }

  @Test
  void virtualThreadsAgreeWithOne() throws Exception {
    Method ofVirtual;
    try {
      ofVirtual = Thread.class.getMethod("ofVirtual");
    } catch (NoSuchMethodException e) {
      Assumptions.abort("this JDK has no virtual threads");
      return;
    }
    Object builder = ofVirtual.invoke(null);
    // Through the public interface: the builder's own class is not exported.
    ThreadFactory factory = (ThreadFactory) Class.forName("java.lang.Thread$Builder")
        .getMethod("factory").invoke(builder);
    hammer(RoundTrip.allModes().get(3), factory, 64, 700);
  }

  private static void hammer(RoundTrip.Mode mode, ThreadFactory threads, int count, long millis)
      throws Exception {
    List<Object> graphs = graphs();
    Serval single = mode.serval(b -> b);
    List<byte[]> expected = new ArrayList<>();
    for (Object g : graphs) {
      expected.add(single.serialize(g));
    }
    Serval shared = mode.serval(b -> b);
    ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
    AtomicLong rounds = new AtomicLong();
    CountDownLatch start = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(count);
    long deadline = System.nanoTime() + millis * 1_000_000L;
    for (int t = 0; t < count; t++) {
      int offset = t;
      threads.newThread(() -> {
        try {
          start.await();
          for (int i = offset; System.nanoTime() < deadline && failures.isEmpty(); i++) {
            int k = i % graphs.size();
            byte[] bytes = shared.serialize(graphs.get(k));
            if (!Arrays.equals(bytes, expected.get(k))) {
              throw new AssertionError("bytes of graph " + k + " differ in " + mode);
            }
            Object copy = shared.deserialize(bytes, graphs.get(k).getClass());
            String diff = DeepEquality.difference(graphs.get(k), copy, mode.references());
            if (diff != null) {
              throw new AssertionError("graph " + k + " in " + mode + ": " + diff);
            }
            rounds.incrementAndGet();
          }
        } catch (Throwable e) {
          failures.add(e);
        } finally {
          done.countDown();
        }
      }).start();
    }
    start.countDown();
    done.await();
    if (!failures.isEmpty()) {
      AssertionError error = new AssertionError(failures.size() + " thread(s) failed");
      failures.forEach(error::addSuppressed);
      throw error;
    }
    assertThat(rounds.get()).isGreaterThan(count);
  }
}
