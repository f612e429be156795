package dev.serval.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.serval.SerialException;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;

/**
 * Fuzzes string decoding. Input: a selector byte, then either a whole payload read as a
 * {@code String} (even selector) or a bare wire {@code string} read by the buffer (odd selector).
 * A bare string that decodes must encode back to a string that decodes equal: Latin-1 and UTF-16
 * bodies, unpaired surrogates included, are lossless.
 */
class StringFuzzTest {
  @FuzzTest(maxDuration = "10m")
  void strings(byte[] data) {
    byte[] body = FuzzSupport.rest(data);
    if (FuzzSupport.selector(data, 2) == 0) {
      FuzzSupport.readOrRefuse(() -> FuzzSupport.SERVAL.deserialize(body, String.class));
      return;
    }
    String decoded;
    try {
      decoded = new ReadBuffer(body).readString(1 << 20);
    } catch (SerialException refused) {
      return;
    }
    WriteBuffer out = new WriteBuffer(16);
    out.writeString(decoded);
    String again = new ReadBuffer(out.bytes(), 0, out.position()).readString(1 << 20);
    if (decoded == null ? again != null : !decoded.equals(again)) {
      throw new AssertionError("string did not survive re-encoding: " + decoded);
    }
  }
}
