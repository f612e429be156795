package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Plain classes that changed between writer and reader, in EVOLVING mode. */
class PojoEvolutionTest {
  private static final String ADDRESS = "public class Address { public String city; }";
  static Versions v1;
  static Versions v2;

  @BeforeAll
  static void compile() {
    v1 = Versions.compile(Map.of(
        "Address", ADDRESS,
        "Person", "public class Person { public String name; public int age; }"));
    v2 = Versions.compile(Map.of(
        "Address", ADDRESS,
        "Base", "public class Base { public int age; }",
        // age moved to a superclass (so it is written first), three fields added.
        "Person", "public class Person extends Base { public String name; public String email;"
            + " public int level = 3; public long score; public int[] marks; public Object home; }"));
  }

  private static byte[] write(Versions v, Object value) {
    return v.serval(SchemaMode.EVOLVING).serialize(value);
  }

  private static Object read(Versions v, byte[] bytes, String type) {
    return v.serval(SchemaMode.EVOLVING).deserialize(bytes, v.type(type));
  }

  @Test
  void addedFieldsKeepTheirDefaults() {
    Object old = v1.pojo("Person", "name", "ann", "age", 41);
    Object read = read(v2, write(v1, old), "Person");
    assertThat(Versions.get(read, "name")).isEqualTo("ann");
    assertThat(Versions.get(read, "age")).isEqualTo(41);
    assertThat(Versions.get(read, "email")).isNull();
    assertThat(Versions.get(read, "score")).isEqualTo(0L);
    assertThat(Versions.get(read, "marks")).isNull();
    // The reader's no-arg constructor ran, so an initialized field keeps its initializer's value.
    assertThat(Versions.get(read, "level")).isEqualTo(3);
  }

  @Test
  void removedFieldsAreSkippedWhateverTheyHold() {
    Object newer = v2.pojo("Person", "name", "bo", "age", -1, "email", "b@x", "level", 9,
        "score", Long.MIN_VALUE, "marks", new int[] {1, 2, 3},
        "home", v2.pojo("Address", "city", "Oslo"));
    Object read = read(v1, write(v2, newer), "Person");
    assertThat(read.getClass().getClassLoader()).isSameAs(v1.loader);
    assertThat(Versions.get(read, "name")).isEqualTo("bo");
    assertThat(Versions.get(read, "age")).isEqualTo(-1);
  }

  @Test
  void manyInstancesOfAnEvolvedClassInOnePayload() {
    Object[] people = new Object[50];
    for (int i = 0; i < people.length; i++) {
      people[i] = v2.pojo("Person", "name", "p" + i, "age", i, "marks", new int[i % 3]);
    }
    Object[] read = (Object[]) v1.serval(SchemaMode.EVOLVING)
        .deserialize(write(v2, people), Object[].class);
    for (int i = 0; i < people.length; i++) {
      assertThat(Versions.get(read[i], "name")).isEqualTo("p" + i);
      assertThat(Versions.get(read[i], "age")).isEqualTo(i);
    }
  }

  /** A field whose declared type changed in a way no value can follow. */
  static Stream<Named<String[]>> incompatibleChanges() {
    return Stream.of(
        Named.of("int -> String", new String[] {"public int f = 7;", "public String f;"}),
        Named.of("String -> int", new String[] {"public String f = \"x\";", "public int f;"}),
        Named.of("int -> long", new String[] {"public int f = 7;", "public long f;"}),
        Named.of("long -> int", new String[] {"public long f = 7;", "public int f;"}),
        Named.of("double -> float", new String[] {"public double f = 1;", "public float f;"}),
        Named.of("int -> Integer", new String[] {"public int f = 7;", "public Integer f;"}),
        Named.of("String -> List", new String[] {"public String f = \"x\";",
            "public java.util.List<String> f;"}),
        Named.of("Address -> String", new String[] {"public Address f = new Address();",
            "public String f;"}),
        Named.of("int[] -> long[]", new String[] {"public int[] f = {1};", "public long[] f;"}),
        Named.of("Object holding Integer -> String",
            new String[] {"public Object f = 5;", "public String f;"}));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("incompatibleChanges")
  void incompatibleTypeChangeFailsNamingClassAndField(String[] declarations) {
    Versions before = Versions.compile(Map.of("Address", ADDRESS,
        "Changed", "public class Changed { public int keep = 1; " + declarations[0] + " }"));
    Versions after = Versions.compile(Map.of("Address", ADDRESS,
        "Changed", "public class Changed { public int keep; " + declarations[1] + " }"));
    byte[] bytes = before.serval(SchemaMode.EVOLVING).serialize(before.pojo("Changed"));
    assertThatThrownBy(() -> after.serval(SchemaMode.EVOLVING)
        .deserialize(bytes, after.type("Changed")))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("evolved.Changed")
        .hasMessageContaining(".f ")
        .satisfies(e -> assertThat(((SerialException) e).offset()).isNotNegative());
  }

  /**
   * An enum field's slot carries the enum's description after the first constant: a reader that
   * dropped the field still reads the description there, and one that widened the field to Object
   * reads the slot as written, both mapping constants by name.
   */
  @Test
  void enumFieldsDroppedOrWidenedStillReadTheirEnum() {
    Versions before = Versions.compile(Map.of(
        "Mood", "public enum Mood { CALM, ANGRY }",
        "Moody", "public class Moody { public Mood gone = Mood.ANGRY; public Mood kept ="
            + " Mood.ANGRY; public Mood widened = Mood.CALM; }"));
    Versions after = Versions.compile(Map.of(
        "Mood", "public enum Mood { SLEEPY, ANGRY, CALM }",
        "Moody", "public class Moody { public Mood kept; public Object widened; }"));
    Object read = read(after, write(before, before.pojo("Moody")), "Moody");
    assertThat(Versions.get(read, "kept")).hasToString("ANGRY");
    assertThat(Versions.get(read, "widened")).hasToString("CALM")
        .isInstanceOf(after.type("Mood"));
  }

  @Test
  void compatibleWideningOfADeclaredTypeIsAccepted() {
    Versions before = Versions.compile(Map.of(
        "Widened", "public class Widened { public String f = \"s\"; public Integer g = 4; }"));
    Versions after = Versions.compile(Map.of(
        "Widened", "public class Widened { public CharSequence f; public Number g; }"));
    Object read = after.serval(SchemaMode.EVOLVING).deserialize(
        before.serval(SchemaMode.EVOLVING).serialize(before.pojo("Widened")),
        after.type("Widened"));
    assertThat(Versions.get(read, "f")).isEqualTo("s");
    assertThat(Versions.get(read, "g")).isEqualTo(4);
  }
}
