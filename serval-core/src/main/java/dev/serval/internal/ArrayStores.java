package dev.serval.internal;

/**
 * The one place that stores elements into arrays whose class is known only at run time (a {@code
 * Partner[]} made by {@code Array.newInstance}, seen as an {@code Object[]}).
 *
 * <p>Why one place: for a store into an array declared {@code Object[]}, HotSpot's C2 compiler
 * first assumes the array is exactly an {@code Object[]}, and leaves the compiled code (an
 * "array_check" trap) when it is not; it stops assuming so only at a store that has trapped
 * before. With a store in each array loop, and each loop copied per class (generated codecs,
 * {@link LeafRunsCode}), every new element class trapped anew: in a quick benchmark run,
 * {@code ObjectArraySerializer.read} was compiled eight to ten times, four of them within the
 * 0.4 s of the rows that read arrays of FST's FrequentPrimitives, timed meanwhile. Here, the first
 * trap marks this method's store, and the compiler assumes nothing for any caller after it.
 */
public final class ArrayStores {
  private ArrayStores() {}

  /** {@code array[index] = value}, with Java's usual index and store checks. */
  public static void store(Object[] array, int index, Object value) {
    array[index] = value;
  }
}
