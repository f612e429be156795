package dev.serval.values;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * A date is one {@code varu64} word (zig-zag year from 2000, month, day); words below 2^32 go
 * through the 32-bit writer, which must give the 64-bit writer's bytes at every length, both
 * signs of the year, and across the 2^31 and 2^32 boundaries of the word.
 */
class DateWordTest {
  private final Serval serval = Serval.builder().build();

  private static byte[] varu64(long word) {
    WriteBuffer out = new WriteBuffer(16);
    out.writeVarUInt64(word);
    return out.toByteArray();
  }

  @Test
  void everyWordLengthIsTheVaru64Encoding() {
    for (int bits = 9; bits <= 40; bits++) {
      for (long zigzag : new long[] {(1L << (bits - 9)) - 1, 1L << (bits - 9)}) {
        long year = (zigzag >>> 1) ^ -(zigzag & 1);
        if (year + 2000 < -999_999_999 || year + 2000 > 999_999_999) {
          continue;
        }
        LocalDate date = LocalDate.of((int) (year + 2000), 12, 31);
        long word = zigzag << 9 | 12 << 5 | 31;
        byte[] payload = serval.serialize(date);
        assertThat(payload).as("%s", date).endsWith(varu64(word));
        assertThat(serval.deserialize(payload)).isEqualTo(date);
      }
    }
  }
}
