package dev.serval.fuzz;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.fuzz.fixtures.Client;
import dev.serval.fuzz.fixtures.Image;
import dev.serval.fuzz.fixtures.Media;
import dev.serval.fuzz.fixtures.MediaContent;
import java.util.Arrays;

/** What every fuzz target shares: the readers under test and the one acceptable failure. */
final class FuzzSupport {
  /**
   * The reader under test: default limits and policy, plus the fixture package allowed, so that
   * inputs can reach the object and record code and not only built-in types. It accepts
   * references (a reader without them refuses such payloads outright) and follows each payload's
   * schema mode, so one instance covers every mode.
   */
  static final Serval SERVAL =
      Serval.builder().references(true).allowPackages("dev.serval.fuzz").build();

  /** The roots of the typed target; the first input byte picks one. */
  static final Class<?>[] GRAPH_ROOTS = {MediaContent.class, Client.class, Media.class,
      Image.class, Client.Partner.class};

  private FuzzSupport() {}

  /**
   * Runs a read of hostile bytes. Returning normally or throwing {@link SerialException} are the
   * only acceptable outcomes; anything else (another exception, an error) escapes to the fuzzer,
   * which reports it as a finding.
   */
  static void readOrRefuse(Runnable read) {
    try {
      read.run();
    } catch (SerialException refused) {
      if (refused.getMessage() == null) {
        throw new AssertionError("SerialException without a message", refused);
      }
    }
  }

  /** The bytes after the selector byte. */
  static byte[] rest(byte[] data) {
    return data.length == 0 ? data : Arrays.copyOfRange(data, 1, data.length);
  }

  /** The choice among {@code count} options the selector byte (the first) makes. */
  static int selector(byte[] data, int count) {
    return data.length == 0 ? 0 : (data[0] & 0xFF) % count;
  }
}
