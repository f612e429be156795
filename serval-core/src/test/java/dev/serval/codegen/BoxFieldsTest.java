package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.codegen.CodegenFixtures.Boxes;
import dev.serval.io.WriteBuffer;
import dev.serval.testing.DeepEquality;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A generated codec writes a box field's marker and value after one capacity check (see {@code
 * WriteSession#writeBoxMarker}), so that check must cover the widest value of each box: whatever
 * offset of the buffer's end a box meets, the payload is whole and the same as the portable path's.
 */
class BoxFieldsTest {
  @Test
  void everyBoxIsWrittenWholeWhereverTheBufferEnds() {
    Serval generated = Serval.builder().register(Boxes.class, 1).codegen(true).build();
    Serval portable = Serval.builder().register(Boxes.class, 1).codegen(false).build();
    Boxes value = Boxes.sample(5);
    byte[] expected = portable.serialize(value);
    // The payload appended after `filler` bytes in a buffer of 16: every field's bytes meet the
    // end of the array (and its growth) at one filler length or another.
    for (int filler = 0; filler <= 2 * expected.length + 16; filler++) {
      WriteBuffer buffer = new WriteBuffer(16);
      buffer.writeBytes(new byte[filler]);
      int length = generated.serialize(value, buffer);
      byte[] payload = Arrays.copyOfRange(buffer.bytes(), filler, filler + length);
      assertThat(payload).as("after %d bytes", filler).isEqualTo(expected);
      assertThat(DeepEquality.difference(value, generated.deserialize(payload, Boxes.class),
          false)).isNull();
    }
  }
}
