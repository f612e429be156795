package dev.serval.io;

/** The two string body encodings; the low two bits of a string header. */
final class StringCoder {
  static final int LATIN1 = 1;
  static final int UTF16 = 2;

  private StringCoder() {}
}
