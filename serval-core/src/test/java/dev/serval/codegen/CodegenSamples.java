package dev.serval.codegen;

import dev.serval.codegen.CodegenFixtures.AllKinds;
import dev.serval.codegen.CodegenFixtures.Circle;
import dev.serval.codegen.CodegenFixtures.Color;
import dev.serval.codegen.CodegenFixtures.Derived;
import dev.serval.codegen.CodegenFixtures.Empty;
import dev.serval.codegen.CodegenFixtures.FinalFields;
import dev.serval.codegen.CodegenFixtures.FinalLink;
import dev.serval.codegen.CodegenFixtures.RecordLink;
import dev.serval.codegen.CodegenFixtures.FixedRunWithFinal;
import dev.serval.codegen.CodegenFixtures.BoxedRecord;
import dev.serval.codegen.CodegenFixtures.Boxes;
import dev.serval.codegen.CodegenFixtures.FixedRuns;
import dev.serval.codegen.CodegenFixtures.Leaves;
import dev.serval.codegen.CodegenFixtures.TwoColors;
import dev.serval.codegen.CodegenFixtures.VarintRuns;
import dev.serval.codegen.CodegenFixtures.Generic;
import dev.serval.codegen.CodegenFixtures.ChainedLink;
import dev.serval.codegen.CodegenFixtures.Holder;
import dev.serval.codegen.CodegenFixtures.Link;
import dev.serval.codegen.CodegenFixtures.NoFields;
import dev.serval.codegen.CodegenFixtures.Node;
import dev.serval.codegen.CodegenFixtures.Point;
import dev.serval.codegen.CodegenFixtures.Positive;
import dev.serval.codegen.CodegenFixtures.PrivateConstructor;
import dev.serval.codegen.CodegenFixtures.PrivateNestedTypeField;
import dev.serval.codegen.CodegenFixtures.Square;
import dev.serval.codegen.CodegenFixtures.Sub;
import dev.serval.codegen.CodegenFixtures.Wide;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Named;

/**
 * The values both paths must agree on: the user types of the core suite's round-trip tests (records,
 * plain objects, enums, graphs, shadowed and final fields, classes without a no-argument
 * constructor, interface and Object fields) plus a spread of built-in values, each also placed in a
 * plain object's polymorphic field and a record's component, where generated code handles them.
 */
final class CodegenSamples {
  private CodegenSamples() {}

  record Box(Object value) {}

  record Group(String name, List<Point> points) {}

  static List<Named<Object>> all() {
    List<Named<Object>> out = new ArrayList<>();
    for (Named<Object> builtin : builtins()) {
      out.add(builtin);
      Holder holder = new Holder();
      holder.any = builtin.getPayload();
      out.add(Named.of(builtin.getName() + " in a POJO field", holder));
      out.add(Named.of(builtin.getName() + " in a record", new Box(builtin.getPayload())));
    }
    out.addAll(userTypes());
    out.addAll(runs());
    out.addAll(listFields());
    return out;
  }

  /** A record whose components a list may sit in, typed as codecs see list fields. */
  record Lists(List<Object> list, ArrayList<Point> arrayList, Collection<Object> collection,
      Iterable<Object> iterable) {}

  /**
   * Fields that may hold an ArrayList, which generated codecs write and read whole when its
   * elements are all of one class with a codec (see WriteSession#writeListSlot), and the values
   * next to that shape that take the general path: empty, null elements, mixed classes, strings,
   * other list classes, a class first described in the list, a list inside itself's elements.
   */
  static List<Named<Object>> listFields() {
    List<Point> points = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      points.add(new Point(i, i * i));
    }
    List<Object> pojos = new ArrayList<>(List.of(AllKinds.sample(20), AllKinds.sample(21)));
    List<Object> withNull = new ArrayList<>(points);
    withNull.add(1, null);
    List<Object> mixed = new ArrayList<>(points);
    mixed.add(new Box(new Point(7, 7)));
    List<Named<Object>> out = new ArrayList<>();
    out.add(Named.of("list fields: runs of records and POJOs", new Lists(new ArrayList<>(points),
        new ArrayList<>(points), pojos, new ArrayList<>(List.of(new Point(8, 8))))));
    out.add(Named.of("list fields: empty and null", new Lists(new ArrayList<>(), null,
        new ArrayList<>(), null)));
    out.add(Named.of("list fields: a null element, mixed classes, strings", new Lists(withNull,
        new ArrayList<>(points), mixed, new ArrayList<>(List.of("a", "b")))));
    out.add(Named.of("list fields: other list classes", new Lists(new LinkedList<>(points),
        new ArrayList<>(), List.copyOf(points), new LinkedHashSet<>(points))));
    out.add(Named.of("list fields: records without fields, nested lists", new Lists(
        new ArrayList<>(List.of(new Empty(), new Empty())), new ArrayList<>(points),
        new ArrayList<>(List.of(new Lists(new ArrayList<>(points), null, null, null))),
        new ArrayList<>(List.of(new ArrayList<>(points))))));
    Node deep = new Node();
    Node at = deep;
    for (int i = 0; i < 300; i++) { // lists past the shallow depth take the general path
      Node child = new Node();
      child.name = "n" + i;
      at.children.add(child);
      at.children.add(new Node());
      at = child;
    }
    out.add(Named.of("list fields: a tree deeper than the shallow depth", deep));
    return out;
  }

  static List<Named<Object>> userTypes() {
    List<Named<Object>> out = new ArrayList<>();
    out.add(Named.of("POJO with every encoding", AllKinds.sample(1)));
    out.add(Named.of("POJO with every encoding, other values", AllKinds.sample(2)));
    out.add(Named.of("POJO with default (null and zero) fields", new AllKinds()));
    out.add(Named.of("array of POJOs", new AllKinds[] {AllKinds.sample(3), null, AllKinds.sample(3)}));
    out.add(Named.of("record", new Point(-1, Integer.MAX_VALUE)));
    out.add(Named.of("record of every kind", new Wide(Long.MAX_VALUE, -0.0, "w",
        new Point(1, 2), Map.of(1, 2), new int[] {9}, '\uffff', Color.GREEN)));
    out.add(Named.of("record of nulls", new Wide(0, Double.NaN, null, null, null, null, 'a', null)));
    out.add(Named.of("empty record", new Empty()));
    out.add(Named.of("POJO of every box", Boxes.sample(3)));
    out.add(Named.of("POJO of every box, other values", Boxes.sample(4)));
    out.add(Named.of("POJO of null boxes", new Boxes()));
    List<Boxes> manyBoxes = new ArrayList<>(); // boxes at every offset of a growing buffer
    for (int i = 0; i < 64; i++) {
      manyBoxes.add(Boxes.sample(i));
    }
    out.add(Named.of("list of POJOs of every box", manyBoxes));
    out.add(Named.of("record with boxes", new BoxedRecord(7, "r", Long.MIN_VALUE, Double.NaN, 'z')));
    out.add(Named.of("record with null boxes", new BoxedRecord(null, null, null, null, null)));
    out.add(Named.of("record of leaves", new Leaves(Color.GREEN, LocalDate.of(1969, 12, 31),
        new UUID(-1, 7), 0)));
    out.add(Named.of("record of null leaves", new Leaves(null, null, null, null)));
    out.add(Named.of("enum fields, the first null", new TwoColors(null, Color.RED,
        List.of(new TwoColors(Color.GREEN, null, List.of())))));
    out.add(Named.of("enum fields, both set", new TwoColors(Color.GREEN, Color.RED,
        List.of(new TwoColors(null, null, List.of()), new TwoColors(Color.RED, Color.RED, null)))));
    out.add(Named.of("record with runs of fixed-width components", new FixedRuns(-0.0, Float.NaN,
        '\ud800', Short.MIN_VALUE, (byte) -1, true, -5, Double.MIN_VALUE, false)));
    out.add(Named.of("record with runs of varint components", new VarintRuns(Long.MIN_VALUE,
        Integer.MIN_VALUE, Long.MAX_VALUE, "between", -1, Integer.MAX_VALUE)));
    out.add(Named.of("record with runs of small varints", new VarintRuns(0, 1, -1, null, 63, -64)));
    FixedRunWithFinal withFinal = new FixedRunWithFinal(-1.5f);
    withFinal.a = Math.PI;
    withFinal.c = '\u20ac';
    withFinal.d = (short) 0x8001;
    withFinal.e = true;
    out.add(Named.of("fixed-width fields around a final one", withFinal));
    out.add(Named.of("validating record", new Positive(9)));
    out.add(Named.of("class without fields", new NoFields()));
    out.add(Named.of("enum constant with a body", Color.GREEN));
    out.add(Named.of("enum array", Color.values()));
    Derived derived = new Derived();
    derived.setBaseShadowed(-7);
    derived.baseOnly = "b";
    out.add(Named.of("shadowed private field", derived));
    FinalFields finals = new FinalFields(11, "x");
    finals.mutable = 12;
    out.add(Named.of("final fields, no no-arg constructor", finals));
    out.add(Named.of("private no-arg constructor", PrivateConstructor.of("changed")));
    Holder holder = new Holder();
    holder.shape = new Circle();
    holder.any = new Square();
    holder.comparable = Color.RED;
    holder.chars = new StringBuilder("sb");
    out.add(Named.of("interface and Object fields", holder));
    Sub sub = new Sub();
    sub.change(8);
    out.add(Named.of("superclass in another package", sub));
    Generic<Point> generic = new Generic<>();
    generic.value = new Point(3, 4);
    generic.values = List.of(new Point(5, 6));
    out.add(Named.of("generic fields", generic));
    out.add(Named.of("field of a private nested type", new PrivateNestedTypeField()));
    Node root = new Node();
    root.name = "root";
    for (int i = 0; i < 3; i++) {
      Node child = new Node();
      child.name = "c" + i;
      root.children.add(child);
    }
    root.next = new Node();
    out.add(Named.of("tree of nodes", root));
    out.add(Named.of("chain of a class in its own fields", links()));
    out.add(Named.of("chain of a final class in its own fields", finalLinks()));
    out.add(Named.of("chain of a record in its own component", new RecordLink(1, "one",
        new RecordLink(2, null, new RecordLink(3, "three", null)))));
    out.add(Named.of("list of records and POJOs",
        new ArrayList<>(List.of(new Point(1, 1), AllKinds.sample(4), new Box(new Point(2, 2))))));
    return out;
  }

  /** Six FinalLinks; the last two share the fourth through {@code other}. */
  private static FinalLink finalLinks() {
    FinalLink last = null;
    FinalLink shared = null;
    for (int i = 6; i > 0; i--) {
      FinalLink link = new FinalLink();
      link.id = i;
      link.next = last;
      if (i == 4) {
        shared = link;
      }
      if (i < 3) {
        link.other = shared;
      }
      last = link;
    }
    return last;
  }

  /**
   * Links whose {@code next} holds a Link, a ChainedLink (a subclass: not the Link codec's own), or
   * null; {@code other} a node further down (a shared reference with references on), and
   * {@code chained} a ChainedLink, through an interface.
   */
  private static Link links() {
    Link last = null;
    Link shared = null;
    for (int i = 6; i > 0; i--) {
      Link link = i % 3 == 0 ? new ChainedLink() : new Link();
      link.id = i;
      link.name = "link" + i;
      link.next = last;
      if (i == 4) {
        shared = link;
      }
      if (i < 3) {
        link.other = shared;
      }
      if (link instanceof ChainedLink chained) {
        chained.extra = i * 1.5;
        chained.chained = i == 3 ? new ChainedLink() : null;
      }
      last = link;
    }
    return last;
  }

  /**
   * Collections and maps whose elements generated codecs write and read in one run (see
   * WriteSession#runCodec), and the shapes next to them that must not be run: nulls, keys that are
   * not written inline, classes without fields, a class first used before its run.
   */
  static List<Named<Object>> runs() {
    List<Point> points = new ArrayList<>();
    Map<Integer, Point> byNumber = new HashMap<>();
    Map<String, AllKinds> byName = new LinkedHashMap<>();
    for (int i = 0; i < 5; i++) {
      points.add(new Point(i, -i * 1000));
      byNumber.put(i * 7, new Point(i, i));
      byName.put("k" + i, AllKinds.sample(10 + i));
    }
    List<Named<Object>> out = new ArrayList<>();
    out.add(Named.of("run: ArrayList of records", new ArrayList<>(points)));
    out.add(Named.of("run: LinkedList of records", new LinkedList<>(points)));
    out.add(Named.of("run: LinkedHashSet of records", new LinkedHashSet<>(points)));
    out.add(Named.of("run: List.of records", List.copyOf(points)));
    out.add(Named.of("run: one record", new ArrayList<>(List.of(new Point(1, 2)))));
    out.add(Named.of("run: list of POJOs", new ArrayList<>(byName.values())));
    out.add(Named.of("run: array of records", points.toArray(new Point[0])));
    out.add(Named.of("run: Object[] of POJOs", byName.values().toArray()));
    out.add(Named.of("run: HashMap of Integer to records", new HashMap<>(byNumber)));
    out.add(Named.of("run: HashMap of one entry", new HashMap<>(Map.of(1, new Point(3, 4)))));
    out.add(Named.of("run: LinkedHashMap of String to POJOs", new LinkedHashMap<>(byName)));
    out.add(Named.of("run: TreeMap of String to POJOs", new TreeMap<>(byName)));
    out.add(Named.of("run: records of lists of records", new ArrayList<>(List.of(
        new Group("a", points), new Group("b", List.of()), new Group("c", new ArrayList<>(points.subList(1, 3)))))));
    out.add(Named.of("run: a record used before its run", new ArrayList<>(List.of(
        new Box(new Point(9, 9)), new ArrayList<>(points), new HashMap<>(byNumber)))));
    List<Point> withNull = new ArrayList<>(points);
    withNull.add(2, null);
    out.add(Named.of("no run: a null among records", withNull));
    Map<Integer, Point> nullValue = new HashMap<>(byNumber);
    nullValue.put(-1, null);
    out.add(Named.of("no run: a null among map values", nullValue));
    Map<Point, Point> recordKeys = new LinkedHashMap<>();
    points.forEach(p -> recordKeys.put(p, new Point(p.y(), p.x())));
    out.add(Named.of("no run: record keys", recordKeys));
    out.add(Named.of("no run: records without fields",
        new ArrayList<>(List.of(new Empty(), new Empty()))));
    out.add(Named.of("no run: POJOs without fields",
        new ArrayList<>(List.of(new NoFields(), new NoFields()))));
    return out;
  }

  private static List<Named<Object>> builtins() {
    LinkedHashMap<String, Object> values = new LinkedHashMap<>();
    values.put("String", "golden \u00e9\u4e2d\ud83d\ude00");
    values.put("Integer", -123456);
    values.put("Long", Long.MIN_VALUE);
    values.put("Double", -0.0);
    values.put("Float", Float.NaN);
    values.put("Boolean", true);
    values.put("Character", '\u20ac');
    values.put("byte[]", new byte[] {1, -1});
    values.put("long[]", new long[] {Long.MAX_VALUE});
    values.put("char[]", new char[] {'a', '\ud800'});
    values.put("Object[]", new Object[] {1, "two", null, 3L});
    values.put("ArrayList", new ArrayList<>(List.of(1, 2)));
    values.put("LinkedList", new LinkedList<>(List.of("a")));
    values.put("TreeSet", new TreeSet<>(List.of(3, 1)));
    values.put("HashMap", new HashMap<>(Map.of("k", 1)));
    values.put("TreeMap", new TreeMap<>(Map.of(2, "b", 1, "a")));
    values.put("EnumSet", EnumSet.of(Color.GREEN));
    EnumMap<Color, String> enumMap = new EnumMap<>(Color.class);
    enumMap.put(Color.RED, "r");
    values.put("EnumMap", enumMap);
    values.put("Arrays.asList", Arrays.asList(1, null));
    values.put("List.of", List.of(1, 2, 3));
    values.put("Map.of", Map.of(1, "a"));
    values.put("emptyList", Collections.emptyList());
    values.put("unmodifiableList", Collections.unmodifiableList(new ArrayList<>(List.of(1))));
    values.put("BitSet", BitSet.valueOf(new long[] {5, 1L << 40}));
    values.put("Instant", Instant.ofEpochSecond(1_700_000_000L, 123));
    values.put("LocalDateTime", LocalDateTime.of(2026, 1, 2, 3, 4, 5, 6));
    values.put("ZonedDateTime", ZonedDateTime.of(2026, 10, 25, 2, 30, 0, 0,
        ZoneId.of("Europe/Paris")));
    values.put("Duration", Duration.ofSeconds(-5, 7));
    values.put("BigInteger", new BigInteger("-123456789012345678901234567890"));
    values.put("BigDecimal", new BigDecimal("-1234.5678e-20"));
    values.put("UUID", new UUID(0x0123456789abcdefL, 0xfedcba9876543210L));
    values.put("Optional", Optional.of("o"));
    values.put("Class", String[].class);
    List<Named<Object>> out = new ArrayList<>();
    values.forEach((name, value) -> out.add(Named.of(name, value)));
    return out;
  }
}
