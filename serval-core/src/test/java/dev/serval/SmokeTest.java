package dev.serval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Objects;
import org.junit.jupiter.api.Test;

class SmokeTest {
  enum Color { RED, GREEN { @Override public String toString() { return "g"; } } }

  record Point(int x, double y, String label) {}

  static class Node {
    Node next;
    int value;
  }

  static class Pojo {
    int a;
    long b;
    String s;
    Color color;
    Point point;
    int[] ints;
    Object any;
    Object[] mixed;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Pojo)) return false;
      Pojo p = (Pojo) o;
      return a == p.a && b == p.b && Objects.equals(s, p.s) && color == p.color
          && Objects.equals(point, p.point) && Arrays.equals(ints, p.ints)
          && Objects.equals(any, p.any) && Arrays.deepEquals(mixed, p.mixed);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  @Test
  void pojoRoundTrips() {
    Pojo p = new Pojo();
    p.a = -5;
    p.b = Long.MAX_VALUE;
    p.s = "h\u00e9llo \ud83d\ude00 \ud800";
    p.color = Color.GREEN;
    p.point = new Point(1, 2.5, "pt");
    p.ints = new int[] {1, 2, 3};
    p.any = new Point(3, 4, null);
    p.mixed = new Object[] {1, "x", null, Color.RED, new int[] {7}};
    for (SchemaMode mode : SchemaMode.values()) {
      for (boolean refs : new boolean[] {false, true}) {
        Serval serval = Serval.builder().schema(mode).references(refs).build();
        byte[] bytes = serval.serialize(p);
        Pojo back = serval.deserialize(bytes, Pojo.class);
        assertThat(back).isEqualTo(p);
      }
    }
  }

  @Test
  void deepChainRoundTrips() {
    Node head = new Node();
    Node n = head;
    for (int i = 0; i < 100_000; i++) {
      n.next = new Node();
      n = n.next;
      n.value = i;
    }
    Serval serval = Serval.builder().build();
    Node back = serval.deserialize(serval.serialize(head), Node.class);
    int count = 0;
    for (Node m = back.next; m != null; m = m.next) {
      assertThat(m.value).isEqualTo(count++);
    }
    assertThat(count).isEqualTo(100_000);
  }

  @Test
  void cycleWithoutReferencesFails() {
    Node a = new Node();
    a.next = a;
    Serval serval = Serval.builder().build();
    assertThatThrownBy(() -> serval.serialize(a)).isInstanceOf(SerialException.class)
        .hasMessageContaining("cycle");
    Serval refs = Serval.builder().references(true).build();
    Node back = refs.deserialize(refs.serialize(a), Node.class);
    assertThat(back.next).isSameAs(back);
  }
}
