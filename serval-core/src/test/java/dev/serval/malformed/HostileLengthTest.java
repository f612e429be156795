package dev.serval.malformed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Declared lengths near 2^31 and 2^32 must be refused before anything is allocated for them: fast,
 * with a SerialException, never an OutOfMemoryError.
 */
class HostileLengthTest {
  private static final Serval SERVAL = Serval.builder().allowPackages("dev.serval").build();

  /**
   * A payload whose root is an empty {@code sample}, with its last byte (the zero length) replaced
   * by {@code length} as a VarUInt32 and followed by {@code padding} zero bytes.
   */
  static byte[] withLength(Object sample, int lengthBits, int padding) {
    byte[] valid = SERVAL.serialize(sample);
    assertThat(valid[valid.length - 1]).isEqualTo((byte) 0);
    WriteBuffer out = new WriteBuffer(16);
    out.writeBytes(valid, 0, valid.length - 1);
    out.writeVarUInt32(lengthBits);
    out.writeBytes(new byte[padding], 0, padding);
    return out.toByteArray();
  }

  record Case(Object emptySample, int lengthBits, int padding) {}

  static Stream<Named<Case>> cases() {
    List<Object> samples = List.of(new byte[0], new short[0], new char[0], new int[0],
        new long[0], new float[0], new double[0], new boolean[0], new Object[0], new String[0],
        new Corpus.Station[0], new int[0][], new Corpus.Level[0]);
    return samples.stream().flatMap(sample -> Stream.of(
        new Case(sample, Integer.MAX_VALUE, 0),
        new Case(sample, Integer.MAX_VALUE, 1000),
        new Case(sample, Integer.MAX_VALUE - 8, 1000),
        new Case(sample, -1, 0),
        new Case(sample, -1, 1000),
        new Case(sample, 1 << 30, 64)))
        .map(c -> Named.of(c.emptySample().getClass().getSimpleName() + " length "
            + Integer.toUnsignedString(c.lengthBits()) + " + " + c.padding() + " bytes", c));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void hugeArrayLengthIsRefusedFast(Case c) {
    byte[] bytes = withLength(c.emptySample(), c.lengthBits(), c.padding());
    assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
      Corpus.assertRejected(() -> SERVAL.deserialize(bytes, c.emptySample().getClass()));
      Corpus.assertRejected(() -> SERVAL.deserialize(bytes));
    });
  }

  /** String headers hold the length in their upper 30 bits and the coder in the low 2. */
  static Stream<Named<Integer>> stringHeaders() {
    return Stream.of(
        Named.of("2^30-1 Latin-1 chars", (0x3FFFFFFF << 2) | 1),
        Named.of("2^30-1 UTF-16 chars", (0x3FFFFFFF << 2) | 2),
        Named.of("2^32-1 (invalid coder)", -1),
        Named.of("2^31-1 (invalid coder)", Integer.MAX_VALUE),
        Named.of("2^29 UTF-16 chars", (1 << 29 << 2) | 2),
        Named.of("1000 UTF-16 chars with 1000 bytes left", (1000 << 2) | 2));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stringHeaders")
  void hugeStringLengthIsRefusedFast(int header) {
    byte[] valid = SERVAL.serialize("");
    WriteBuffer out = new WriteBuffer(16);
    out.writeBytes(valid, 0, valid.length - 1); // the empty string's header is its last byte
    out.writeVarUInt32(header);
    out.writeBytes(new byte[1000], 0, 1000);
    byte[] bytes = out.toByteArray();
    assertTimeoutPreemptively(Duration.ofSeconds(2), () -> {
      Corpus.assertRejected(() -> SERVAL.deserialize(bytes, String.class));
      Corpus.assertRejected(() -> SERVAL.deserialize(bytes));
    });
  }

  @Test
  void configuredLimitsApplyToHonestLengths() {
    Serval strict = Serval.builder()
        .limits(Limits.DEFAULT.withMaxArrayLength(10).withMaxStringLength(10)).build();
    assertThat(strict.deserialize(strict.serialize(new int[10]), int[].class)).hasSize(10);
    SerialException array = Corpus.assertRejected(
        () -> strict.deserialize(SERVAL.serialize(new int[11]), int[].class));
    assertThat(array).hasMessageContaining("Limits.maxArrayLength");
    Corpus.assertRejected(() -> strict.deserialize(SERVAL.serialize(new Object[11]), Object[].class));
    SerialException string = Corpus.assertRejected(
        () -> strict.deserialize(SERVAL.serialize("x".repeat(11)), String.class));
    assertThat(string).hasMessageContaining("limit");
  }

  /** The refusals give the numbers they refused, as read from the payload and the limits. */
  @Test
  void refusalsNameTheNumbers() {
    Serval strict = Serval.builder().limits(Limits.DEFAULT.withMaxArrayLength(10)).build();
    assertThat(Corpus.assertRejected(
        () -> strict.deserialize(SERVAL.serialize(new int[11]), int[].class)))
        .hasMessageContaining("length 11 exceeds the limit of 10 (Limits.maxArrayLength)");
    assertThat(Corpus.assertRejected(
        () -> SERVAL.deserialize(withLength(new int[0], 1000, 3999), int[].class)))
        .hasMessageContaining("declared length 1000 exceeds the 3999 bytes left");
    assertThat(Corpus.assertRejected(
        () -> SERVAL.deserialize(withLength(new int[0], -1, 0), int[].class)))
        .hasMessageContaining("length 4294967295 out of range");
  }

  @Test
  void payloadLimitAppliesToWholePayloads() {
    Serval strict = Serval.builder().limits(Limits.DEFAULT.withMaxPayloadBytes(100)).build();
    byte[] big = SERVAL.serialize(new byte[200]);
    assertThat(Corpus.assertRejected(() -> strict.deserialize(big, byte[].class)))
        .hasMessageContaining("Limits.maxPayloadBytes");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> strict.serialize(new byte[200]))
        .isInstanceOf(SerialException.class).hasMessageContaining("Limits.maxPayloadBytes");
    assertThat(Arrays.equals(strict.deserialize(strict.serialize(new byte[50]), byte[].class),
        new byte[50])).isTrue();
  }
}
