package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import dev.serval.testing.SmallStack;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Sharing, cycles, very long chains and the depth limit. */
class GraphsTest {
  static final class Node {
    Node next;
  }

  static class Person {
    String name;
    Person friend;
    Object[] things;
  }

  record Wrapper(Object inside) {}

  static Stream<Named<Object>> sharedAndCyclic() {
    Person alice = new Person();
    alice.name = "alice";
    Person bob = new Person();
    bob.name = "bob";
    alice.friend = bob;
    bob.friend = alice; // two-node cycle
    Person self = new Person();
    self.friend = self; // self loop
    Person sharing = new Person();
    Person target = new Person();
    sharing.friend = target;
    sharing.things = new Object[] {target, target, "s", "s"};
    Object[] selfArray = new Object[2];
    selfArray[0] = selfArray;
    selfArray[1] = new Object[] {selfArray};
    Node ring = new Node();
    Node cursor = ring;
    for (int i = 0; i < 100; i++) {
      cursor.next = new Node();
      cursor = cursor.next;
    }
    cursor.next = ring;
    int[] sharedInts = {1, 2, 3};
    Wrapper sharedRecord = new Wrapper("r");
    Person throughArrayAndRecord = new Person();
    throughArrayAndRecord.things = new Object[] {sharedInts, sharedInts, sharedRecord,
        new Wrapper(sharedRecord), new Wrapper(throughArrayAndRecord)};
    return Stream.of(
        Named.of("two-object cycle", alice),
        Named.of("self loop", self),
        Named.of("one object reached by field and array twice", sharing),
        Named.of("array containing itself", selfArray),
        Named.of("ring of 101 nodes", ring),
        Named.of("shared primitive array and record, record pointing back to the root",
            throughArrayAndRecord));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sharedAndCyclic")
  void referencesSurvive(Object value) {
    RoundTrip.checkWithReferences(value);
  }

  @Test
  void cycleWithoutReferencesFailsAndSaysHowToFixIt() {
    Person alice = new Person();
    Person bob = new Person();
    alice.friend = bob;
    bob.friend = alice;
    Serval serval = Serval.builder().references(false).build();
    assertThatThrownBy(() -> serval.serialize(alice))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("cycle")
        .hasMessageContaining("references(true)");
  }

  @Test
  void cycleWithoutReferencesIsNamedWithItsLength() {
    // Found at a thread hop by looking back along the path, which every level past the shallow
    // depth records; a level left out would name a multiple of the length (24,576 here).
    Person alice = new Person();
    Person bob = new Person();
    Person carol = new Person();
    alice.friend = bob;
    bob.friend = carol;
    carol.friend = alice;
    Serval serval = Serval.builder().references(false).build();
    assertThatThrownBy(() -> serval.serialize(alice))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("contains itself 3 levels down");
  }

  @Test
  void sharedObjectWithoutReferencesIsCopiedPerPath() {
    Person shared = new Person();
    Object[] both = {shared, shared};
    Serval serval = Serval.builder().allowPackages("dev.serval").build();
    Object[] copy = serval.deserialize(serval.serialize(both), Object[].class);
    assertThat(copy[0]).isNotSameAs(copy[1]).isInstanceOf(Person.class);
  }

  static Node chain(int length) {
    Node head = new Node();
    Node cursor = head;
    for (int i = 1; i < length; i++) {
      cursor.next = new Node();
      cursor = cursor.next;
    }
    return head;
  }

  static int length(Node head) {
    int n = 0;
    for (Node c = head; c != null; c = c.next) {
      n++;
    }
    return n;
  }

  @Test
  void hundredThousandNodeListOnASmallStack() throws Exception {
    Node head = chain(100_000);
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b);
      byte[] bytes = SmallStack.call(() -> serval.serialize(head));
      Node copy = SmallStack.call(() -> serval.deserialize(bytes, Node.class));
      assertThat(length(copy)).as("%s", mode).isEqualTo(100_000);
    }
  }

  @Test
  void depthLimitIsEnforcedWhenWritingAndReading() {
    Serval strict = Serval.builder().limits(Limits.DEFAULT.withMaxDepth(1000)).build();
    Serval lenient = Serval.builder().build();
    assertThat(length(strict.deserialize(strict.serialize(chain(999)), Node.class)))
        .isEqualTo(999);
    assertThatThrownBy(() -> strict.serialize(chain(1001)))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("Limits.maxDepth");
    byte[] deep = lenient.serialize(chain(1001));
    assertThatThrownBy(() -> strict.deserialize(deep, Node.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("Limits.maxDepth")
        .satisfies(e -> assertThat(((SerialException) e).offset()).isPositive());
  }

  @Test
  void depthLimitBelowTheFirstThreadHop() {
    Serval strict = Serval.builder().limits(Limits.DEFAULT.withMaxDepth(10)).build();
    assertThat(strict.deserialize(strict.serialize(chain(10)), Node.class)).isNotNull();
    assertThatThrownBy(() -> strict.serialize(chain(11)))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("Limits.maxDepth");
  }
}
