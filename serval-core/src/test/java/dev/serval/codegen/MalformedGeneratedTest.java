package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.codegen.CodegenFixtures.AllKinds;
import dev.serval.codegen.CodegenFixtures.BoxedRecord;
import dev.serval.codegen.CodegenFixtures.Boxes;
import dev.serval.codegen.CodegenFixtures.Circle;
import dev.serval.codegen.CodegenFixtures.Color;
import dev.serval.codegen.CodegenFixtures.Holder;
import dev.serval.codegen.CodegenFixtures.Leaves;
import dev.serval.codegen.CodegenFixtures.Point;
import dev.serval.codegen.CodegenFixtures.Wide;
import dev.serval.internal.codegen.Codegen;
import dev.serval.testing.RoundTrip;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Hostile bytes read by generated code end in SerialException, as on the portable path. */
class MalformedGeneratedTest {
  static List<Named<Object>> generatedValues() {
    return List.of(
        Named.of("POJO", AllKinds.sample(7)),
        Named.of("record", new Wide(-1, 2.5, "n", new Point(3, 4), List.of("e"), new int[] {5},
            'c', Color.RED)),
        Named.of("POJO of boxes", Boxes.sample(5)),
        Named.of("record with boxes", new BoxedRecord(-9, null, 1L << 40, -1.5, null)),
        Named.of("record of leaves", new Leaves(Color.RED, LocalDate.of(2000, 2, 29), null, 5)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("generatedValues")
  void everyTruncationIsRejected(Object value) {
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b.codegen(true));
      byte[] bytes = serval.serialize(value);
      for (int length = 0; length < bytes.length; length++) {
        byte[] prefix = Arrays.copyOf(bytes, length);
        assertThatThrownBy(() -> serval.deserialize(prefix, value.getClass()))
            .as("%s, first %d of %d bytes", mode, length, bytes.length)
            .isInstanceOf(SerialException.class);
      }
    }
    assertThat(Codegen.outcome(value.getClass())).isEqualTo(Codegen.GENERATED);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("generatedValues")
  void everyFlippedByteReadsOrFailsCleanly(Object value) {
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b.codegen(true));
      byte[] bytes = serval.serialize(value);
      for (int at = 0; at < bytes.length; at++) {
        for (int flip : new int[] {0xFF, 0x01, 0x80}) {
          byte[] corrupt = bytes.clone();
          corrupt[at] ^= (byte) flip;
          Throwable thrown = catchThrowable(() -> serval.deserialize(corrupt, value.getClass()));
          if (thrown != null) {
            assertThat(thrown).as("%s, byte %d ^ %x", mode, at, flip)
                .isInstanceOf(SerialException.class);
          }
        }
      }
    }
  }

  record OneBox(Integer count) {}

  /**
   * A box is never shared, so a back reference (or any marker but null and value) where one stands
   * is corrupt input; both paths refuse it.
   */
  @Test
  void aBoxFieldTakesOnlyNullOrAValue() {
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      for (boolean codegen : new boolean[] {true, false}) {
        Serval serval = mode.serval(b -> b.codegen(codegen));
        byte[] bytes = serval.serialize(new OneBox(null));
        assertThat(bytes[bytes.length - 1]).as("the null marker ends the payload").isZero();
        for (int marker : new int[] {1, 3, 0x7F}) {
          byte[] corrupt = bytes.clone();
          corrupt[corrupt.length - 1] = (byte) marker;
          assertThatThrownBy(() -> serval.deserialize(corrupt, OneBox.class))
              .as("%s, codegen %s, marker %d", mode, codegen, marker)
              .isInstanceOf(SerialException.class)
              .hasMessageContaining("count");
        }
      }
    }
    assertThat(Codegen.outcome(OneBox.class)).isEqualTo(Codegen.GENERATED);
  }

  /** Same length as Circle's name: swapping the names in a payload confuses the type. */
  @Test
  void valueOfTheWrongClassInAnInterfaceFieldIsRefused() {
    Holder holder = new Holder();
    holder.shape = new Circle();
    for (boolean references : new boolean[] {false, true}) {
      // EVOLVING: the reader matches the impostor's description by field name; FIXED would
      // already refuse its fingerprint.
      Serval serval = Serval.builder().schema(SchemaMode.EVOLVING).references(references)
          .allowPackages("dev.serval").build();
      byte[] bytes = serval.serialize(holder);
      byte[] circle = Circle.class.getName().getBytes(StandardCharsets.UTF_8);
      int at = indexOf(bytes, circle);
      assertThat(at).isNotNegative();
      bytes[at + circle.length - 1] = 'f';
      assertThatThrownBy(() -> serval.deserialize(bytes, Holder.class))
          .isInstanceOf(SerialException.class)
          .hasMessageContaining(CodegenFixtures.Shape.class.getName())
          .hasMessageContaining("shape");
    }
    assertThat(Codegen.outcome(Holder.class)).isEqualTo(Codegen.GENERATED);
  }

  /** Fields in wire (name) order; {@code b} makes the Point's description come before {@code p}. */
  static class Confused {
    Object a;
    Point b;
    Point p;
  }

  /** A back reference in a field of a known final type must still hold that type. */
  @Test
  void backReferenceToAnotherClassInAKnownFieldIsRefused() {
    Confused value = new Confused();
    value.a = new Circle();
    value.b = new Point(0, 0);
    value.p = new Point(1, 2);
    for (SchemaMode schema : SchemaMode.values()) {
      Serval serval = Serval.builder().schema(schema).references(true)
          .allowPackages("dev.serval").build();
      byte[] bytes = serval.serialize(value);
      // The payload ends with field p: the VALUE marker (2) and zig-zag varints 1 -> 2, 2 -> 4.
      int n = bytes.length;
      assertThat(Arrays.copyOfRange(bytes, n - 3, n)).containsExactly(2, 2, 4);
      // Replaced by a BACK_REFERENCE (1) to object #1, the Circle in field a.
      byte[] hostile = Arrays.copyOf(bytes, n - 1);
      hostile[n - 3] = 1;
      hostile[n - 2] = 1;
      assertThatThrownBy(() -> serval.deserialize(hostile, Confused.class))
          .as("%s", schema)
          .isInstanceOf(SerialException.class)
          .hasMessageContaining("expected a " + Point.class.getName()
              + " but the payload holds a " + Circle.class.getName())
          .hasMessageContaining("p");
    }
    assertThat(Codegen.outcome(Confused.class)).isEqualTo(Codegen.GENERATED);
  }

  @Test
  void failuresNameTheFieldOnBothPaths() {
    Holder holder = new Holder();
    holder.any = Map.of("k", Thread.currentThread()); // no serializer for Thread
    for (boolean codegen : new boolean[] {true, false}) {
      Serval serval = Serval.builder().codegen(codegen).allowPackages("dev.serval").build();
      SerialException e = (SerialException) catchThrowable(() -> serval.serialize(holder));
      assertThat(e).as("codegen %s", codegen).isNotNull();
      assertThat(e.getMessage()).as("codegen %s", codegen).contains("any");
    }
  }

  record Switches(boolean alpha, boolean beta, double marker, boolean omega) {}

  /** One fixed-width group in generated code: a bad byte still names its own component. */
  @Test
  void invalidBooleanInAFixedRunNamesItsField() {
    double marker = Double.longBitsToDouble(0x1122334455667788L);
    for (boolean codegen : new boolean[] {true, false}) {
      Serval serval = Serval.builder().codegen(codegen).allowPackages("dev.serval").build();
      byte[] bytes = serval.serialize(new Switches(true, false, marker, true));
      byte[] markerBytes = {(byte) 0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11};
      int at = indexOf(bytes, markerBytes);
      assertThat(at).isPositive();
      byte[] badBeta = bytes.clone();
      badBeta[at - 1] = 2;
      assertThatThrownBy(() -> serval.deserialize(badBeta, Switches.class))
          .as("codegen %s", codegen)
          .isInstanceOf(SerialException.class)
          .hasMessageContaining("invalid boolean byte 2")
          .hasMessageContaining("beta");
      byte[] badOmega = bytes.clone();
      badOmega[at + 8] = 7;
      assertThatThrownBy(() -> serval.deserialize(badOmega, Switches.class))
          .as("codegen %s", codegen)
          .isInstanceOf(SerialException.class)
          .hasMessageContaining("invalid boolean byte 7")
          .hasMessageContaining("omega");
      byte[] cut = Arrays.copyOf(bytes, at + 4); // inside the group
      assertThatThrownBy(() -> serval.deserialize(cut, Switches.class))
          .as("codegen %s", codegen)
          .isInstanceOf(SerialException.class);
    }
    assertThat(Codegen.outcome(Switches.class)).isEqualTo(Codegen.GENERATED);
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
