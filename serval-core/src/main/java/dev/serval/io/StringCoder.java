package dev.serval.io;

/** The coder bit of a string header (see {@link WriteBuffer#writeString}). */
final class StringCoder {
  /** One byte a char. */
  static final int LATIN1 = 0;
  /** Two bytes a char, little-endian. */
  static final int UTF16 = 1;

  private StringCoder() {}
}
