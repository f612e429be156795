package dev.serval.malformed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SerialException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random damage to valid payloads: each read returns normally or throws SerialException, nothing
 * else. The seed is printed; set {@code -Dserval.fuzz.seed=...} to replay a failure.
 */
class ByteFlipTest {
  private static final long SEED = Long.getLong("serval.fuzz.seed", 0x5e7a1L);
  private static final int CASES_PER_PAYLOAD = 120;

  static List<Named<Corpus.Payload>> payloads() {
    return Corpus.payloads();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payloads")
  void randomDamageFailsCleanly(Corpus.Payload p) {
    long seed = SEED ^ java.util.Arrays.hashCode(p.bytes());
    System.out.println("ByteFlipTest seed " + seed + " (base -Dserval.fuzz.seed=" + SEED + ")");
    Random random = new Random(seed);
    int rejected = 0;
    for (int c = 0; c < CASES_PER_PAYLOAD; c++) {
      byte[] damaged = p.bytes().clone();
      int edits = 1 + random.nextInt(3);
      StringBuilder what = new StringBuilder();
      for (int e = 0; e < edits; e++) {
        int at = random.nextInt(damaged.length);
        byte to = random.nextInt(4) == 0 ? (byte) (damaged[at] ^ (1 << random.nextInt(8)))
            : (byte) random.nextInt(256);
        what.append(" [").append(at).append("]=").append(to);
        damaged[at] = to;
      }
      String caseName = "case " + c + " of seed " + seed + ":" + what;
      try {
        p.serval().deserialize(damaged, p.type());
      } catch (SerialException expected) {
        rejected++;
        assertThat(expected.offset()).as("offset in %s: %s", caseName, expected.getMessage())
            .isNotNegative();
      } catch (Throwable t) {
        throw new AssertionError(caseName + " threw " + t, t);
      }
      try {
        p.serval().deserialize(damaged);
      } catch (SerialException expected) {
        assertThat(expected.offset()).as("untyped offset in %s: %s", caseName,
            expected.getMessage()).isNotNegative();
      } catch (Throwable t) {
        throw new AssertionError("untyped " + caseName + " threw " + t, t);
      }
    }
    // The damage was real: some damaged payloads were refused (string bodies often stay valid).
    assertThat(rejected).isPositive();
  }
}
