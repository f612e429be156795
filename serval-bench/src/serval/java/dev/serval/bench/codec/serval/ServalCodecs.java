package dev.serval.bench.codec.serval;

import dev.serval.SchemaMode;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.ServalNames;

/** Called by name from {@code Codecs}: this folder compiles only once serval-core has its API. */
public final class ServalCodecs {
  private ServalCodecs() {}

  public static Codec create(String name) {
    return switch (name) {
      case ServalNames.FIXED -> new ServalCodec(name, false, SchemaMode.FIXED, true);
      case ServalNames.FIXED_REFERENCES -> new ServalCodec(name, true, SchemaMode.FIXED, false);
      case ServalNames.EVOLVING -> new ServalCodec(name, false, SchemaMode.EVOLVING, false);
      case ServalNames.EVOLVING_REFERENCES -> new ServalCodec(name, true, SchemaMode.EVOLVING, false);
      default -> throw new IllegalArgumentException("Not a Serval codec: " + name);
    };
  }
}
