package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Enums, records and plain classes as users write them. */
class UserTypesTest {
  enum Planet {
    MERCURY,
    EARTH {
      @Override
      String describe() {
        return "home";
      }
    },
    MARS;

    String describe() {
      return name();
    }
  }

  enum Empty {}

  record Point(int x, int y) {}

  record Named3(String name, Object payload, Point at, int[] data) {}

  record EmptyRecord() {}

  /** A record whose compact constructor validates. */
  record Positive(int value) {
    Positive {
      if (value <= 0) {
        throw new IllegalArgumentException("not positive: " + value);
      }
    }
  }

  static class WithNoArg {
    int a = 5;
    String s = "init";
  }

  static class WithoutNoArg {
    private final int a;
    private final String s;

    WithoutNoArg(int a, String s) {
      this.a = Math.addExact(a, 0);
      this.s = s.trim();
    }
  }

  static class Base {
    private int shadowed;
    protected String baseOnly;

    int baseShadowed() {
      return shadowed;
    }

    void setBaseShadowed(int v) {
      shadowed = v;
    }
  }

  static class Derived extends Base {
    private int shadowed;
  }

  interface Shape {}

  static final class Circle implements Shape {
    double r;
  }

  static class Square implements Shape {
    int side;
  }

  static class Fields {
    Object anything;
    Shape shape;
    Comparable<?> comparable;
    Number number;
    CharSequence text;
    Object array;
  }

  static class WithTransient {
    int kept;
    transient int dropped;
    transient Object droppedObject;
    static int ignoredStatic = 3;
  }

  static Stream<Named<Object>> values() {
    Fields fields = new Fields();
    Circle circle = new Circle();
    circle.r = 2.5;
    fields.anything = new Point(1, 2);
    fields.shape = circle;
    fields.comparable = Planet.EARTH;
    fields.number = 42L;
    fields.text = "text";
    fields.array = new Shape[] {circle, new Square()};
    Fields otherFields = new Fields();
    otherFields.anything = new int[] {1};
    otherFields.shape = new Square();
    otherFields.comparable = 'c';
    otherFields.number = (short) -3;
    otherFields.array = new Object[] {fields};
    Derived derived = new Derived();
    derived.shadowed = 7;
    derived.setBaseShadowed(-7);
    derived.baseOnly = "b";
    WithNoArg changed = new WithNoArg();
    changed.a = -1;
    changed.s = null;
    return Stream.of(
        Named.of("enum constant", Planet.MERCURY),
        Named.of("enum constant with a body", Planet.EARTH),
        Named.of("enum constants in an array", Planet.values()),
        Named.of("record", new Point(-1, Integer.MAX_VALUE)),
        Named.of("record with nulls", new Named3(null, null, null, null)),
        Named.of("record with nested values",
            new Named3("n", new Point(3, 4), new Point(5, 6), new int[] {7})),
        Named.of("empty record", new EmptyRecord()),
        Named.of("validating record", new Positive(9)),
        Named.of("POJO with no-arg constructor", new WithNoArg()),
        Named.of("POJO with fields changed from their initializers", changed),
        Named.of("POJO without no-arg constructor, final fields", new WithoutNoArg(3, " s ")),
        Named.of("shadowed private field", derived),
        Named.of("fields declared as interfaces and Object", fields),
        Named.of("other concrete types in the same fields", otherFields));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("values")
  void roundTrips(Object value) {
    RoundTrip.check(value);
  }

  @Test
  void enumConstantWithBodyKeepsItsIdentity() {
    assertThat(RoundTrip.check(Planet.EARTH)).isSameAs(Planet.EARTH);
    assertThat(((Planet) RoundTrip.check(Planet.EARTH)).describe()).isEqualTo("home");
  }

  @Test
  void shadowedFieldsKeepTheirOwnValues() {
    Derived d = new Derived();
    d.shadowed = 1;
    d.setBaseShadowed(2);
    Derived copy = (Derived) RoundTrip.check(d);
    assertThat(copy.shadowed).isEqualTo(1);
    assertThat(copy.baseShadowed()).isEqualTo(2);
  }

  @Test
  void finalFieldsWithoutNoArgConstructorAreRestored() {
    WithoutNoArg copy = (WithoutNoArg) RoundTrip.check(new WithoutNoArg(11, "x"));
    assertThat(copy.a).isEqualTo(11);
    assertThat(copy.s).isEqualTo("x");
  }

  @Test
  void transientFieldsAreSkipped() {
    WithTransient value = new WithTransient();
    value.kept = 1;
    value.dropped = 99;
    value.droppedObject = Thread.currentThread(); // would fail if it were written
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b);
      WithTransient copy = serval.deserialize(serval.serialize(value), WithTransient.class);
      assertThat(copy.kept).as("%s", mode).isEqualTo(1);
      assertThat(copy.dropped).as("%s", mode).isZero();
      assertThat(copy.droppedObject).as("%s", mode).isNull();
    }
  }

  /**
   * The canonical constructor runs on read, so a payload edited to hold an invalid value is
   * refused instead of producing a record that breaks its own invariant.
   */
  @Test
  void recordValidationRunsOnRead() {
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b);
      byte[] bytes = serval.serialize(new Positive(5));
      // The component is the last thing written: a zig-zag varint, 5 -> 0x0A. 0x09 is -5.
      assertThat(bytes[bytes.length - 1]).as("%s", mode).isEqualTo((byte) 0x0A);
      bytes[bytes.length - 1] = 0x09;
      assertThatThrownBy(() -> serval.deserialize(bytes, Positive.class))
          .as("%s", mode)
          .isInstanceOf(SerialException.class)
          .hasMessageContaining(Positive.class.getName())
          .hasMessageContaining("not positive: -5")
          .satisfies(e -> assertThat(((SerialException) e).offset()).isNotNegative());
    }
  }

  static final class HasEmptyEnum {
    Empty none;
    int[] tail = {1};
  }

  @Test
  void emptyEnumClassIsAcceptedAsAFieldType() {
    HasEmptyEnum value = new HasEmptyEnum();
    HasEmptyEnum copy = (HasEmptyEnum) RoundTrip.check(value);
    assertThat(copy.none).isNull();
    assertThat(Arrays.equals(copy.tail, new int[] {1})).isTrue();
  }
}
