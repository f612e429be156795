package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;

/**
 * Stands in for a class that changed between writer and reader: payloads name classes in Latin-1,
 * so a payload written with one class is read as another by replacing its name with a name of the
 * same length.
 */
final class Evolution {
  private Evolution() {}

  static byte[] rename(byte[] payload, String from, String to) {
    byte[] a = from.getBytes(StandardCharsets.ISO_8859_1);
    byte[] b = to.getBytes(StandardCharsets.ISO_8859_1);
    assertThat(b).hasSameSizeAs(a);
    byte[] out = payload.clone();
    int replaced = 0;
    for (int i = 0; i + a.length <= out.length; i++) {
      if (matches(out, i, a)) {
        System.arraycopy(b, 0, out, i, b.length);
        replaced++;
      }
    }
    assertThat(replaced).as("occurrences of " + from).isPositive();
    return out;
  }

  private static boolean matches(byte[] bytes, int at, byte[] what) {
    for (int k = 0; k < what.length; k++) {
      if (bytes[at + k] != what[k]) {
        return false;
      }
    }
    return true;
  }
}
