package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.testing.RoundTrip;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Arrays of every kind: primitive, reference, multi-dimensional, jagged, mixed, user types. */
class ArraysTest {
  enum Suit { HEARTS, SPADES }

  record Pair(int a, String b) {}

  static final class Cell {
    int row;
    Object content;

    Cell() {}

    Cell(int row, Object content) {
      this.row = row;
      this.content = content;
    }
  }

  static Stream<Named<Object>> primitiveArrays() {
    Random random = new Random(42);
    byte[] manyBytes = new byte[1000];
    random.nextBytes(manyBytes);
    int[] manyInts = random.ints(1000).toArray();
    long[] manyLongs = random.longs(1000).toArray();
    double[] manyDoubles = random.doubles(1000).toArray();
    manyDoubles[0] = Double.longBitsToDouble(0x7ff8000000000123L);
    float[] manyFloats = new float[1000];
    short[] manyShorts = new short[1000];
    char[] manyChars = new char[1000];
    boolean[] manyBooleans = new boolean[1000];
    for (int i = 0; i < 1000; i++) {
      manyFloats[i] = random.nextFloat() * (i - 500);
      manyShorts[i] = (short) random.nextInt();
      manyChars[i] = (char) random.nextInt();
      manyBooleans[i] = random.nextBoolean();
    }
    return Stream.of(
        Named.of("byte[0]", new byte[0]), Named.of("byte[1]", new byte[] {-128}),
        Named.of("byte[1000]", manyBytes),
        Named.of("short[0]", new short[0]), Named.of("short[1]", new short[] {Short.MIN_VALUE}),
        Named.of("short[1000]", manyShorts),
        Named.of("char[0]", new char[0]), Named.of("char[1]", new char[] {'\uD800'}),
        Named.of("char[1000]", manyChars),
        Named.of("int[0]", new int[0]), Named.of("int[1]", new int[] {Integer.MIN_VALUE}),
        Named.of("int[1000]", manyInts),
        Named.of("long[0]", new long[0]), Named.of("long[1]", new long[] {Long.MAX_VALUE}),
        Named.of("long[1000]", manyLongs),
        Named.of("float[0]", new float[0]), Named.of("float[1]", new float[] {-0.0f}),
        Named.of("float[1000]", manyFloats),
        Named.of("double[0]", new double[0]), Named.of("double[1]", new double[] {Double.NaN}),
        Named.of("double[1000]", manyDoubles),
        Named.of("boolean[0]", new boolean[0]), Named.of("boolean[1]", new boolean[] {true}),
        Named.of("boolean[1000]", manyBooleans));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("primitiveArrays")
  void primitiveArraysRoundTrip(Object array) {
    assertThat(RoundTrip.check(array)).isInstanceOf(array.getClass());
  }

  static Stream<Named<Object>> referenceArrays() {
    Cell shared = new Cell(1, "shared");
    Object[] manyMixed = new Object[500];
    for (int i = 0; i < manyMixed.length; i++) {
      manyMixed[i] = switch (i % 6) {
        case 0 -> i;
        case 1 -> "s" + i;
        case 2 -> null;
        case 3 -> new Cell(i, (long) i);
        case 4 -> Suit.values()[i % 2];
        default -> new Pair(i, null);
      };
    }
    return Stream.of(
        Named.of("Object[0]", new Object[0]),
        Named.of("Object[] of one null", new Object[] {null}),
        Named.of("Object[] all nulls", new Object[5]),
        Named.of("Object[] mixed with nulls",
            new Object[] {1, null, "two", 3L, 4.0, null, 'c', new int[] {5}, Suit.SPADES}),
        Named.of("Object[500] mixed", manyMixed),
        Named.of("String[] with null", new String[] {"a", null, "\u0100"}),
        Named.of("Integer[]", new Integer[] {1, null, Integer.MIN_VALUE}),
        Named.of("Number[] of several boxes", new Number[] {1, 2L, 3.0f, (byte) 4}),
        Named.of("CharSequence[]", new CharSequence[] {"x", null}),
        Named.of("Cell[] (user class)", new Cell[] {new Cell(1, "a"), null, new Cell(2, 3)}),
        Named.of("Cell[] with the same cell twice", new Cell[] {shared, shared}),
        Named.of("Pair[] (records)", new Pair[] {new Pair(1, "x"), new Pair(-1, null)}),
        Named.of("Suit[] (enums)", new Suit[] {Suit.SPADES, null, Suit.HEARTS}),
        Named.of("Object[] holding a Cell[]", new Object[] {new Cell[] {new Cell(0, null)}}),
        Named.of("int[][]", new int[][] {{1, 2}, {}, null, {3}}),
        Named.of("int[3][4]", new int[3][4]),
        Named.of("double[][][]", new double[][][] {{{1.5}, {}}, {}, {{-0.0, Double.NaN}}}),
        Named.of("jagged String[][]", new String[][] {{"a"}, {"b", "c", null}, {}, null}),
        Named.of("Object[][] mixing row types",
            new Object[][] {new String[] {"s"}, new Integer[] {1}, {new long[] {2}}}),
        Named.of("Cell[][]", new Cell[][] {{new Cell(1, null)}, {}}),
        Named.of("boolean[2][0]", new boolean[2][0]));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("referenceArrays")
  void referenceArraysRoundTrip(Object array) {
    assertThat(RoundTrip.check(array)).isInstanceOf(array.getClass());
  }
}
