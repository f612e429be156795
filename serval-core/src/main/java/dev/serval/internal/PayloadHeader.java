package dev.serval.internal;

import dev.serval.SchemaMode;
import dev.serval.SerialException;

/**
 * The first byte of every payload: the format version in the high four bits, then flags. A reader
 * follows the flags of the payload it reads, not its own configuration. With {@link #REGISTRY} the
 * registry fingerprint follows as {@code i16le} (FIXED payloads only).
 */
final class PayloadHeader {
  static final int FORMAT_VERSION = 1;
  static final int REFERENCES = 1;
  static final int EVOLVING = 2;
  /** The registry fingerprint follows the header: see {@link TypeRegistry#registryFingerprint}. */
  static final int REGISTRY = 4;
  private static final int KNOWN_FLAGS = REFERENCES | EVOLVING | REGISTRY;

  private PayloadHeader() {}

  static int encode(boolean references, SchemaMode schema, boolean registryFingerprint) {
    return (FORMAT_VERSION << 4)
        | (references ? REFERENCES : 0)
        | (schema == SchemaMode.EVOLVING ? EVOLVING : 0)
        | (registryFingerprint ? REGISTRY : 0);
  }

  static void check(int header, int offset) {
    int version = header >>> 4;
    if (version != FORMAT_VERSION) {
      throw new SerialException(
          "unsupported format version " + version + " (this reader reads version "
              + FORMAT_VERSION + "); is this a Serval payload?", offset);
    }
    if ((header & 0x0F & ~KNOWN_FLAGS) != 0) {
      throw new SerialException("unknown payload flags " + Integer.toBinaryString(header & 0x0F),
          offset);
    }
    if ((header & (EVOLVING | REGISTRY)) == (EVOLVING | REGISTRY)) {
      throw new SerialException("an EVOLVING payload cannot carry a registry fingerprint (FIXED"
          + " mode only): malformed header", offset);
    }
  }
}
