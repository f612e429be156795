package dev.serval.codegen;

import dev.serval.codegen.other.ForeignBase;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.Map;

/** User classes of every shape the generated code has a branch for. */
final class CodegenFixtures {
  private CodegenFixtures() {}

  enum Color {
    RED,
    GREEN {
      @Override
      public String toString() {
        return "green";
      }
    }
  }

  /** One field of every encoding, private, with boxed and array variants. */
  static class AllKinds {
    private boolean flag;
    private byte smallByte;
    private char letter;
    private short half;
    private int count;
    private long big;
    private float ratio;
    private double precise;
    private String text;
    private Color color;
    private int[] numbers;
    private String[] words;
    private Integer boxed;
    private Object anything;
    private List<String> list;
    private LocalDate date;
    private BigDecimal money;

    static AllKinds sample(int seed) {
      AllKinds k = new AllKinds();
      k.flag = seed % 2 == 0;
      k.smallByte = (byte) -seed;
      k.letter = (char) ('\u4e2d' + seed);
      k.half = (short) (Short.MIN_VALUE + seed);
      k.count = Integer.MAX_VALUE - seed;
      k.big = Long.MIN_VALUE + seed;
      k.ratio = seed / 3f;
      k.precise = -seed / 7.0;
      k.text = "text \u00e9 " + seed;
      k.color = seed % 2 == 0 ? Color.RED : Color.GREEN;
      k.numbers = new int[] {seed, -seed};
      k.words = new String[] {"a", null, "c"};
      k.boxed = seed;
      k.anything = seed % 2 == 0 ? List.of(seed) : Map.of("k", seed);
      k.list = new ArrayList<>(List.of("x", "y"));
      k.date = LocalDate.of(2026, 1, 1 + seed % 28);
      k.money = new BigDecimal(seed + ".25");
      return k;
    }
  }

  record Point(int x, int y) {}

  /** Every component kind, including wide primitives that take two local slots. */
  record Wide(long id, double weight, String name, Point at, Object extra, int[] data, char c,
      Color color) {}

  record Empty() {}

  /**
   * Runs of fixed-width components (written and read as one group) broken by a varint: a run of
   * six with a two-slot double, then one of two.
   */
  record FixedRuns(double a, float b, char c, short d, byte e, boolean f, int g, double h,
      boolean i) {}

  /** A field of each box class, which generated codecs write and read without its serializer. */
  static class Boxes {
    private Boolean flag;
    private Byte smallByte;
    private Character letter;
    private Short half;
    private Integer count;
    private Long big;
    private Float ratio;
    private Double precise;

    static Boxes sample(int seed) {
      Boxes b = new Boxes();
      b.flag = seed % 2 == 0;
      b.smallByte = (byte) -seed;
      b.letter = (char) ('\u4e2d' + seed);
      b.half = (short) (Short.MIN_VALUE + seed);
      b.count = Integer.MIN_VALUE + seed;
      b.big = Long.MAX_VALUE - seed;
      b.ratio = -seed / 3f;
      b.precise = seed / 7.0;
      return b;
    }
  }

  /** Leaf components of Serval's own serializers: an enum with constant bodies, java.time, UUID. */
  record Leaves(Color color, LocalDate day, UUID id, Integer count) {}

  /**
   * Two enum fields, whose slots carry the enum's description after the first constant written (a
   * null written first has none), and a list of them.
   */
  record TwoColors(Color first, Color second, List<TwoColors> more) {}

  /** Boxed components among others, some null. */
  record BoxedRecord(Integer id, String name, Long total, Double share, Character grade) {}

  /**
   * Runs of varint components (written after one capacity check for the run): three, then after a
   * string two more.
   */
  record VarintRuns(long a, int b, long c, String d, int e, int f) {}

  /**
   * Fixed-width fields (sorted by name: a, b, c, d, e) whose run a final field interrupts when
   * reading ({@code b} is set reflectively) but not when writing.
   */
  static final class FixedRunWithFinal {
    double a;
    final float b;
    char c;
    short d;
    boolean e;

    FixedRunWithFinal(float b) {
      this.b = b;
    }
  }

  record Positive(int value) {
    Positive {
      if (value <= 0) {
        throw new IllegalArgumentException("not positive: " + value);
      }
    }
  }

  static class NoFields {}

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

  /** No no-argument constructor and final fields: read through the reflective helpers. */
  static class FinalFields {
    private final int a;
    private final String s;
    int mutable;

    FinalFields(int a, String s) {
      this.a = a;
      this.s = s;
    }
  }

  static class PrivateConstructor {
    private String value = "initial";

    private PrivateConstructor() {}

    static PrivateConstructor of(String value) {
      PrivateConstructor p = new PrivateConstructor();
      p.value = value;
      return p;
    }
  }

  /** A constructor that fails: the generated path must report it as the portable path does. */
  static class ThrowingConstructor {
    static volatile boolean fail;
    int value;

    ThrowingConstructor() {
      if (fail) {
        throw new IllegalStateException("constructor refused");
      }
    }
  }

  interface Shape {}

  static final class Circle implements Shape {
    double r;
  }

  /** Same field layout and name length as {@link Circle}, but no Shape: for type confusion. */
  static final class Circlf {
    double r;
  }

  static class Square implements Shape {
    int side;
  }

  static class Holder {
    Shape shape;
    Object any;
    Comparable<?> comparable;
    CharSequence chars;
  }

  static final class Node {
    String name;
    Node next;
    List<Node> children = new ArrayList<>();
  }

  /**
   * A class that is not final, whose fields hold instances of itself: the codec writes and reads
   * those by calling itself (FieldsCodec.isSelf), and a subclass's instance in them through the
   * subclass's serializer.
   */
  static class Link {
    int id;
    String name;
    Link next;
    Link other;
    /** Typed by an interface the class implements: also its own codec's. */
    Chained chained;
  }

  interface Chained {}

  /**
   * A final class whose fields hold instances of itself: known slots, which the codec writes and
   * reads by calling itself (WriteSession#writeOwnMarker), a shared one as a back reference with
   * references on.
   */
  static final class FinalLink {
    int id;
    FinalLink next;
    FinalLink other;
  }

  /** A record with a component of its own type: a known slot, as in {@link FinalLink}. */
  record RecordLink(int id, String name, RecordLink next) {}

  static class ChainedLink extends Link implements Chained {
    double extra;
  }

  static class Sub extends ForeignBase {
    private String own = "own";
  }

  static final class Generic<T> {
    T value;
    List<? extends T> values;
  }

  /** A field of a type that generated code may not name is written by the reflective path. */
  static class PrivateNestedTypeField {
    private Secret secret = new Secret();

    private static final class Secret {
      int n = 3;
    }
  }
}
