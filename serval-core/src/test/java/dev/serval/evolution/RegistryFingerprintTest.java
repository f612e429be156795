package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.Serval;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * FIXED payloads of a Serval with registered classes check all of them with one fingerprint in the
 * header (FORMAT.md, "Payload"), and registered classes' bodies carry no fingerprint of their own.
 */
class RegistryFingerprintTest {
  static final class One {
    int x;

    One() {}

    One(int x) {
      this.x = x;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof One other && other.x == x;
    }

    @Override
    public int hashCode() {
      return x;
    }
  }

  record Two(String name, Level level) {}

  enum Level { LOW, HIGH }

  /** A class with a {@code writeObject} hook, whose FIXED description is a fingerprint too. */
  static final class Hooked implements Serializable {
    transient int value;

    Hooked(int value) {
      this.value = value;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeInt(value);
    }

    private void readObject(ObjectInputStream in) throws IOException {
      value = in.readInt();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Hooked other && other.value == value;
    }

    @Override
    public int hashCode() {
      return value;
    }
  }

  /** Not registered: described per payload as before. */
  record Loose(int n) {}

  private static Serval.Builder registered() {
    return Serval.builder().schema(SchemaMode.FIXED)
        .register(One.class, 0).register(Two.class, 1).register(Level.class, 2)
        .register(Hooked.class, 3);
  }

  @Test
  void registeredObjectIsItsClassIdAndFieldsAfterTheHeaderFingerprint() {
    byte[] bytes = registered().build().serialize(new One(5));
    assertThat(bytes).hasSize(5);
    assertThat(bytes[0]).as("version 1, registry fingerprint flag").isEqualTo((byte) 0x14);
    // bytes 1-2: the registry fingerprint; then class id 32 + 0 as tag 3 + 32, and 5 as zigzag.
    assertThat(Arrays.copyOfRange(bytes, 3, 5)).containsExactly(0x23, 0x0a);
  }

  @Test
  void registeredEnumAndRecordCarryNoFingerprintOfTheirOwn() {
    Serval serval = registered().build();
    byte[] level = serval.serialize(Level.HIGH);
    assertThat(Arrays.copyOfRange(level, 3, level.length)).containsExactly(3 + 32 + 2, 1);
    Two two = new Two("a", Level.LOW);
    byte[] bytes = serval.serialize(two);
    // tag, name ("a" as 03 61), level as an enum field's slot: ordinal 0 plus one.
    assertThat(Arrays.copyOfRange(bytes, 3, bytes.length))
        .containsExactly(3 + 32 + 1, 0x03, 0x61, 0x01);
    assertThat(serval.deserialize(bytes, Two.class)).isEqualTo(two);
    Two none = new Two("a", null);
    byte[] noLevel = serval.serialize(none);
    assertThat(noLevel[noLevel.length - 1]).as("a null enum field").isEqualTo((byte) 0);
    assertThat(serval.deserialize(noLevel, Two.class)).isEqualTo(none);
  }

  @Test
  void mixedGraphsRoundTripOnBothPathsWithTheSameBytes() {
    List<Object> graph = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      graph.add(new One(i));
      graph.add(new Two("t" + i, Level.values()[i % 2]));
      graph.add(new Hooked(-i));
      graph.add(new Loose(i)); // not registered: named and fingerprinted in the payload
    }
    Serval generated = registered().allowClasses(Loose.class).build();
    Serval portable = registered().allowClasses(Loose.class).codegen(false).build();
    byte[] bytes = generated.serialize(graph);
    assertThat(portable.serialize(graph)).isEqualTo(bytes);
    assertThat(generated.deserialize(bytes, List.class)).isEqualTo(graph);
    assertThat(portable.deserialize(bytes, List.class)).isEqualTo(graph);
    List<One> ones = List.of(new One(1), new One(2), new One(3)); // an element run of one class
    assertThat(generated.deserialize(generated.serialize(ones), List.class)).isEqualTo(ones);
  }

  @Test
  void onlyFixedPayloadsWithRegistrationsCarryIt() {
    assertThat(registered().schema(SchemaMode.EVOLVING).build().serialize(new One(1))[0])
        .isEqualTo((byte) 0x12);
    assertThat(Serval.builder().schema(SchemaMode.FIXED).build().serialize(new One(1))[0])
        .isEqualTo((byte) 0x10);
    assertThat(registered().references(true).build().serialize(new One(1))[0])
        .isEqualTo((byte) 0x15);
  }

  @Test
  void aReaderRegisteringOtherClassesOrIdsFailsLoudly() {
    byte[] bytes = registered().build().serialize(new One(7));
    Serval fewer = Serval.builder().schema(SchemaMode.FIXED)
        .register(One.class, 0).register(Two.class, 1).register(Level.class, 2).build();
    Serval swapped = Serval.builder().schema(SchemaMode.FIXED)
        .register(One.class, 1).register(Two.class, 0).register(Level.class, 2)
        .register(Hooked.class, 3).build();
    for (Serval reader : List.of(fewer, swapped)) {
      assertThatThrownBy(() -> reader.deserialize(bytes, One.class))
          .isInstanceOf(SerialException.class)
          .hasMessageContaining("registry fingerprint mismatch");
    }
    assertThatThrownBy(() -> Serval.builder().allowClasses(One.class).build()
        .deserialize(bytes, One.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("has none to check them against");
    assertThat(registered().build().deserialize(bytes, One.class)).isEqualTo(new One(7));
  }

  @Test
  void aChangedFingerprintIsRefused() {
    byte[] bytes = registered().build().serialize(new One(7));
    bytes[1] ^= 1;
    assertThatThrownBy(() -> registered().build().deserialize(bytes, One.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("registry fingerprint mismatch");
  }

  @Test
  void malformedHeadersAreRefused() {
    Serval serval = registered().build();
    byte[] bytes = serval.serialize(new One(7));
    byte[] evolvingToo = bytes.clone();
    evolvingToo[0] |= 0x02;
    assertThatThrownBy(() -> serval.deserialize(evolvingToo, One.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("cannot carry a registry fingerprint");
    assertThatThrownBy(() -> serval.deserialize(Arrays.copyOf(bytes, 2), One.class))
        .isInstanceOf(SerialException.class);
  }

  /** The fingerprint covers a class whose hooked serializer is wrapped for writeReplace. */
  @Test
  void aChangedRegisteredClassWithWriteReplaceIsRefused() {
    String common = "public class R implements java.io.Serializable { public int a;"
        + " private Object writeReplace() { return this; }"
        + " private void writeObject(java.io.ObjectOutputStream o) throws java.io.IOException {"
        + " o.defaultWriteObject(); }";
    Versions v1 = Versions.compile(Map.of("R", common + " }"));
    Versions v2 = Versions.compile(Map.of("R", common + " public int b; }"));
    byte[] bytes = v1.registered(SchemaMode.FIXED).serialize(v1.pojo("R", "a", 3));
    assertThatThrownBy(() -> v2.registered(SchemaMode.FIXED).deserialize(bytes, v2.type("R")))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("registry fingerprint mismatch");
    Object same = Versions.compile(Map.of("R", common + " }")).registered(SchemaMode.FIXED)
        .deserialize(bytes);
    assertThat(Versions.get(same, "a")).isEqualTo(3);
  }

  @Test
  void sameRegistrationsInAnotherServalRead() {
    Object value = new Two("x", Level.HIGH);
    byte[] bytes = registered().build().serialize(value);
    assertThat(registered().codegen(false).build().deserialize(bytes, Two.class)).isEqualTo(value);
  }
}
