package dev.serval.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Named.named;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.io.File;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Currency;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class OtherValuesTest {
  record Holder(Object value, Object[] more) {}

  @SuppressWarnings("deprecation")
  static Locale legacyLocale(String language, String country, String variant) {
    return new Locale(language, country, variant);
  }

  static BigInteger hugeBigInteger() {
    // A fixed seed: the value only needs to be large and irregular.
    return new BigInteger(1 << 23, new Random(42)).negate(); // 1 MiB of magnitude
  }

  static Stream<Arguments> values() {
    return Stream.of(
        named("BigInteger zero", BigInteger.ZERO),
        named("BigInteger -1", BigInteger.ONE.negate()),
        named("BigInteger 2^63", BigInteger.ONE.shiftLeft(63)),
        named("BigInteger -2^1000", BigInteger.ONE.shiftLeft(1000).negate()),
        named("BigInteger 1 MiB", hugeBigInteger()),
        named("BigDecimal zero scale 5", new BigDecimal("0.00000")),
        named("BigDecimal negative scale", new BigDecimal(BigInteger.TEN, -7)),
        named("BigDecimal extreme scales", new BigDecimal(BigInteger.ONE, Integer.MIN_VALUE)),
        named("BigDecimal max scale", new BigDecimal(BigInteger.valueOf(-3), Integer.MAX_VALUE)),
        named("BigDecimal huge precision", new BigDecimal(hugeBigInteger(), 12345)),
        named("UUID random-ish", new UUID(0x0123456789abcdefL, 0xfedcba9876543210L)),
        named("UUID nil", new UUID(0, 0)),
        named("Date epoch", new Date(0)),
        named("Date min", new Date(Long.MIN_VALUE)),
        named("Date max", new Date(Long.MAX_VALUE)),
        named("Locale.US", Locale.US),
        named("Locale.ROOT", Locale.ROOT),
        named("Locale script and extensions",
            Locale.forLanguageTag("sr-Latn-RS-u-nu-latn-x-private")),
        named("Locale ja_JP_JP", legacyLocale("ja", "JP", "JP")),
        named("Locale th_TH_TH", legacyLocale("th", "TH", "TH")),
        named("Locale no_NO_NY", legacyLocale("no", "NO", "NY")),
        named("Locale ill-formed variant", legacyLocale("es", "ES", "Traditional_WIN")),
        named("Locale ill-formed language", legacyLocale("toolonglanguage", "ABCD", "")),
        named("Locale variant only", legacyLocale("", "", "abc")),
        named("Currency EUR", Currency.getInstance("EUR")),
        named("URI full", URI.create("https://user@example.com:8443/a%20b/c?q=1&r=%C3%A9#frag")),
        named("URI relative", URI.create("../x/y")),
        named("URI opaque", URI.create("mailto:someone@example.com")),
        named("File relative", new File("a/b.txt")),
        named("File absolute", new File("/tmp/x")),
        named("Path relative", Path.of("a", "b", "c.txt")),
        named("Path absolute", Path.of("/var/log")),
        named("Path empty", Path.of("")),
        named("Charset UTF-8", StandardCharsets.UTF_8),
        named("Charset UTF-16LE", StandardCharsets.UTF_16LE),
        named("StringBuilder", new StringBuilder("h\u00e9llo \ud83d\ude00")),
        named("StringBuffer empty", new StringBuffer()),
        named("Pattern with flags", Pattern.compile("^a+(b|c)*$", Pattern.CASE_INSENSITIVE
            | Pattern.MULTILINE | Pattern.UNICODE_CHARACTER_CLASS)),
        named("Optional empty", Optional.empty()),
        named("Optional of array", Optional.of(new Object[] {1, "two"})),
        named("OptionalInt empty", OptionalInt.empty()),
        named("OptionalInt min", OptionalInt.of(Integer.MIN_VALUE)),
        named("OptionalLong max", OptionalLong.of(Long.MAX_VALUE)),
        named("OptionalDouble NaN", OptionalDouble.of(Double.NaN)),
        named("OptionalDouble -0.0", OptionalDouble.of(-0.0)),
        named("OptionalDouble empty", OptionalDouble.empty()),
        named("AtomicInteger", new AtomicInteger(Integer.MIN_VALUE)),
        named("AtomicLong", new AtomicLong(Long.MAX_VALUE)),
        named("AtomicBoolean", new AtomicBoolean(true)),
        named("AtomicReference", new AtomicReference<>("x")),
        named("AtomicReference empty", new AtomicReference<>()),
        named("AtomicIntegerArray", new AtomicIntegerArray(new int[] {1, -1, Integer.MAX_VALUE})),
        named("AtomicLongArray empty", new AtomicLongArray(0)),
        named("Class String", String.class),
        named("Class int", int.class),
        named("Class void", void.class),
        named("Class int[][]", int[][].class),
        named("Class String[]", String[].class),
        named("Class user record", Holder.class),
        named("Class of a built-in non-public class", java.time.ZoneId.of("Europe/Paris").getClass()),
        named("values inside a record", new Holder(Optional.of(java.time.Instant.ofEpochSecond(1, 2)),
            new Object[] {new BigDecimal("1.50"), UUID.nameUUIDFromBytes(new byte[0]),
                Locale.CANADA_FRENCH, null, OptionalInt.of(3), Pattern.compile("x")}))
    ).map(Arguments::of);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("values")
  void roundTrips(Object value) {
    Object back = RoundTrip.check(value);
    assertThat(back).hasSameClassAs(value);
  }

  @Test
  void urlsAreRefusedBecauseTheirHashCodeResolvesHosts() {
    // A URL key in a hash map makes the JDK resolve its host on hashCode: a DNS lookup chosen by
    // whoever wrote the payload. Serval has no URL serializer and points to URI instead.
    URL url = parse("https://example.invalid/p");
    Serval serval = Serval.builder().build();
    assertThatThrownBy(() -> serval.serialize(List.of(url))).isInstanceOf(SerialException.class)
        .hasMessageContaining("java.net.URL").hasMessageContaining("URI");
  }

  @SuppressWarnings("deprecation")
  private static URL parse(String text) {
    try {
      return new URL(text);
    } catch (java.net.MalformedURLException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void mutableValuesKeepTheirSharing() {
    Date date = new Date(5);
    StringBuilder text = new StringBuilder("shared");
    AtomicLong counter = new AtomicLong(7);
    Object[] array = {date, text, counter, date, text, counter};
    Object[] back = (Object[]) RoundTrip.checkWithReferences(array);
    assertThat(back[3]).isSameAs(back[0]);
    assertThat(back[4]).isSameAs(back[1]);
    assertThat(back[5]).isSameAs(back[2]);
  }

  @Test
  void atomicReferenceCycleResolves() {
    AtomicReference<Object> self = new AtomicReference<>();
    self.set(self);
    AtomicReference<?> back = (AtomicReference<?>) RoundTrip.checkWithReferences(self);
    assertThat(back.get()).isSameAs(back);
  }

  @Test
  void optionalHoldingItsOwner() {
    AtomicReference<Object> owner = new AtomicReference<>();
    owner.set(Optional.of(owner));
    AtomicReference<?> back = (AtomicReference<?>) RoundTrip.checkWithReferences(owner);
    assertThat(((Optional<?>) back.get()).get()).isSameAs(back);
  }
}
