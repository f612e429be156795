package dev.serval.malformed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import dev.serval.testing.SmallStack;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A payload of a million {@code Object[]} nested one in another, hand-written so that no writer
 * depth limit stops it: reading must stop at the depth limit, never overflow the stack.
 */
class HostileNestingTest {
  private static final int LEVELS = 1_000_000;

  /**
   * Each level is: the Object[] class tag, length 1, elements header 0 (polymorphic, no nulls),
   * then the element's own slot, which is the next level. The innermost array is empty.
   */
  static byte[] nestedArrays(Serval serval, int levels) {
    byte[] empty = serval.serialize(new Object[0]); // header, class tag, length 0
    byte[] tag = Arrays.copyOfRange(empty, 1, empty.length - 1);
    WriteBuffer out = new WriteBuffer(levels * (tag.length + 2) + 16);
    out.writeByte(empty[0]);
    for (int i = 0; i < levels; i++) {
      out.writeBytes(tag, 0, tag.length);
      out.writeVarUInt32(1);
      out.writeByte(0);
    }
    out.writeBytes(tag, 0, tag.length);
    out.writeVarUInt32(0);
    return out.toByteArray();
  }

  @ParameterizedTest(name = "references {0}")
  @ValueSource(booleans = {false, true})
  void millionNestedArraysStopAtTheDefaultDepthLimit(boolean references) throws Exception {
    Serval serval = Serval.builder().references(references).build();
    byte[] bytes = nestedArrays(serval, LEVELS);
    SerialException e = SmallStack.call(() -> Corpus.assertRejected(
        () -> serval.deserialize(bytes, Object[].class)));
    assertThat(e).hasMessageContaining("Limits.maxDepth")
        .hasMessageContaining(String.valueOf(Limits.DEFAULT.maxDepth()));
  }

  @Test
  void configuredDepthLimitStopsEarly() {
    Serval serval = Serval.builder().limits(Limits.DEFAULT.withMaxDepth(500)).build();
    assertThat(serval.deserialize(nestedArrays(serval, 498), Object[].class)).hasSize(1);
    byte[] bytes = nestedArrays(serval, LEVELS);
    SerialException e = Corpus.assertRejected(() -> serval.deserialize(bytes));
    assertThat(e).hasMessageContaining("limit of 500");
    // It stopped near level 500, not after walking the whole input.
    assertThat(e.offset()).isLessThan(600L * 4);
  }
}
