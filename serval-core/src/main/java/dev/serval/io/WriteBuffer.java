package dev.serval.io;

import dev.serval.SerialException;
import java.nio.CharBuffer;
import java.util.Arrays;

/**
 * A growable little-endian byte buffer that serializers write into. Reuse one across calls (after
 * {@link #clear()}) and writing allocates nothing once it has grown to the payload size.
 *
 * <p>Every write method checks capacity once for its widest case and then runs straight-line code;
 * growth lives in the separate {@link #grow(int)} so the hot methods stay small enough to inline.
 * Not thread-safe.
 */
public final class WriteBuffer {
  /**
   * Arrays up to this many elements are copied element by element, longer ones in bulk through
   * {@link ArrayViews}. The threshold dates from when each bulk copy made two view objects (a
   * long[2] read then took 8.8 ns in bulk and 2.9 ns by elements; bulk won again from about 128);
   * the views are now kept, so only the bulk call's fixed cost remains on the other side.
   */
  static final int SMALL_ARRAY = 32;

  /** The room a 32-bit varint write needs: its 5 bytes at most (see putVarUInt32). */
  public static final int VAR_INT32_ROOM = 5;
  /** The room a 64-bit varint write needs: its 9 bytes at most (see putVarUInt64). */
  public static final int VAR_INT64_ROOM = 9;

  /** The largest array the JVM reliably allocates. */
  private static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

  /** The header keeps the length in 30 bits, and a UTF-16 body must fit in one array. */
  static final int MAX_STRING_CHARS = (MAX_CAPACITY >> 1) - 8;

  private byte[] bytes;
  private int position;
  private ArrayViews views;
  /** Where {@link #writeUtf16String} stages chars, {@link #UTF16_CHUNK} at a time; made on use. */
  private char[] utf16Chunk;

  /** Chars staged per bulk copy of a UTF-16 string: bounds the scratch array at 8 KiB. */
  static final int UTF16_CHUNK = 4096;

  /**
   * The longest string {@link #writeString} writes without the general header writer: a Latin-1
   * string this long has the header {@code (8190 << 1) + 1 = 16381}, below 2^14, so two bytes.
   */
  static final int SHORT_HEADER_CHARS = 8190;

  /** A buffer that starts at {@code initialCapacity} bytes and grows as needed. */
  public WriteBuffer(int initialCapacity) {
    this.bytes = new byte[Math.max(initialCapacity, 16)];
  }

  /** Forgets what was written; the capacity stays. */
  public void clear() {
    position = 0;
  }

  /** The number of bytes written. */
  public int position() {
    return position;
  }

  /** Moves the write position back to {@code newPosition}, which must not exceed the current one. */
  public void rewind(int newPosition) {
    if (newPosition < 0 || newPosition > position) {
      throw new IndexOutOfBoundsException("rewind to " + newPosition + " from " + position);
    }
    position = newPosition;
  }

  /** The backing array; bytes {@code [0, position())} are valid. It changes when the buffer grows. */
  public byte[] bytes() {
    return bytes;
  }

  /** How many bytes the backing array holds: the position up to which writes need no growth. */
  public int capacity() {
    return bytes.length;
  }

  /**
   * Moves the write position forward over {@code count} bytes that the caller stored into {@link
   * #bytes()} itself, after {@link #ensure} made room for them.
   */
  public void advance(int count) {
    if (count < 0 || count > bytes.length - position) {
      throw new IndexOutOfBoundsException("advance by " + count + " at " + position + " of "
          + bytes.length);
    }
    position += count;
  }

  /** A copy of the bytes written. */
  public byte[] toByteArray() {
    return Arrays.copyOf(bytes, position);
  }

  /** Makes room for {@code count} more bytes. */
  public void ensure(int count) {
    if (count > bytes.length - position) {
      grow(count);
    }
  }

  private void grow(int count) {
    long needed = (long) position + count;
    if (needed > MAX_CAPACITY) {
      throw new SerialException("payload larger than " + MAX_CAPACITY + " bytes");
    }
    long doubled = Math.max(16, (long) bytes.length * 2);
    bytes = Arrays.copyOf(bytes, (int) Math.min(MAX_CAPACITY, Math.max(needed, doubled)));
  }

  public void writeByte(int value) {
    ensure(1);
    writeByteEnsured(value);
  }

  /**
   * {@link #writeByte} without its capacity check, for a caller that made room for several values
   * with one {@link #ensure}, as {@link #writeVarUInt32Ensured}; so are the fixed-width writes'
   * {@code Ensured} forms below (an array bounds check still stops a caller that did not).
   */
  public void writeByteEnsured(int value) {
    bytes[position++] = (byte) value;
  }

  public void writeBoolean(boolean value) {
    ensure(1);
    writeBooleanEnsured(value);
  }

  public void writeBooleanEnsured(boolean value) {
    bytes[position++] = value ? (byte) 1 : 0;
  }

  public void writeInt16Le(short value) {
    ensure(2);
    writeInt16LeEnsured(value);
  }

  public void writeInt16LeEnsured(short value) {
    LittleEndian.SHORT.set(bytes, position, value);
    position += 2;
  }

  public void writeChar16Le(char value) {
    writeInt16Le((short) value);
  }

  public void writeChar16LeEnsured(char value) {
    writeInt16LeEnsured((short) value);
  }

  public void writeInt32Le(int value) {
    ensure(4);
    writeInt32LeEnsured(value);
  }

  public void writeInt32LeEnsured(int value) {
    LittleEndian.INT.set(bytes, position, value);
    position += 4;
  }

  public void writeInt64Le(long value) {
    ensure(8);
    writeInt64LeEnsured(value);
  }

  public void writeInt64LeEnsured(long value) {
    LittleEndian.LONG.set(bytes, position, value);
    position += 8;
  }

  /**
   * The low {@code count} (1 to 8) bytes of {@code value}, high bits first: the two's-complement
   * bytes of a number that fits them, as {@code BigInteger.toByteArray} gives them. One store of
   * all eight bytes, the wanted ones first; what lies past them is not part of the payload.
   */
  public void writeInt64BeLow(long value, int count) {
    if (count < 1 || count > 8) {
      throw new IllegalArgumentException("count " + count + " outside [1, 8]");
    }
    ensure(8);
    BigEndian.LONG.set(bytes, position, value << (64 - 8 * count));
    position += count;
  }

  /** Writes the IEEE bits unchanged, so NaN payloads survive. */
  public void writeFloat32Le(float value) {
    writeInt32Le(Float.floatToRawIntBits(value));
  }

  /** Writes the IEEE bits unchanged, so NaN payloads survive. */
  public void writeFloat64Le(double value) {
    writeInt64Le(Double.doubleToRawLongBits(value));
  }

  public void writeFloat32LeEnsured(float value) {
    writeInt32LeEnsured(Float.floatToRawIntBits(value));
  }

  public void writeFloat64LeEnsured(double value) {
    writeInt64LeEnsured(Double.doubleToRawLongBits(value));
  }

  /** A {@code varu32} (docs/FORMAT.md): 1 to 5 bytes, as many as the value's bits need. */
  public void writeVarUInt32(int value) {
    ensure(VAR_INT32_ROOM);
    writeVarUInt32Ensured(value);
  }

  /**
   * The bytes of {@link #writeVarUInt32}, for a value that is nearly always below 2^14 (a class
   * tag): its one- and two-byte forms here, any other through writeVarUInt32.
   *
   * <p>Why a method of its own: C2 stops inlining into a compilation once the bytecode it has
   * inlined there reaches a budget ({@code DesiredMethodLimit}, 8000 bytes), counting each inlined
   * method whole, cold branches included, and the branches it keeps follow the callee's one profile
   * for all its callers. Every class tag of a codec inlined all of putVarUInt32 (its wider forms
   * taken elsewhere in the program), and a codec of twelve object fields (FST's ManyClasses) ran
   * out of budget before its last three, which were left as calls. Here the wider forms are never
   * taken, so the JIT leaves that call out.
   */
  public void writeSmallVarUInt32(int value) {
    if (value >>> 14 != 0) {
      writeVarUInt32(value);
      return;
    }
    ensure(2);
    int p = position;
    if (value < 0x80) {
      bytes[p] = (byte) value;
      position = p + 1;
    } else {
      putTwoByteVarUInt(bytes, p, value);
      position = p + 2;
    }
  }

  /**
   * Stores the two-byte form of a varint (a value in 2^7..2^14) at {@code p}: byte stores, not a
   * VarHandle, whose inlined plumbing counts against the JIT's budget wherever this is inlined
   * (see {@link #writeSmallVarUInt32}). Every two-byte writer goes through here.
   */
  private static void putTwoByteVarUInt(byte[] b, int p, int value) {
    b[p] = (byte) (0x80 | value >>> 8);
    b[p + 1] = (byte) value;
  }

  /**
   * Stores {@code value} (an unsigned 32-bit value) as a {@code varu32} at {@code p}: two and
   * three bytes by byte stores, four by one int store, five by a byte and an int (bytes past the
   * encoding are junk beyond the position). Short forms without a VarHandle (see {@link
   * #putTwoByteVarUInt}). Returns the length, 1 to 5. The {@code n} bytes of a value below
   * 2^(7n), read as a big-endian number, are {@code n - 1} one bits, a zero bit, then the value; 5
   * bytes are {@code f0} then the value as a big-endian int. A value below 128 is its own byte, as
   * in LEB128, and the lengths are LEB128's.
   *
   * <p>Why not LEB128: both sides handle the value whole, where LEB128 spreads each 7-bit group
   * into a byte of its own and gathers it back. GraalDOSS's random ints take 5 bytes either way;
   * with this, a list of 64 Integers serialized 1.9 times as fast and a list of records of 16 ints
   * deserialized 1.5 times as fast (JMH, 3 forks). Each length has its own branch on both sides,
   * rather than a length computed from the value or the first byte: a predicted branch lets the
   * next write (or read) start at once, where a computed length delays every later one (reading
   * those lists ran at 0.9 times LEB128's speed that way).
   */
  private int putVarUInt32(int p, long value) {
    byte[] b = bytes;
    if (value < 0x80) {
      b[p] = (byte) value;
      return 1;
    }
    if (value < 0x4000) {
      putTwoByteVarUInt(b, p, (int) value);
      return 2;
    }
    if (value < 0x20_0000) {
      b[p] = (byte) (0xC0 | value >>> 16);
      b[p + 1] = (byte) (value >>> 8);
      b[p + 2] = (byte) value;
      return 3;
    }
    if (value < 0x1000_0000) {
      BigEndian.INT.set(b, p, (int) (0xE000_0000L | value));
      return 4;
    }
    b[p] = (byte) 0xF0;
    BigEndian.INT.set(b, p + 1, (int) value);
    return 5;
  }

  /**
   * {@link #writeVarUInt32} without its capacity check, for a caller that made room for several
   * values with one {@link #ensure} (see {@link #writeVarInt32Ensured}).
   */
  public void writeVarUInt32Ensured(int value) {
    position += putVarUInt32(position, value & 0xFFFF_FFFFL);
  }

  /** {@link #writeVarUInt64} without its capacity check, as {@link #writeVarUInt32Ensured}. */
  public void writeVarUInt64Ensured(long value) {
    position += putVarUInt64(position, value);
  }

  /** Zig-zag then {@link #writeVarUInt32}, so small negative numbers stay short; 1 to 5 bytes. */
  public void writeVarInt32(int value) {
    ensure(VAR_INT32_ROOM);
    writeVarInt32Ensured(value);
  }

  /**
   * {@link #writeVarInt32} without its capacity check, for a run of varints (a codec's int and
   * long fields, a list of Integers) that made room for all of them with one {@link #ensure} of
   * {@link #VAR_INT32_ROOM} bytes each (an array bounds check still stops a caller that did not).
   */
  public void writeVarInt32Ensured(int value) {
    int zigzag = (value << 1) ^ (value >> 31);
    position += putVarUInt32(position, zigzag & 0xFFFF_FFFFL);
  }

  /** {@link #writeVarInt64} without its capacity check, as {@link #writeVarInt32Ensured}. */
  public void writeVarInt64Ensured(long value) {
    position += putVarUInt64(position, (value << 1) ^ (value >> 63));
  }

  /**
   * Stores a zig-zag {@code varint} of {@code value} at {@code at}, where the caller made room with
   * {@link #ensure} and will move the position with {@link #advance}; answers the offset after it.
   * For loops that keep the offset in a local: updating the position after each value made each
   * store wait for the last one's update.
   */
  public int putVarInt32At(int at, int value) {
    return at + putVarUInt32(at, ((value << 1) ^ (value >> 31)) & 0xFFFF_FFFFL);
  }

  /** As {@link #putVarInt32At}, for a long. */
  public int putVarInt64At(int at, long value) {
    return at + putVarUInt64(at, (value << 1) ^ (value >> 63));
  }

  /** A {@code varu64} (docs/FORMAT.md): 1 to 9 bytes, as many as the value's bits need. */
  public void writeVarUInt64(long value) {
    ensure(VAR_INT64_ROOM);
    writeVarUInt64Ensured(value);
  }

  /**
   * Stores {@code value} as a {@code varu64}: the encoding of {@link #putVarUInt32} carried on to 8
   * bytes (56 value bits), and {@code ff} then the 64 bits as a big-endian long above that. Byte
   * stores for two bytes (as in putVarUInt32), else one long store (a byte and 8 for a 9-byte
   * value); bytes past the encoding are junk beyond the position.
   *
   * <p>One and two bytes (small numbers) by their own branches, as in putVarUInt32, but the rest
   * by a length computed from the value: such longs are rarer, and a 3-byte branch on both sides
   * read GraalDOSS's Client slower (0.94x, JMH, 3 forks). Against LEB128, the first (little-endian)
   * form of this encoding took Client's serialization from 1.21 M to 1.30 M ops/s (a random 64-bit
   * id in each Partner); SimpleObject, whose one long is small, serialized at 0.85 times the speed
   * without the two branches.
   */
  private int putVarUInt64(int p, long value) {
    if ((value >>> 7) == 0) {
      bytes[p] = (byte) value;
      return 1;
    }
    if ((value >>> 14) == 0) {
      putTwoByteVarUInt(bytes, p, (int) value);
      return 2;
    }
    if ((value >>> 56) != 0) {
      bytes[p] = (byte) 0xFF;
      BigEndian.LONG.set(bytes, p + 1, value);
      return 9;
    }
    int length = (63 - Long.numberOfLeadingZeros(value)) / 7 + 1; // 3 to 8: value >= 2^14
    // The top length - 1 bits set, then a zero (the value is below 2^(7 * length)), then the value.
    BigEndian.LONG.set(bytes, p, -1L << (65 - length) | value << (64 - 8 * length));
    return length;
  }

  /** Zig-zag then {@link #writeVarUInt64}; 1 to 9 bytes. */
  public void writeVarInt64(long value) {
    ensure(VAR_INT64_ROOM);
    writeVarInt64Ensured(value);
  }

  public void writeBytes(byte[] src, int offset, int length) {
    ensure(length);
    System.arraycopy(src, offset, bytes, position, length);
    position += length;
  }

  public void writeBytes(byte[] src) {
    writeBytes(src, 0, src.length);
  }

  /**
   * Writes {@code run}'s bytes with two word stores (see {@link FixedBytes}); the padding of the
   * words lands past the position, junk as after any rewind. Where the array has no room for both
   * words, copies the bytes as {@link #writeBytes} does, growing the array as that does.
   */
  public void writeFixed(FixedBytes run) {
    if (FixedBytes.MAX_LENGTH > bytes.length - position) {
      writeBytes(run.bytes);
      return;
    }
    LittleEndian.LONG.set(bytes, position, run.first);
    LittleEndian.LONG.set(bytes, position + Long.BYTES, run.second);
    position += run.length;
  }

  /**
   * Writes the chars of {@code value} one byte each, with no header, when every char is in 1..127
   * (the strings whose modified UTF-8, as {@code DataOutput.writeUTF} writes it, is one byte a
   * char) and answers true; else answers false, the position unchanged. For a compact (Latin-1)
   * string the first scan costs nothing (see {@link #writeString}); the bytes are then copied in
   * bulk and checked a word at a time.
   */
  @SuppressWarnings("deprecation")
  public boolean writeAsciiChars(String value) {
    int length = value.length();
    for (int i = 0; i < length; i++) {
      if (value.charAt(i) > 0xFF) {
        return false;
      }
    }
    ensure(length);
    value.getBytes(0, length, bytes, position);
    if (!Ascii.bytesFrom1To127(bytes, position, length)) {
      return false; // what the copy stored lies past the position: junk, as after any rewind
    }
    position += length;
    return true;
  }

  /**
   * Writes a nullable string (docs/FORMAT.md, {@code string}): a {@code VarUInt32} header, 0 for
   * null, else {@code (length << 1 | coder) + 1} (one byte for a Latin-1 string of up to 63 chars),
   * then the chars as Latin-1 (coder 0) when they all fit one byte, else as UTF-16LE (coder 1).
   *
   * <p>Short ASCII strings without a length byte (as Kryo writes them) were tried: 1 byte smaller
   * a string, but checking the chars on write and scanning for the end on read made serializing a
   * list of 32-char strings about 45% slower, measured against Fory in the same JVM.
   */
  public void writeString(String value) {
    if (value == null) {
      writeByte(0);
      return;
    }
    int length = value.length();
    if (length > MAX_STRING_CHARS) {
      throw new SerialException("string too long: " + length + " chars");
    }
    // For a string the JDK stores compactly (one byte a char), charAt cannot exceed 0xFF, so the
    // JIT drops this scan altogether. Keep it here, in the method that writes: moved into a
    // method of its own, it stayed a char-by-char loop in a JVM that had written many kinds of
    // values (FST's StringPerformance took 30 to 50 times as long to write in a quick run).
    for (int i = 0; i < length; i++) {
      if (value.charAt(i) > 0xFF) {
        writeUtf16String(value);
        return;
      }
    }
    if (length <= SHORT_HEADER_CHARS) {
      writeLatin1String(value, length);
    } else {
      writeLongLatin1String(value, length);
    }
  }

  /**
   * The body of a string of at most {@link #SHORT_HEADER_CHARS} chars that all fit one byte: its
   * one- or two-byte header and the chars after one capacity check. The deprecated {@code
   * getBytes(int, int, byte[], int)} is an array copy for such a string; measured about 6x faster
   * than storing while scanning for 128 chars.
   *
   * <p>Why not the general header writer and two capacity checks, as before: in a JVM that has
   * written many kinds of values, the JIT compiles such shared methods with every branch, and a
   * method whose compiled code is larger than its inlining limit ({@code InlineSmallCode}) is no
   * longer inlined anywhere. A record of sixteen 32-char strings serialized 1.31 times as fast with
   * this shape (JMH, 3 forks), most of it from its codec's sixteen string writes.
   */
  @SuppressWarnings("deprecation")
  private void writeLatin1String(String value, int length) {
    ensure(length + 2);
    byte[] b = bytes;
    int p = position;
    int header = (length << 1 | StringCoder.LATIN1) + 1;
    if (header < 0x80) { // putVarUInt32's one- and two-byte forms
      b[p++] = (byte) header;
    } else {
      putTwoByteVarUInt(b, p, header);
      p += 2;
    }
    value.getBytes(0, length, b, p);
    position = p + length;
  }

  /** A Latin-1 string of more than {@link #SHORT_HEADER_CHARS} chars, with the general header. */
  @SuppressWarnings("deprecation")
  private void writeLongLatin1String(String value, int length) {
    writeStringHeader(length, StringCoder.LATIN1);
    ensure(length);
    value.getBytes(0, length, bytes, position);
    position += length;
  }

  /**
   * A string with a char above 0xFF, as UTF-16LE. A long one goes through {@link #utf16Chunk} in
   * bulk: {@code getChars} and the char view's {@code put} are each one memory copy, where a
   * {@code charAt} per char was a third of serializing FST's StringPerformance (its 500-char
   * non-Latin-1 string).
   */
  private void writeUtf16String(String value) {
    int length = value.length();
    writeStringHeader(length, StringCoder.UTF16);
    ensure(length * 2);
    if (length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (int i = 0; i < length; i++) {
        LittleEndian.SHORT.set(b, p, (short) value.charAt(i));
        p += 2;
      }
      position = p;
      return;
    }
    char[] chunk = utf16Chunk != null ? utf16Chunk : (utf16Chunk = new char[UTF16_CHUNK]);
    CharBuffer view = views().chars(position);
    for (int from = 0; from < length; from += UTF16_CHUNK) {
      int count = Math.min(UTF16_CHUNK, length - from);
      value.getChars(from, from + count, chunk, 0);
      view.put(position >> 1, chunk, 0, count);
      position += count * 2;
    }
  }


  private void writeStringHeader(int length, int coder) {
    writeVarUInt32(((length << 1) | coder) + 1);
  }

  public void writeInt16ArrayLe(short[] values) {
    int length = byteLength(values.length, 2);
    ensure(length);
    if (values.length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (short v : values) {
        LittleEndian.SHORT.set(b, p, v);
        p += 2;
      }
      position = p;
      return;
    }
    views().shorts(position).put(position >> 1, values);
    position += length;
  }

  public void writeChar16ArrayLe(char[] values) {
    int length = byteLength(values.length, 2);
    ensure(length);
    if (values.length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (char v : values) {
        LittleEndian.CHAR.set(b, p, v);
        p += 2;
      }
      position = p;
      return;
    }
    views().chars(position).put(position >> 1, values);
    position += length;
  }

  public void writeInt32ArrayLe(int[] values) {
    int length = byteLength(values.length, 4);
    ensure(length);
    if (values.length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (int v : values) {
        LittleEndian.INT.set(b, p, v);
        p += 4;
      }
      position = p;
      return;
    }
    views().ints(position).put(position >> 2, values);
    position += length;
  }

  public void writeInt64ArrayLe(long[] values) {
    int length = byteLength(values.length, 8);
    ensure(length);
    if (values.length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (long v : values) {
        LittleEndian.LONG.set(b, p, v);
        p += 8;
      }
      position = p;
      return;
    }
    views().longs(position).put(position >> 3, values);
    position += length;
  }

  public void writeFloat32ArrayLe(float[] values) {
    int length = byteLength(values.length, 4);
    ensure(length);
    if (values.length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (float v : values) {
        LittleEndian.FLOAT.set(b, p, v);
        p += 4;
      }
      position = p;
      return;
    }
    views().floats(position).put(position >> 2, values);
    position += length;
  }

  public void writeFloat64ArrayLe(double[] values) {
    int length = byteLength(values.length, 8);
    ensure(length);
    if (values.length <= SMALL_ARRAY) {
      byte[] b = bytes;
      int p = position;
      for (double v : values) {
        LittleEndian.DOUBLE.set(b, p, v);
        p += 8;
      }
      position = p;
      return;
    }
    views().doubles(position).put(position >> 3, values);
    position += length;
  }

  /** {@code count * width}, failing instead of overflowing {@code int}. */
  private static int byteLength(int count, int width) {
    long length = (long) count * width;
    if (length > MAX_CAPACITY) {
      throw new SerialException("array of " + count + " elements too large for one payload");
    }
    return (int) length;
  }

  /** Typed views of the current array for bulk copies; made again when the array has grown. */
  private ArrayViews views() {
    ArrayViews v = views;
    return v != null && v.bytes == bytes ? v : (views = new ArrayViews(bytes));
  }

  public void writeBooleanArray(boolean[] values) {
    ensure(values.length);
    byte[] b = bytes;
    int p = position;
    for (boolean v : values) {
      b[p++] = v ? (byte) 1 : 0;
    }
    position = p;
  }

  /**
   * Claims the next {@code count} bytes for the {@code put...At} methods and answers the offset of
   * the first: a run of fixed-width values (a generated codec's consecutive primitive fields) then
   * costs one capacity check and one position update instead of one per value.
   */
  public int reserve(int count) {
    ensure(count);
    int at = position;
    position = at + count;
    return at;
  }

  /** Stores a byte at an offset already written or {@linkplain #reserve reserved}. */
  public void putByteAt(int at, int value) {
    checkPut(at, 1);
    bytes[at] = (byte) value;
  }

  /** Stores a 16-bit little-endian value at an offset already written or reserved. */
  public void putInt16LeAt(int at, short value) {
    checkPut(at, 2);
    LittleEndian.SHORT.set(bytes, at, value);
  }

  /** Stores the IEEE bits unchanged at an offset already written or reserved. */
  public void putFloat32LeAt(int at, float value) {
    checkPut(at, 4);
    LittleEndian.INT.set(bytes, at, Float.floatToRawIntBits(value));
  }

  /** Stores the IEEE bits unchanged at an offset already written or reserved. */
  public void putFloat64LeAt(int at, double value) {
    checkPut(at, 8);
    LittleEndian.LONG.set(bytes, at, Double.doubleToRawLongBits(value));
  }

  /** Fails unless {@code [at, at + width)} lies within the bytes written or reserved. */
  private void checkPut(int at, int width) {
    if (at < 0 || at > position - width) {
      throw new IndexOutOfBoundsException("put of " + width + " bytes at " + at + ", position "
          + position);
    }
  }

  /** A copy of the bytes written since position {@code from}. */
  public byte[] copySince(int from) {
    return Arrays.copyOfRange(bytes, from, position);
  }
}
