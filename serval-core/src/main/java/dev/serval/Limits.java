package dev.serval;

/**
 * Every safety limit of a {@link Serval} instance, in one place. Reading stops with a
 * {@link SerialException} as soon as one is exceeded, before anything is allocated for it.
 *
 * @param maxDepth how deeply values may nest (objects inside objects) when writing and reading.
 *     Nesting deeper than the thread's stack allows is handled by continuing on helper threads, so
 *     this is the real bound. Default 200,000.
 * @param maxArrayLength the largest array, collection or map size accepted. Independently of this,
 *     a declared length larger than the bytes left in the input is always refused. Default
 *     {@code Integer.MAX_VALUE - 8}.
 * @param maxStringLength the longest string, in chars, accepted. Default {@code Integer.MAX_VALUE - 8}.
 * @param maxPayloadBytes the largest single payload (one object of a stream, or one byte array)
 *     read or written. Default 1 GiB.
 * @param maxClassesPerPayload the number of distinct classes one payload may name. Default 10,000.
 */
public record Limits(
    int maxDepth,
    int maxArrayLength,
    int maxStringLength,
    int maxPayloadBytes,
    int maxClassesPerPayload) {

  /** The defaults, as documented on each component. */
  public static final Limits DEFAULT =
      new Limits(200_000, Integer.MAX_VALUE - 8, Integer.MAX_VALUE - 8, 1 << 30, 10_000);

  public Limits {
    requirePositive("maxDepth", maxDepth);
    requirePositive("maxArrayLength", maxArrayLength);
    requirePositive("maxStringLength", maxStringLength);
    requirePositive("maxPayloadBytes", maxPayloadBytes);
    requirePositive("maxClassesPerPayload", maxClassesPerPayload);
  }

  public Limits withMaxDepth(int value) {
    return new Limits(value, maxArrayLength, maxStringLength, maxPayloadBytes, maxClassesPerPayload);
  }

  public Limits withMaxArrayLength(int value) {
    return new Limits(maxDepth, value, maxStringLength, maxPayloadBytes, maxClassesPerPayload);
  }

  public Limits withMaxStringLength(int value) {
    return new Limits(maxDepth, maxArrayLength, value, maxPayloadBytes, maxClassesPerPayload);
  }

  public Limits withMaxPayloadBytes(int value) {
    return new Limits(maxDepth, maxArrayLength, maxStringLength, value, maxClassesPerPayload);
  }

  public Limits withMaxClassesPerPayload(int value) {
    return new Limits(maxDepth, maxArrayLength, maxStringLength, maxPayloadBytes, value);
  }

  private static void requirePositive(String name, int value) {
    if (value <= 0) {
      throw new IllegalArgumentException(name + " must be positive: " + value);
    }
  }
}
