package dev.serval.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.serval.ServalInput;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.InputStream;

/**
 * Fuzzes the stream reader ({@link ServalInput}): magic, frame lengths and the payloads inside.
 * Input: a selector byte (odd: the stream delivers one byte per read call, the case where
 * partial-read bugs hide), then the stream's bytes.
 */
class StreamReaderFuzzTest {
  /** Enough values to walk past the first frames without letting one input run long. */
  private static final int MAX_VALUES = 64;

  @FuzzTest(maxDuration = "10m")
  void streamReader(byte[] data) {
    InputStream bytes = new ByteArrayInputStream(FuzzSupport.rest(data));
    InputStream in = FuzzSupport.selector(data, 2) == 0 ? bytes : new OneByteAtATime(bytes);
    FuzzSupport.readOrRefuse(() -> {
      ServalInput reader = FuzzSupport.SERVAL.newReader(in);
      for (int i = 0; i < MAX_VALUES && reader.hasNext(); i++) {
        reader.read();
      }
    });
  }

  private static final class OneByteAtATime extends FilterInputStream {
    OneByteAtATime(InputStream in) {
      super(in);
    }

    @Override
    public int read(byte[] b, int off, int len) throws java.io.IOException {
      return super.read(b, off, Math.min(len, 1));
    }
  }
}
