package dev.serval.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Arrays;
import java.util.Currency;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hand-made bodies that break one rule each. Every case first checks that the sample value's body
 * is exactly the documented layout, then swaps in the bad body.
 */
class MalformedValuesTest {
  private static final Serval SERVAL = Serval.builder().build();

  /** One malformed body: what a sample writes, what replaces it, and what the error must say. */
  record Case(String name, Object sample, Consumer<WriteBuffer> sampleBody,
      Consumer<WriteBuffer> badBody, String message) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Arguments> cases() {
    return Stream.of(
        new Case("LocalDate month 13", LocalDate.of(1, 1, 1), date(1, 1, 1), date(2024, 13, 1),
            "invalid date"),
        new Case("LocalDate Feb 30", LocalDate.of(1, 1, 1), date(1, 1, 1), date(2023, 2, 30),
            "invalid date"),
        new Case("LocalDate day 0", LocalDate.of(1, 1, 1), date(1, 1, 1), date(2023, 2, 0),
            "invalid date"),
        new Case("LocalDate year beyond max", LocalDate.of(1, 1, 1), date(1, 1, 1),
            date(1_000_000_000, 1, 1), "invalid date"),
        new Case("LocalDate year far beyond an int", LocalDate.of(1, 1, 1), date(1, 1, 1),
            b -> b.writeVarUInt64(-1L), "invalid date"),
        new Case("LocalTime minute 1440", LocalTime.of(1, 2), minuteOfDay(62),
            minuteOfDay(24 * 60), "invalid time"),
        new Case("LocalTime second 86400", LocalTime.of(1, 2, 3), secondOfDay(3723),
            secondOfDay(86_400), "invalid time"),
        new Case("LocalTime precision 3", LocalTime.of(1, 2, 3), secondOfDay(3723),
            b -> b.writeVarUInt32(3723 << 2 | 3), "precision 3"),
        new Case("LocalTime nanos 1e9", LocalTime.of(1, 2, 3, 4), time(3723, 4),
            time(0, 1_000_000_000), "nano-of-second"),
        new Case("Instant nanos 1e9", Instant.ofEpochSecond(1, 2), instant(1, 2),
            instant(1, 1_000_000_000), "nano-of-second"),
        new Case("Instant nanos negative as unsigned", Instant.ofEpochSecond(1, 2),
            instant(1, 2), instant(1, -1), "nano-of-second"),
        new Case("Instant beyond MAX", Instant.ofEpochSecond(1, 2), instant(1, 2),
            instant(Instant.MAX.getEpochSecond() + 1, 0), "invalid instant"),
        new Case("Year beyond max", Year.of(1), b -> b.writeVarInt32(1),
            b -> b.writeVarInt32(Integer.MAX_VALUE), "invalid year"),
        new Case("MonthDay Apr 31", MonthDay.of(1, 1), bytes(1, 1), bytes(4, 31),
            "invalid month-day"),
        new Case("ZoneOffset 19 hours", ZoneOffset.ofHours(1), b -> b.writeVarInt32(4 << 1),
            b -> b.writeVarInt32(19 * 4 << 1), "invalid zone offset"),
        new Case("ZoneOffset 19 hours in seconds", ZoneOffset.ofHours(1),
            b -> b.writeVarInt32(4 << 1), b -> b.writeVarInt32(19 * 3600 << 1 | 1),
            "invalid zone offset"),
        new Case("unknown region", ZoneId.of("Europe/Paris"), text("Europe/Paris"),
            text("Mars/Olympus_Mons"), "zone id"),
        new Case("region that is an offset", ZoneId.of("Europe/Paris"), text("Europe/Paris"),
            text("+01:00"), "is an offset"),
        new Case("null region", ZoneId.of("Europe/Paris"), text("Europe/Paris"), text(null),
            "null zone id"),
        new Case("zone kind 7", ZonedDateTime.of(2000, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC),
            date(2000, 1, 1).andThen(minuteOfDay(0)).andThen(b -> b.writeVarInt32(0))
                .andThen(b -> b.writeByte(0)),
            date(2000, 1, 1).andThen(minuteOfDay(0)).andThen(b -> b.writeVarInt32(0))
                .andThen(b -> b.writeByte(7)),
            "invalid zone kind"),
        new Case("BigInteger zero length", BigInteger.ONE, bytes(1, 1), bytes(0),
            "BigInteger byte count 0"),
        new Case("BigInteger absurd length", BigInteger.ONE, bytes(1, 1),
            b -> b.writeVarUInt32(0x7FFF_FFF0), "exceeds"),
        new Case("Currency unknown", Currency.getInstance("EUR"), text("EUR"), text("QQQ"),
            "unknown currency"),
        new Case("Locale form 9", Locale.US, bytes(0).andThen(text("en-US")), bytes(9),
            "invalid locale form"),
        new Case("URI syntax", URI.create("a"), text("a"), text("::no scheme"), "invalid URI"),
        new Case("Path with NUL", Path.of("a"), text("a"), text("a\0b"), "invalid path"),
        new Case("Pattern syntax", Pattern.compile("a"), text("a").andThen(bytes(0)),
            text("(unclosed").andThen(bytes(0)), "invalid regular expression"),
        new Case("Pattern flags", Pattern.compile("a"), text("a").andThen(bytes(0)),
            text("a").andThen(b -> b.writeVarUInt32(-1)), "flags"),
        new Case("Charset unknown", StandardCharsets.UTF_8, text("UTF-8"), text("no-such-set"),
            "unknown charset"),
        new Case("OptionalInt presence 2", OptionalInt.empty(), bytes(0), bytes(2, 0),
            "invalid boolean"),
        new Case("AtomicIntegerArray absurd length", new AtomicIntegerArray(0), bytes(0),
            b -> b.writeVarUInt32(1 << 30), "exceeds"),
        new Case("Class unknown", String.class, text("java.lang.String"),
            text("no.such.Clazz"), "not allowed"),
        new Case("Class not allowed", String.class, text("java.lang.String"),
            text("java.lang.Thread"), "not allowed"),
        new Case("Class denied", String.class, text("java.lang.String"),
            text("java.lang.Runtime"), "deny list"),
        new Case("Class empty name", String.class, text("java.lang.String"), text(""),
            "empty class name")
    ).map(Arguments::of);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void malformedBodyFails(Case c) {
    byte[] good = SERVAL.serialize(c.sample());
    byte[] sampleBody = build(c.sampleBody());
    int prefix = good.length - sampleBody.length;
    assertThat(Arrays.copyOfRange(good, prefix, good.length)).as("documented layout")
        .isEqualTo(sampleBody);
    byte[] bad = concat(Arrays.copyOf(good, prefix), build(c.badBody()));
    assertThatThrownBy(() -> SERVAL.deserialize(bad)).isInstanceOf(SerialException.class)
        .hasMessageContaining(c.message());
    assertThatThrownBy(() -> SERVAL.deserialize(bad, c.sample().getClass()))
        .isInstanceOf(SerialException.class).hasMessageContaining(c.message());
  }

  /** The documented date layout, written by hand (not through the codec under test). */
  static Consumer<WriteBuffer> date(int year, int month, int day) {
    long y = year - 2000L;
    long zigzag = (y << 1) ^ (y >> 63);
    return b -> b.writeVarUInt64(zigzag << 9 | (long) month << 5 | day);
  }

  /** A whole-minute time: precision 0. */
  static Consumer<WriteBuffer> minuteOfDay(int minute) {
    return b -> b.writeVarUInt32(minute << 2);
  }

  /** A whole-second time: precision 1. */
  static Consumer<WriteBuffer> secondOfDay(int second) {
    return b -> b.writeVarUInt32(second << 2 | 1);
  }

  /** A time with nanos: precision 2. */
  static Consumer<WriteBuffer> time(int secondOfDay, int nano) {
    return b -> {
      b.writeVarUInt32(secondOfDay << 2 | 2);
      b.writeVarUInt32(nano);
    };
  }

  static Consumer<WriteBuffer> instant(long seconds, int nanos) {
    return b -> {
      b.writeVarInt64(seconds);
      b.writeVarUInt32(nanos);
    };
  }

  static Consumer<WriteBuffer> text(String s) {
    return b -> b.writeString(s);
  }

  static Consumer<WriteBuffer> bytes(int... values) {
    return b -> {
      for (int v : values) {
        b.writeByte(v);
      }
    };
  }

  static byte[] build(Consumer<WriteBuffer> body) {
    WriteBuffer b = new WriteBuffer(16);
    body.accept(b);
    return b.toByteArray();
  }

  static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
