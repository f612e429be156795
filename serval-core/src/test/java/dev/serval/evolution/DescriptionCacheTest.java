package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Readers remember the last description of each class and writers the bytes of their own: both
 * must give what a fresh parse gives, and neither may skip a description whose class tags only
 * mean something within one payload.
 */
class DescriptionCacheTest {
  private static final String LEAF = "public final class Leaf { public int v; }";
  private static final String COLOR = "public enum Color { RED, GREEN, BLUE }";
  private static final String TWIG = "public class Twig { public String tag; }";
  static Versions v1;
  static Versions v2;

  @BeforeAll
  static void compile() {
    v1 = Versions.compile(Map.of("Leaf", LEAF, "Color", COLOR, "Twig", TWIG,
        "Holder", "public class Holder { public Leaf leaf; public Object any; public Color color;"
            + " public String name; public Object twig1; public Object twig2; }"));
    v2 = Versions.compile(Map.of("Leaf", LEAF, "Twig", TWIG,
        "Color", "public enum Color { BLUE, RED, GREEN, BLACK }",
        "Holder", "public class Holder { public String name; public Color color; public Leaf leaf;"
            + " public Object any; public long added = 5; public Object twig1;"
            + " public Object twig2; }"));
  }

  private static Object holder(Versions v, int n) {
    Object leaf = v.pojo("Leaf", "v", n);
    Object any = v.pojo("Leaf", "v", -n);
    // Two Twigs: the second is named by the per-payload id the first one got, after Leaf's.
    return v.pojo("Holder", "leaf", leaf, "any", any, "color", v.constant("Color", "GREEN"),
        "name", "h" + n, "twig1", v.pojo("Twig", "tag", "a"), "twig2", v.pojo("Twig", "tag", "b"));
  }

  private static void assertHolder(Object read, int n) {
    assertThat(Versions.get(read, "name")).isEqualTo("h" + n);
    assertThat(Versions.get(Versions.get(read, "leaf"), "v")).isEqualTo(n);
    // The any slot names Leaf by the per-payload id its description gave it.
    assertThat(Versions.get(Versions.get(read, "any"), "v")).isEqualTo(-n);
    assertThat(((Enum<?>) Versions.get(read, "color")).name()).isEqualTo("GREEN");
    assertThat(Versions.get(Versions.get(read, "twig2"), "tag")).isEqualTo("b");
  }

  /**
   * Unregistered classes are named in each payload, and the description of Holder gives Leaf its
   * per-payload id: cached descriptions keep those tags apart and write and read them afresh.
   */
  @Test
  void descriptionsNamingClassesArePerPayload() {
    Serval writer = v1.serval(SchemaMode.EVOLVING);
    Serval reader = v2.serval(SchemaMode.EVOLVING);
    for (int n = 1; n <= 3; n++) {
      byte[] bytes = writer.serialize(holder(v1, n));
      assertThat(bytes).isEqualTo(v1.serval(SchemaMode.EVOLVING).serialize(holder(v1, n)));
      assertHolder(reader.deserialize(bytes, v2.type("Holder")), n);
      assertHolder(reader.deserialize(bytes, v2.type("Holder")), n);
    }
  }

  /**
   * The same description, its classes named in it in one payload and before it in the next (so
   * its tags are ids, in another order): written as a fresh writer writes it, read right in turn.
   */
  @Test
  void aDescriptionsTagsFollowWhatThePayloadNamedBefore() {
    Serval writer = v1.serval(SchemaMode.EVOLVING);
    Serval reader = v2.serval(SchemaMode.EVOLVING);
    for (int n = 1; n <= 3; n++) {
      Object alone = holder(v1, n);
      List<Object> after = List.of(v1.pojo("Twig", "tag", "t"), v1.pojo("Leaf", "v", 0),
          holder(v1, n));
      for (Object value : List.of(alone, after, alone)) {
        byte[] bytes = writer.serialize(value);
        assertThat(bytes).isEqualTo(v1.serval(SchemaMode.EVOLVING).serialize(value));
        Object read = reader.deserialize(bytes);
        assertHolder(value == alone ? read : ((List<?>) read).get(2), n);
      }
    }
  }

  /** Registered classes have static ids: descriptions repeat byte for byte and are cached. */
  @Test
  void registeredClassesRepeatTheirDescriptionsAndReadersAlternateVersions() {
    Serval writer1 = registered(v1);
    Serval writer2 = registered(v2);
    Serval reader = registered(v2);
    byte[] first = writer1.serialize(holder(v1, 1));
    byte[] again = writer1.serialize(holder(v1, 1));
    assertThat(again).isEqualTo(first);
    for (int n = 1; n <= 3; n++) {
      // Two writer versions in turn: the reader's one remembered description keeps changing.
      assertHolder(reader.deserialize(writer1.serialize(holder(v1, n)), v2.type("Holder")), n);
      Object same = reader.deserialize(writer2.serialize(holder(v2, n)), v2.type("Holder"));
      assertHolder(same, n);
      assertThat(Versions.get(same, "added")).isEqualTo(5L);
    }
  }

  /** A list of holders: one description, then every later payload from the cache. */
  @Test
  void manyPayloadsFromOneWriter() {
    Serval writer = registered(v1);
    Serval reader = registered(v2);
    for (int round = 0; round < 5; round++) {
      List<Object> holders = List.of(holder(v1, 1), holder(v1, 2));
      List<?> read = (List<?>) reader.deserialize(writer.serialize(holders));
      assertHolder(read.get(0), 1);
      assertHolder(read.get(1), 2);
    }
  }

  private static Serval registered(Versions v) {
    return Serval.builder().schema(SchemaMode.EVOLVING).classLoader(v.type("Leaf").getClassLoader())
        .allowPackages(Versions.PACKAGE).register(v.type("Leaf"), 1).register(v.type("Holder"), 2)
        .register(v.type("Color"), 3).build();
  }
}
