package dev.serval.internal.serializers.hooks;

import java.io.UTFDataFormatException;

/**
 * The modified UTF-8 of {@link java.io.DataOutput#writeUTF}: U+0000 as two bytes, supplementary
 * characters as two three-byte surrogates, at most 65535 bytes. Reading goes through
 * {@link java.io.DataInputStream#readUTF(java.io.DataInput)}, which is public.
 */
final class ModifiedUtf8 {
  private ModifiedUtf8() {}

  static byte[] encode(String s) throws UTFDataFormatException {
    int length = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      length += c >= 0x0001 && c <= 0x007F ? 1 : c <= 0x07FF ? 2 : 3;
    }
    if (length > 0xFFFF) {
      throw new UTFDataFormatException("encoded string too long: " + length + " bytes");
    }
    byte[] out = new byte[length];
    int p = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= 0x0001 && c <= 0x007F) {
        out[p++] = (byte) c;
      } else if (c <= 0x07FF) {
        out[p++] = (byte) (0xC0 | (c >> 6));
        out[p++] = (byte) (0x80 | (c & 0x3F));
      } else {
        out[p++] = (byte) (0xE0 | (c >> 12));
        out[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        out[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return out;
  }
}
