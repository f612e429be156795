package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Limits;
import dev.serval.Serval;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A reader session keeps a payload's array after a call only while it is small. */
class ReadSessionRetentionTest {
  private final ReadSession session = new ReadSession(
      new TypeRegistry(Map.of(), Map.of(), null, getClass().getClassLoader(), true),
      Limits.DEFAULT, false);

  private int positionAfterReading(String text) {
    byte[] payload = Serval.builder().build().serialize(text);
    session.begin(payload, 0, payload.length, String.class);
    assertThat(session.readObject(String.class)).isEqualTo(text);
    session.end();
    return session.buffer().position();
  }

  @Test
  void aSmallPayloadStaysUntilTheNextCall() {
    assertThat(positionAfterReading("small")).as("still pointing at the payload").isPositive();
  }

  @Test
  void aLargePayloadIsLetGo() {
    assertThat(positionAfterReading("x".repeat(WriteSession.RETAINED_BUFFER_BYTES + 1)))
        .as("pointing at an empty array").isZero();
  }
}
