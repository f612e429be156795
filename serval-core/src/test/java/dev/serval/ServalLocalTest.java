package dev.serval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.io.WriteBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A {@link ServalLocal} writes what its {@link Serval} writes (the round-trip harness checks that
 * for every type); here, what is particular to a handle: nested calls, and state after a failure.
 */
class ServalLocalTest {

  /** Holds a payload of its own, made by the handle that is writing the outer one. */
  record Envelope(Object contents) {}

  /** Serializes an envelope's contents with {@link #local}, in the middle of the outer call. */
  static final class EnvelopeSerializer extends Serializer<Envelope> {
    ServalLocal local;
    boolean intoBuffer;

    @Override
    public void write(WriteContext context, Envelope value) {
      byte[] inner;
      if (intoBuffer) {
        WriteBuffer buffer = new WriteBuffer(8);
        local.serialize(value.contents(), buffer);
        inner = buffer.toByteArray();
      } else {
        inner = local.serialize(value.contents());
      }
      context.buffer().writeVarUInt32(inner.length);
      context.buffer().writeBytes(inner);
    }

    @Override
    public Envelope read(ReadContext context) {
      byte[] inner = context.buffer().readBytes(context.buffer().readVarUInt32());
      return new Envelope(local.deserialize(inner));
    }
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void aCallNestedInAnotherOnTheSameHandleWorks(boolean intoBuffer) {
    EnvelopeSerializer serializer = new EnvelopeSerializer();
    serializer.intoBuffer = intoBuffer;
    Serval serval = Serval.builder().register(Envelope.class, 1, serializer).build();
    ServalLocal local = serval.local();
    serializer.local = local;
    // Something before and after the envelope, where a clobbered outer state would show.
    List<Object> value = List.of("before", new Envelope(List.of("a", Map.of("b", 2))), "after");
    byte[] bytes = local.serialize(value);
    assertThat(local.deserialize(bytes)).isEqualTo(value);
    WriteBuffer buffer = new WriteBuffer(8);
    local.serialize(value, buffer);
    assertThat(buffer.toByteArray()).isEqualTo(bytes);
    assertThat(local.serialize(value)).as("the outer call's state survived").isEqualTo(bytes);
  }

  @Test
  void aFailedCallLeavesTheHandleUsable() {
    Serval serval = Serval.builder().build();
    ServalLocal local = serval.local();
    Object good = List.of("x", 1L, Map.of("k", List.of(2.5)));
    assertThatThrownBy(() -> local.serialize(List.of("x", Thread.currentThread())))
        .isInstanceOf(SerialException.class);
    assertThat(local.serialize(good)).isEqualTo(serval.serialize(good));
    byte[] truncated = serval.serialize(good);
    truncated = java.util.Arrays.copyOf(truncated, truncated.length - 1);
    byte[] cut = truncated;
    assertThatThrownBy(() -> local.deserialize(cut)).isInstanceOf(SerialException.class);
    assertThat(local.deserialize(serval.serialize(good))).isEqualTo(good);
  }

  @Test
  void slicesAreCheckedLikeTheInstancesOwn() {
    ServalLocal local = Serval.builder().build().local();
    assertThatThrownBy(() -> local.deserialize(new byte[4], 3, 2, Object.class))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
