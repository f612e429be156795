package dev.serval.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sample value of the round-trip tests, damaged: cut short at every length, and with each
 * byte replaced in turn. A damaged payload may still decode to some value, but it must never fail
 * with anything other than a {@link SerialException}.
 */
class CorruptedValuesTest {
  private static final int[] REPLACEMENTS = {0x00, 0x01, 0x0D, 0x20, 0x7F, 0x80, 0xFF};

  private static final Serval[] MODES = {
      Serval.builder().allowPackages("dev.serval").build(),
      Serval.builder().allowPackages("dev.serval").references(true).build()};

  static Stream<Arguments> samples() {
    return Stream.concat(TimeValuesTest.values(), OtherValuesTest.values())
        .filter(a -> MODES[0].serialize(payloadOf(a)).length < 4096);
  }

  private static Object payloadOf(Arguments arguments) {
    Object value = arguments.get()[0];
    return value instanceof org.junit.jupiter.api.Named<?>
        ? ((org.junit.jupiter.api.Named<?>) value).getPayload() : value;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void everyTruncationFailsCleanly(Object value) {
    for (Serval serval : MODES) {
      byte[] bytes = serval.serialize(value);
      for (int length = 0; length < bytes.length; length++) {
        byte[] cut = Arrays.copyOf(bytes, length);
        assertThatThrownBy(() -> serval.deserialize(cut, value.getClass()))
            .as("cut to %d of %d bytes", length, bytes.length)
            .isInstanceOf(SerialException.class);
        assertThatThrownBy(() -> serval.deserialize(cut))
            .isInstanceOf(SerialException.class);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void everyByteReplacementFailsCleanlyOrDecodes(Object value) {
    for (Serval serval : MODES) {
      byte[] bytes = serval.serialize(value);
      for (int at = 1; at < bytes.length; at++) {
        for (int replacement : REPLACEMENTS) {
          byte[] damaged = bytes.clone();
          damaged[at] = (byte) replacement;
          assertCleanOutcome(() -> serval.deserialize(damaged, value.getClass()), at, replacement);
          assertCleanOutcome(() -> serval.deserialize(damaged), at, replacement);
        }
      }
    }
  }

  private static void assertCleanOutcome(Supplier<Object> read, int at, int replacement) {
    Throwable thrown = catchThrowable(read::get);
    if (thrown != null && !(thrown instanceof SerialException)) {
      throw new AssertionError("byte " + at + " set to " + replacement + " failed with "
          + thrown, thrown);
    }
  }

  @Test
  void bigIntegerBeyondTheSizeLimitFailsEvenWhenTheBytesArePresent() {
    Serval serval = Serval.builder().build();
    byte[] one = serval.serialize(BigInteger.ONE); // header, tag, length 1, 0x01
    int declared = (1 << 24) + 1;
    WriteBuffer length = new WriteBuffer(16);
    length.writeVarUInt32(declared);
    byte[] bad = Arrays.copyOf(one, one.length - 2 + length.position() + declared);
    System.arraycopy(length.toByteArray(), 0, bad, one.length - 2, length.position());
    bad[bad.length - declared] = 1;
    assertThatThrownBy(() -> serval.deserialize(bad, BigInteger.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("BigInteger byte count");
  }

  @Test
  void classObjectsFollowTheClassPolicy() {
    Serval strict = Serval.builder().build();
    byte[] bytes = strict.serialize(Thread.class);
    assertThatThrownBy(() -> strict.deserialize(bytes)).isInstanceOf(SerialException.class)
        .hasMessageContaining("not allowed");
    Serval allowing = Serval.builder().allowClasses(Thread.class).build();
    assertThat(allowing.deserialize(bytes)).isEqualTo(Thread.class);
  }

  @Test
  void classObjectsThatCannotBeReadAreRefusedWhenWritten() {
    Serval serval = Serval.builder().build();
    Runnable lambda = () -> { };
    assertThatThrownBy(() -> serval.serialize(lambda.getClass()))
        .isInstanceOf(SerialException.class).hasMessageContaining("hidden");
    assertThatThrownBy(() -> serval.serialize(Runtime.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("deny list");
  }
}
