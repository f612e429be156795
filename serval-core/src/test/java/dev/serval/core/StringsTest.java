package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Strings are UTF-16 code units, not text: every char must come back, valid Unicode or not. */
class StringsTest {
  private static final int CHUNK = 4096;

  /** The whole BMP, surrogates included, in 16 chunks of 4096 consecutive chars. */
  static Stream<Named<String>> bmpChunks() {
    return IntStream.range(0, 0x10000 / CHUNK).mapToObj(chunk -> {
      StringBuilder sb = new StringBuilder(CHUNK);
      for (int c = chunk * CHUNK; c < (chunk + 1) * CHUNK; c++) {
        sb.append((char) c);
      }
      return Named.of(String.format("U+%04X..U+%04X", chunk * CHUNK, (chunk + 1) * CHUNK - 1),
          sb.toString());
    });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bmpChunks")
  void everyBmpCharRoundTrips(String chunk) {
    assertThat(RoundTrip.check(chunk)).isEqualTo(chunk);
  }

  static Stream<Named<String>> specialStrings() {
    StringBuilder supplementary = new StringBuilder();
    for (int cp = 0x10000; cp <= Character.MAX_CODE_POINT; cp += 0x1F3) {
      supplementary.appendCodePoint(cp);
    }
    StringBuilder latin1 = new StringBuilder();
    for (char c = 0; c <= 0xFF; c++) {
      latin1.append(c);
    }
    return Stream.of(
        Named.of("empty", ""),
        Named.of("NUL char", "\0"),
        Named.of("all Latin-1", latin1.toString()),
        Named.of("Latin-1 then one wide char at the end", latin1 + "\u0100"),
        Named.of("supplementary pairs across all planes", supplementary.toString()),
        Named.of("max code point", new String(Character.toChars(Character.MAX_CODE_POINT))),
        Named.of("lone high surrogate", "a\uD83Db"),
        Named.of("lone low surrogate", "a\uDE00b"),
        Named.of("reversed pair", "\uDE00\uD83D"),
        Named.of("high surrogate at end", "abc\uDBFF"),
        Named.of("BOM and noncharacters", "\uFEFF\uFFFE\uFFFF"),
        Named.of("very long Latin-1 (1M chars)", "x\u00e9".repeat(500_000)),
        Named.of("very long UTF-16 (300k chars)", "\u4e2d\ud83d\ude00".repeat(100_000)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("specialStrings")
  void specialStringsRoundTrip(String value) {
    assertThat(RoundTrip.check(value)).isEqualTo(value);
  }

  @Test
  void latin1IsOneBytePerCharAndWideIsTwo() {
    Serval serval = Serval.builder().build();
    int latin1 = serval.serialize("\u00ff".repeat(1000)).length;
    int wide = serval.serialize("\u0100".repeat(1000)).length;
    assertThat(latin1).isBetween(1000, 1010);
    assertThat(wide).isBetween(2000, 2010);
  }

  /** An empty string and null differ on the wire. */
  @Test
  void emptyIsNotNull() {
    Serval serval = Serval.builder().build();
    assertThat(serval.deserialize(serval.serialize(""), String.class)).isEmpty();
    assertThat(serval.deserialize(serval.serialize(null), String.class)).isNull();
    Holder h = new Holder();
    h.empty = "";
    Holder copy = (Holder) RoundTrip.check(h);
    assertThat(copy.empty).isEmpty();
    assertThat(copy.none).isNull();
  }

  static final class Holder {
    String empty;
    String none;
  }
}
