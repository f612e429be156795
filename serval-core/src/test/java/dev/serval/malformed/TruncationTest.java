package dev.serval.malformed;

import java.util.List;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every prefix of a valid payload is invalid, and says where it ran out. */
class TruncationTest {
  static List<Named<Corpus.Payload>> payloads() {
    return Corpus.payloads();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payloads")
  void everyTruncationIsRejected(Corpus.Payload p) {
    for (int length = 0; length < p.bytes().length; length++) {
      int n = length;
      Corpus.assertRejected(() -> p.serval().deserialize(p.bytes(), 0, n, p.type()));
      Corpus.assertRejected(() -> p.serval().deserialize(java.util.Arrays.copyOf(p.bytes(), n)));
    }
  }
}
