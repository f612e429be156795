package dev.serval.malformed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.ServalInput;
import dev.serval.io.WriteBuffer;
import java.io.ByteArrayInputStream;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Stream frames: a 4-byte stream header, then per value a VarUInt32 length and the payload. */
class StreamFrameTest {
  private static final byte[] MAGIC = {'S', 'R', 'V', 1};

  static byte[] stream(int frameLength, int bodyBytes) {
    WriteBuffer out = new WriteBuffer(16);
    out.writeBytes(MAGIC, 0, MAGIC.length);
    out.writeVarUInt32(frameLength);
    out.writeBytes(new byte[bodyBytes], 0, bodyBytes);
    return out.toByteArray();
  }

  static Stream<Named<Object[]>> frames() {
    return Stream.of(
        Named.of("length over a 64-byte limit", new Object[] {64, 1000, 10}),
        Named.of("length 2^31-1 over the default limit", new Object[] {null, Integer.MAX_VALUE, 10}),
        Named.of("length 2^32-1 (negative)", new Object[] {null, -1, 10}),
        Named.of("length within the limit, stream ends early", new Object[] {null, 5000, 10}),
        Named.of("length 2^30 within the default limit, stream ends early",
            new Object[] {null, 1 << 30, 10}));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("frames")
  void badFramesAreRefusedWithoutAllocatingTheirLength(Object[] c) {
    Integer limit = (Integer) c[0];
    Serval serval = Serval.builder()
        .limits(limit == null ? Limits.DEFAULT : Limits.DEFAULT.withMaxPayloadBytes(limit))
        .build();
    byte[] bytes = stream((Integer) c[1], (Integer) c[2]);
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
      ServalInput in = serval.newReader(new ByteArrayInputStream(bytes));
      Corpus.assertRejected(in::read);
    });
  }

  @Test
  void frameOverTheLimitNamesTheLimit() {
    Serval serval = Serval.builder().limits(Limits.DEFAULT.withMaxPayloadBytes(64)).build();
    ServalInput in = serval.newReader(new ByteArrayInputStream(stream(65, 65)));
    SerialException e = Corpus.assertRejected(in::read);
    assertThat(e).hasMessageContaining("Limits.maxPayloadBytes");
    assertThat(e.offset()).isEqualTo(4);
  }

  @Test
  void frameLengthLongerThanFiveBytesIsRefused() {
    byte[] bytes = {'S', 'R', 'V', 1, (byte) 0xF8, 0, 0, 0, 0, 0, 1};
    ServalInput in = Serval.builder().build().newReader(new ByteArrayInputStream(bytes));
    assertThat(Corpus.assertRejected(in::read)).hasMessageContaining("longer than 5 bytes");
  }

  /** Five bytes carry 35 bits; a length must fit an int. */
  @Test
  void frameLengthBeyondAnIntIsRefused() {
    byte[] bytes = {'S', 'R', 'V', 1, (byte) 0xF1, 0, 0, 0, 0, 1};
    ServalInput in = Serval.builder().build().newReader(new ByteArrayInputStream(bytes));
    assertThat(Corpus.assertRejected(in::read)).hasMessageContaining("out of range");
  }

  @Test
  void malformedPayloadInsideAValidFrameIsRefused() {
    byte[] bytes = stream(3, 3); // payload 00 00 00: version 0
    ServalInput in = Serval.builder().build().newReader(new ByteArrayInputStream(bytes));
    assertThat(Corpus.assertRejected(in::read)).hasMessageContaining("format version");
  }

  @Test
  void wrongStreamVersionIsRefused() {
    byte[] bytes = {'S', 'R', 'V', 9, 0};
    ServalInput in = Serval.builder().build().newReader(new ByteArrayInputStream(bytes));
    assertThat(Corpus.assertRejected(in::read)).hasMessageContaining("version");
  }
}
