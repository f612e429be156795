package dev.serval.io;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.function.Function;

/**
 * Little-endian typed views of one byte array, for bulk copies of primitive arrays: a view's
 * absolute {@code put}/{@code get} of an array is one memory copy inside the JDK (a byte-swapping
 * one on big-endian machines), with no {@code Unsafe} and no {@code --add-opens} on our side.
 *
 * <p>Making a view per call costs two objects that the JIT does not remove (112 bytes per
 * {@code int[512]} measured with JMH's gc profiler), so the views are made once and kept. A typed
 * view steps through the bytes in its element width, so an offset is reachable only from the view
 * that starts at the same remainder: the byte at {@code offset} is element {@code offset / width}
 * of the view for {@code offset % width}. Views are made on first use of each remainder.
 */
final class ArrayViews {
  /** The array viewed; a buffer whose array changes (growth, a new payload) needs new views. */
  final byte[] bytes;

  // Each kind's views sit in a Buffer[], not a ShortBuffer[] and so on: the one store below then
  // always writes into an array of exactly its declared class, which HotSpot's C2 compiles without
  // a trap (see dev.serval.internal.ArrayStores); with typed arrays, it trapped and recompiled
  // the callers of each new kind.
  private final Buffer[] shorts = new Buffer[2];
  private final Buffer[] chars = new Buffer[2];
  private final Buffer[] ints = new Buffer[4];
  private final Buffer[] floats = new Buffer[4];
  private final Buffer[] longs = new Buffer[8];
  private final Buffer[] doubles = new Buffer[8];

  ArrayViews(byte[] bytes) {
    this.bytes = bytes;
  }

  /* Each answers the view that reaches the element at byte {@code offset}: offset / width. */

  ShortBuffer shorts(int offset) {
    return (ShortBuffer) view(shorts, offset & 1, ByteBuffer::asShortBuffer);
  }

  CharBuffer chars(int offset) {
    return (CharBuffer) view(chars, offset & 1, ByteBuffer::asCharBuffer);
  }

  IntBuffer ints(int offset) {
    return (IntBuffer) view(ints, offset & 3, ByteBuffer::asIntBuffer);
  }

  FloatBuffer floats(int offset) {
    return (FloatBuffer) view(floats, offset & 3, ByteBuffer::asFloatBuffer);
  }

  LongBuffer longs(int offset) {
    return (LongBuffer) view(longs, offset & 7, ByteBuffer::asLongBuffer);
  }

  DoubleBuffer doubles(int offset) {
    return (DoubleBuffer) view(doubles, offset & 7, ByteBuffer::asDoubleBuffer);
  }

  private Buffer view(Buffer[] made, int remainder, Function<ByteBuffer, Buffer> as) {
    Buffer v = made[remainder];
    return v != null ? v : (made[remainder] = as.apply(from(remainder)));
  }

  /** The bytes from {@code remainder} to the end, little-endian (a slice starts big-endian). */
  private ByteBuffer from(int remainder) {
    return ByteBuffer.wrap(bytes).position(remainder).slice().order(ByteOrder.LITTLE_ENDIAN);
  }
}
