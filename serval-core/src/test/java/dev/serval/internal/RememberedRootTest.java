package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.ServalLocal;
import org.junit.jupiter.api.Test;

/**
 * A reader remembers the tag of the last root with a static id and its class (see
 * ReadSession#readRoot): whatever root the next payload holds, it reads that one.
 */
class RememberedRootTest {
  record A(int value) {}

  record B(int value) {}

  record Unregistered(int value) {}

  @Test
  void eachPayloadReadsItsOwnRoot() {
    for (SchemaMode mode : SchemaMode.values()) {
      Serval serval = Serval.builder().schema(mode).register(A.class, 1).register(B.class, 2)
          .allowClasses(Unregistered.class).build();
      ServalLocal reader = serval.local();
      Object[] roots = {new A(1), new A(2), new B(3), null, new A(4), new Unregistered(5),
          new Unregistered(9),
          new B(6), "a built-in", new B(7), 8L};
      for (Object root : roots) {
        assertThat(reader.deserialize(serval.serialize(root), Object.class)).isEqualTo(root);
      }
    }
  }

  @Test
  void aRememberedRootOfAnotherClassThanAskedStillFails() {
    Serval serval = Serval.builder().register(A.class, 1).register(B.class, 2).build();
    ServalLocal reader = serval.local();
    byte[] a = serval.serialize(new A(1));
    assertThat(reader.deserialize(a, A.class)).isEqualTo(new A(1));
    assertThatThrownBy(() -> reader.deserialize(a, B.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(A.class.getName());
  }
}
