package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Records and enums that changed, and FIXED mode, which refuses any change. */
class RecordEnumFixedEvolutionTest {
  static Versions v1;
  static Versions v2;
  static Versions v1Again;

  private static final Map<String, String> V1 = Map.of(
      "Point", "public record Point(int x, int y) {}",
      "Color", "public enum Color { RED, GREEN }",
      "Paint", "public class Paint { public Color color; public Point at; public String name; }");

  @BeforeAll
  static void compile() {
    v1 = Versions.compile(V1);
    v1Again = Versions.compile(V1);
    v2 = Versions.compile(Map.of(
        "Point", "public record Point(String label, int x) {}", // y removed, label added first
        "Color", "public enum Color { BLUE, GREEN, RED }", // gained BLUE, reordered
        "Paint", "public class Paint { public Color color; public Point at; public String name;"
            + " public double alpha; }"));
  }

  @Test
  void recordComponentsAddedAndRemoved() {
    Object p1 = v1.record("Point", 3, 4);
    Object asV2 = v2.serval(SchemaMode.EVOLVING).deserialize(
        v1.serval(SchemaMode.EVOLVING).serialize(p1), v2.type("Point"));
    assertThat(asV2.toString()).isEqualTo("Point[label=null, x=3]");
    Object p2 = v2.record("Point", "lbl", 9);
    Object asV1 = v1.serval(SchemaMode.EVOLVING).deserialize(
        v2.serval(SchemaMode.EVOLVING).serialize(p2), v1.type("Point"));
    assertThat(asV1.toString()).isEqualTo("Point[x=9, y=0]");
  }

  @Test
  void recordComponentTypeChangeFailsNamingIt() {
    Versions changed = Versions.compile(Map.of("Point", "public record Point(String x, int y) {}"));
    byte[] bytes = v1.serval(SchemaMode.EVOLVING).serialize(v1.record("Point", 1, 2));
    assertThatThrownBy(() -> changed.serval(SchemaMode.EVOLVING)
        .deserialize(bytes, changed.type("Point")))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("evolved.Point.x");
  }

  @Test
  void enumThatGainedAndReorderedConstantsMapsByName() {
    for (String name : new String[] {"RED", "GREEN"}) {
      Object read = v2.serval(SchemaMode.EVOLVING).deserialize(
          v1.serval(SchemaMode.EVOLVING).serialize(v1.constant("Color", name)), v2.type("Color"));
      assertThat(read).isSameAs(v2.constant("Color", name));
    }
    Object paint = v1.pojo("Paint", "color", v1.constant("Color", "GREEN"),
        "at", v1.record("Point", 1, 2), "name", "p");
    Object read = v2.serval(SchemaMode.EVOLVING).deserialize(
        v1.serval(SchemaMode.EVOLVING).serialize(paint), v2.type("Paint"));
    assertThat(Versions.get(read, "color")).isSameAs(v2.constant("Color", "GREEN"));
    assertThat(Versions.get(read, "alpha")).isEqualTo(0.0);
  }

  @Test
  void enumThatLostAConstantStillReadsTheOthers() {
    Object read = v1.serval(SchemaMode.EVOLVING).deserialize(
        v2.serval(SchemaMode.EVOLVING).serialize(v2.constant("Color", "RED")), v1.type("Color"));
    assertThat(read).isSameAs(v1.constant("Color", "RED"));
  }

  @Test
  void enumThatLostAUsedConstantFailsNamingTheEnum() {
    Object paint = v2.pojo("Paint", "color", v2.constant("Color", "BLUE"));
    byte[] bytes = v2.serval(SchemaMode.EVOLVING).serialize(paint);
    assertThatThrownBy(() -> v1.serval(SchemaMode.EVOLVING).deserialize(bytes, v1.type("Paint")))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("evolved.Color")
        .hasMessageContaining("removed or renamed")
        .hasMessageContaining("color");
  }

  /** The same sources compiled twice are the same classes as far as FIXED mode is concerned. */
  @Test
  void fixedModeAcceptsIdenticalClasses() {
    Object paint = v1.pojo("Paint", "color", v1.constant("Color", "GREEN"),
        "at", v1.record("Point", 5, 6), "name", "same");
    Object read = v1Again.serval(SchemaMode.FIXED).deserialize(
        v1.serval(SchemaMode.FIXED).serialize(paint), v1Again.type("Paint"));
    assertThat(read.getClass().getClassLoader()).isSameAs(v1Again.loader);
    assertThat(Versions.get(read, "color")).isSameAs(v1Again.constant("Color", "GREEN"));
    assertThat(Versions.get(read, "at").toString()).isEqualTo("Point[x=5, y=6]");
  }

  static Stream<Named<Function<Versions, Object>>> changedValues() {
    return Stream.of(
        Named.of("POJO with an added field", v -> v.pojo("Paint", "name", "n")),
        Named.of("record with changed components", v -> v.type("Point").getRecordComponents()
            .length == 2 && v.type("Point").getRecordComponents()[0].getType() == int.class
            ? v.record("Point", 1, 2) : v.record("Point", "l", 1)),
        Named.of("enum with added constants", v -> v.constant("Color", "RED")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changedValues")
  void fixedModeRefusesAnyChangeNamingTheFingerprint(Function<Versions, Object> make) {
    byte[] oldBytes = v1.serval(SchemaMode.FIXED).serialize(make.apply(v1));
    byte[] newBytes = v2.serval(SchemaMode.FIXED).serialize(make.apply(v2));
    Object sample = make.apply(v1);
    String type = sample.getClass().isEnum() ? "Color" : sample.getClass().getSimpleName();
    assertThatThrownBy(() -> v2.serval(SchemaMode.FIXED).deserialize(oldBytes, v2.type(type)))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("fingerprint")
        .hasMessageContaining("evolved.");
    assertThatThrownBy(() -> v1.serval(SchemaMode.FIXED).deserialize(newBytes, v1.type(type)))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("fingerprint");
  }

  /** Registered, the classes are checked by the header's registry fingerprint instead. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("changedValues")
  void fixedModeWithRegisteredClassesRefusesAnyChange(Function<Versions, Object> make) {
    byte[] oldBytes = v1.registered(SchemaMode.FIXED).serialize(make.apply(v1));
    Class<?> type = make.apply(v2).getClass();
    assertThatThrownBy(() -> v2.registered(SchemaMode.FIXED).deserialize(oldBytes, type))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("registry fingerprint mismatch");
    Object same = v1Again.registered(SchemaMode.FIXED).deserialize(oldBytes,
        v1Again.type(type.getSimpleName()));
    assertThat(same.getClass().getClassLoader()).isSameAs(v1Again.loader);
  }

  @Test
  void fixedModeRefusesAFieldTypeChangeWithTheSameName() {
    Versions a = Versions.compile(Map.of("T", "public class T { public int f; }"));
    Versions b = Versions.compile(Map.of("T", "public class T { public long f; }"));
    byte[] bytes = a.serval(SchemaMode.FIXED).serialize(a.pojo("T"));
    assertThatThrownBy(() -> b.serval(SchemaMode.FIXED).deserialize(bytes, b.type("T")))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("evolved.T")
        .hasMessageContaining("fingerprint");
  }
}
