package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.testing.RoundTrip;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every box at its extremes, and floating point bit patterns that equals() would blur. */
class PrimitiveValuesTest {
  static Stream<Named<Object>> boxes() {
    return Stream.of(
        Named.of("boolean true", true),
        Named.of("boolean false", false),
        Named.of("byte MIN", Byte.MIN_VALUE),
        Named.of("byte MAX", Byte.MAX_VALUE),
        Named.of("byte 0", (byte) 0),
        Named.of("short MIN", Short.MIN_VALUE),
        Named.of("short MAX", Short.MAX_VALUE),
        Named.of("short -1", (short) -1),
        Named.of("char 0", (char) 0),
        Named.of("char MAX", Character.MAX_VALUE),
        Named.of("char high surrogate", '\uD800'),
        Named.of("int MIN", Integer.MIN_VALUE),
        Named.of("int MAX", Integer.MAX_VALUE),
        Named.of("int 0", 0),
        Named.of("int -1", -1),
        Named.of("int 63 (varint edge)", 63),
        Named.of("int -64 (varint edge)", -64),
        Named.of("long MIN", Long.MIN_VALUE),
        Named.of("long MAX", Long.MAX_VALUE),
        Named.of("long 0", 0L),
        Named.of("long 2^35", 1L << 35),
        Named.of("float MIN_VALUE", Float.MIN_VALUE),
        Named.of("float MAX", Float.MAX_VALUE),
        Named.of("float -0.0", -0.0f),
        Named.of("float +inf", Float.POSITIVE_INFINITY),
        Named.of("float -inf", Float.NEGATIVE_INFINITY),
        Named.of("float NaN", Float.NaN),
        Named.of("float NaN payload 0x7fc00001", Float.intBitsToFloat(0x7fc00001)),
        Named.of("float negative NaN payload", Float.intBitsToFloat(0xffc0abcd)),
        Named.of("double MIN_VALUE", Double.MIN_VALUE),
        Named.of("double MAX", Double.MAX_VALUE),
        Named.of("double MIN_NORMAL", Double.MIN_NORMAL),
        Named.of("double 0.0", 0.0),
        Named.of("double -0.0", -0.0),
        Named.of("double +inf", Double.POSITIVE_INFINITY),
        Named.of("double -inf", Double.NEGATIVE_INFINITY),
        Named.of("double NaN", Double.NaN),
        Named.of("double NaN payload 1", Double.longBitsToDouble(0x7ff8000000000001L)),
        Named.of("double negative NaN payload",
            Double.longBitsToDouble(0xfff8_0000_dead_beefL)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("boxes")
  void boxRoundTrips(Object value) {
    Object copy = RoundTrip.check(value);
    assertThat(copy).isInstanceOf(value.getClass());
  }

  /** The same values as primitive fields of one object, where they are written without tags. */
  static final class AllPrimitives {
    boolean z;
    byte b;
    short s;
    char c;
    int i;
    long j;
    float f;
    double d;
  }

  static Stream<Named<AllPrimitives>> primitiveFields() {
    AllPrimitives min = new AllPrimitives();
    min.b = Byte.MIN_VALUE;
    min.s = Short.MIN_VALUE;
    min.c = Character.MIN_VALUE;
    min.i = Integer.MIN_VALUE;
    min.j = Long.MIN_VALUE;
    min.f = -Float.MAX_VALUE;
    min.d = Double.NEGATIVE_INFINITY;
    AllPrimitives max = new AllPrimitives();
    max.z = true;
    max.b = Byte.MAX_VALUE;
    max.s = Short.MAX_VALUE;
    max.c = Character.MAX_VALUE;
    max.i = Integer.MAX_VALUE;
    max.j = Long.MAX_VALUE;
    max.f = Float.POSITIVE_INFINITY;
    max.d = Double.MAX_VALUE;
    AllPrimitives odd = new AllPrimitives();
    odd.f = Float.intBitsToFloat(0x7fc12345);
    odd.d = Double.longBitsToDouble(0x7ff8_1234_5678_9abcL);
    odd.c = '\uDFFF';
    AllPrimitives zeros = new AllPrimitives();
    zeros.f = -0.0f;
    zeros.d = -0.0;
    return Stream.of(Named.of("minimums", min), Named.of("maximums", max),
        Named.of("NaN payloads", odd), Named.of("negative zeros", zeros));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("primitiveFields")
  void primitiveFieldsRoundTrip(AllPrimitives value) {
    RoundTrip.check(value);
  }
}
