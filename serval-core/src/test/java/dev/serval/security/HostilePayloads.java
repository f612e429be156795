package dev.serval.security;

import dev.serval.io.WriteBuffer;

/**
 * Hand-built hostile payloads, byte by byte as docs/FORMAT.md lays them out, for inputs no writer
 * would produce.
 */
final class HostilePayloads {
  /** Payload header: format version 1, references off, FIXED. */
  static final int TREE_FIXED = 0x10;
  /** Slot tags of built-in classes: common id + 3. */
  static final int TAG_STRING = 3;
  static final int TAG_BYTES = 9 + 3;
  static final int TAG_INTS = 10 + 3;
  static final int TAG_LONGS = 11 + 3;
  static final int TAG_OBJECTS = 13 + 3;
  static final int TAG_ARRAY_LIST = 14 + 3;
  static final int TAG_HASH_MAP = 15 + 3;
  static final int TAG_HASH_SET = 16 + 3;
  static final int TAG_BIG_DECIMAL = 21 + 3;
  static final int TAG_BIG_INTEGER = 22 + 3;
  static final int TAG_CLASS_BY_NAME = 2;
  /** String header coders. */
  static final int LATIN1 = 1;
  static final int UTF16 = 2;

  private HostilePayloads() {}

  /** A payload: header, slot tag, then {@code varu32} values, then {@code tail} raw bytes. */
  static byte[] of(int header, int tag, long[] varUInts, int tailBytes) {
    WriteBuffer out = new WriteBuffer(32);
    out.writeByte(header);
    out.writeVarUInt32(tag);
    for (long v : varUInts) {
      out.writeVarUInt32((int) v);
    }
    for (int i = 0; i < tailBytes; i++) {
      out.writeByte(0);
    }
    return out.toByteArray();
  }

  /** A payload naming {@code className} in a polymorphic slot, followed by a few body bytes. */
  static byte[] naming(int header, String className) {
    WriteBuffer out = new WriteBuffer(64);
    out.writeByte(header);
    out.writeVarUInt32(TAG_CLASS_BY_NAME);
    out.writeString(className);
    for (int i = 0; i < 8; i++) {
      out.writeByte(0);
    }
    return out.toByteArray();
  }

  /**
   * {@code levels} {@code Object[1]} arrays, each holding the next in a polymorphic slot, the
   * innermost holding null: 3 bytes per level.
   */
  static byte[] nestedArrays(int levels) {
    WriteBuffer out = new WriteBuffer(levels * 3 + 8);
    out.writeByte(TREE_FIXED);
    for (int i = 0; i < levels; i++) {
      out.writeVarUInt32(TAG_OBJECTS);
      out.writeVarUInt32(1); // length
      out.writeByte(0); // element run flags: polymorphic, no null marker
    }
    out.writeVarUInt32(0); // null
    return out.toByteArray();
  }
}
