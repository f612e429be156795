package dev.serval.internal.serializers.objects;

import java.nio.charset.StandardCharsets;

/** A 32-bit FNV-1a hash over strings, folded to 16 bits for the FIXED-mode class fingerprint. */
public final class Fingerprint {
  private int hash = 0x811C9DC5;

  public Fingerprint add(String text) {
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      hash = (hash ^ (b & 0xFF)) * 0x01000193;
    }
    hash = (hash ^ 0xFF) * 0x01000193; // a separator, so ("ab","c") differs from ("a","bc")
    return this;
  }

  public int value16() {
    return (hash ^ (hash >>> 16)) & 0xFFFF;
  }
}
