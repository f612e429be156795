package dev.serval.io;

import dev.serval.SerialException;
import java.util.Arrays;

/**
 * A little-endian reader over a byte array slice. Every read checks the bytes left first and fails
 * with a {@link SerialException} carrying the offset, so malformed input never surfaces as an
 * {@code ArrayIndexOutOfBoundsException}. Lengths read from the input are checked against the bytes
 * left before anything is allocated for them. Not thread-safe.
 */
public final class ReadBuffer {
  private byte[] bytes;
  private ArrayViews views;
  private int position;
  private int limit;
  private int start;

  public ReadBuffer(byte[] bytes) {
    this(bytes, 0, bytes.length);
  }

  public ReadBuffer(byte[] bytes, int offset, int length) {
    reset(bytes, offset, length);
  }

  /** Points this reader at a new slice, so one instance can be reused. */
  public void reset(byte[] bytes, int offset, int length) {
    if (offset < 0 || length < 0 || offset > bytes.length - length) {
      throw new IndexOutOfBoundsException(
          "slice [" + offset + ", +" + length + ") outside array of " + bytes.length);
    }
    if (this.bytes != bytes) {
      this.bytes = bytes; // stored only on change: a reused reader is usually long-lived
    }
    this.position = offset;
    this.start = offset;
    this.limit = offset + length;
  }

  /** The offset of the next byte, counted from the start of the slice. */
  public int position() {
    return position - start;
  }

  public int remaining() {
    return limit - position;
  }

  /** Fails unless at least {@code count} bytes are left. */
  public void require(int count) {
    if (count > limit - position || count < 0) {
      throw truncated(count);
    }
  }

  /**
   * Fails unless {@code count} elements of at least {@code bytesEach} bytes each could still be in
   * the input. Called with a declared length before allocating for it.
   */
  public void requireElements(long count, int bytesEach) {
    if (count < 0 || count * bytesEach > limit - position) {
      throw lengthBeyondInput(count);
    }
  }

  /**
   * The failure of {@link #requireElements}. Messages are built in methods of their own, as {@link
   * #truncated} is, so that the methods codecs inline stay small (see
   * WriteBuffer#writeSmallVarUInt32).
   */
  private SerialException lengthBeyondInput(long count) {
    return new SerialException(
        "declared length " + count + " exceeds the " + (limit - position) + " bytes left",
        position());
  }

  private SerialException truncated(int count) {
    return new SerialException(
        "input truncated: need " + count + " bytes, " + (limit - position) + " left", position());
  }

  /** A failure at the current offset, for callers that find the content invalid. */
  public SerialException error(String message) {
    return new SerialException(message, position());
  }

  public byte readByte() {
    if (position >= limit) {
      throw truncated(1);
    }
    return bytes[position++];
  }

  public int readUByte() {
    return readByte() & 0xFF;
  }

  public boolean readBoolean() {
    return toBoolean(readByte(), position() - 1);
  }

  /** A boolean's byte, 0 or 1; any other value is malformed (at payload offset {@code offset}). */
  private static boolean toBoolean(byte b, int offset) {
    if ((b & ~1) != 0) {
      throw new SerialException("invalid boolean byte " + b, offset);
    }
    return b != 0;
  }

  public short readInt16Le() {
    require(2);
    short v = (short) LittleEndian.SHORT.get(bytes, position);
    position += 2;
    return v;
  }

  public char readChar16Le() {
    return (char) readInt16Le();
  }

  public int readInt32Le() {
    require(4);
    int v = (int) LittleEndian.INT.get(bytes, position);
    position += 4;
    return v;
  }

  public long readInt64Le() {
    require(8);
    long v = (long) LittleEndian.LONG.get(bytes, position);
    position += 8;
    return v;
  }

  /**
   * What {@link WriteBuffer#writeInt64BeLow} wrote: {@code count} (1 to 8) bytes, high bits first,
   * sign-extended from the first. One load where eight bytes remain.
   */
  public long readInt64BeLow(int count) {
    if (count < 1 || count > 8) {
      throw new IllegalArgumentException("count " + count + " outside [1, 8]");
    }
    require(count);
    int p = position;
    position = p + count;
    if (limit - p >= 8) {
      return (long) BigEndian.LONG.get(bytes, p) >> (64 - 8 * count);
    }
    long value = bytes[p]; // the sign
    for (int i = 1; i < count; i++) {
      value = value << 8 | bytes[p + i] & 0xFF;
    }
    return value;
  }

  public float readFloat32Le() {
    return Float.intBitsToFloat(readInt32Le());
  }

  public double readFloat64Le() {
    return Double.longBitsToDouble(readInt64Le());
  }

  /**
   * Consumes the next {@code count} bytes, failing first if fewer are left, and answers a handle
   * to them for the {@code ...At} readers: a run of fixed-width values (a generated codec's
   * consecutive primitive fields) then costs one check and one position update. The handle is the
   * offset in the backing array, not {@link #position()}; read only within what was taken.
   */
  public int take(int count) {
    require(count);
    int at = position;
    position = at + count;
    return at;
  }

  public byte byteAt(int at) {
    checkTaken(at, 1);
    return bytes[at];
  }

  public boolean booleanAt(int at) {
    return toBoolean(byteAt(at), at - start);
  }

  public short int16LeAt(int at) {
    checkTaken(at, 2);
    return (short) LittleEndian.SHORT.get(bytes, at);
  }

  public float float32LeAt(int at) {
    checkTaken(at, 4);
    return Float.intBitsToFloat((int) LittleEndian.INT.get(bytes, at));
  }

  public double float64LeAt(int at) {
    checkTaken(at, 8);
    return Double.longBitsToDouble((long) LittleEndian.LONG.get(bytes, at));
  }

  /** Fails unless {@code [at, at + width)} lies within this slice's bytes already consumed. */
  private void checkTaken(int at, int width) {
    if (at < start || at > position - width) {
      throw new IndexOutOfBoundsException("read of " + width + " bytes at " + at + ", position "
          + position);
    }
  }

  /**
   * Reads a {@code varu32} (see WriteBuffer#putVarUInt32), one branch per length. One and two
   * bytes (tags, lengths) need only their own bytes left: the last fields of a small payload would
   * otherwise take the byte-by-byte path (7% of reading MediaContent, when a one-byte value needed
   * five bytes left).
   */
  public int readVarUInt32() {
    int p = position;
    byte[] b = bytes;
    if (p >= limit) {
      return readVarUInt32Slow();
    }
    int first = b[p];
    if (first >= 0) {
      position = p + 1;
      return first;
    }
    if ((first & 0x40) == 0) {
      if (limit - p < 2) {
        return readVarUInt32Slow();
      }
      position = p + 2;
      return twoByteVarUInt(first, b[p + 1]);
    }
    if (limit - p < 5) {
      return readVarUInt32Slow();
    }
    if ((first & 0x20) == 0) {
      position = p + 3;
      return (int) BigEndian.INT.get(b, p) >>> 8 & 0x1F_FFFF;
    }
    if ((first & 0x10) == 0) {
      position = p + 4;
      return (int) BigEndian.INT.get(b, p) & 0x0FFF_FFFF;
    }
    if (first != (byte) 0xF0) {
      throw malformedVarUInt32(first);
    }
    position = p + 5;
    return (int) BigEndian.INT.get(b, p + 1);
  }

  /**
   * {@link #readVarUInt32} for a value that is nearly always below 2^14 (a slot or class tag, a
   * length, an enum ordinal): its one- and two-byte forms here, anything else, near the end of the
   * bytes or malformed included, through readVarUInt32. The reader counterpart of
   * WriteBuffer#writeSmallVarUInt32, for the same reason: the JIT inlines readVarUInt32 into each
   * caller with the wider forms that int values take elsewhere in the program, nearly 400 bytes of
   * its inlining budget a copy once the VarHandle plumbing is counted (Client's read codec held
   * ten copies and ran out of budget); here the call is never taken, and the JIT leaves it out.
   */
  public int readSmallVarUInt32() {
    int p = position;
    if (p < limit) {
      int first = bytes[p];
      if (first >= 0) {
        position = p + 1;
        return first;
      }
      if ((first & 0x40) == 0 && limit - p >= 2) {
        position = p + 2;
        return twoByteVarUInt(first, bytes[p + 1]);
      }
    }
    return readVarUInt32();
  }

  /**
   * The value of a varint's two-byte form from its bytes (the first one's leading {@code 10} bits
   * dropped): the reading side of WriteBuffer#putTwoByteVarUInt, for every two-byte reader.
   */
  private static int twoByteVarUInt(int first, int second) {
    return (first & 0x3F) << 8 | second & 0xFF;
  }

  /** The failure of a five-byte varint's first byte; apart so that callers inline less. */
  private SerialException malformedVarUInt32(int first) {
    return new SerialException((first & 0x08) != 0 ? "VarUInt32 longer than 5 bytes"
        : "VarUInt32 overflows 32 bits", position());
  }

  /**
   * The length in bytes of the varint (docs/FORMAT.md, {@code varu64}) whose first byte is {@code
   * first} (signed or not): one plus its leading one bits, so 9 for {@code ff}.
   */
  public static int varintLength(int first) {
    return Integer.numberOfLeadingZeros(~first << 24) + 1;
  }

  /** {@link #readVarUInt32} near the end of the bytes, one byte at a time. */
  private int readVarUInt32Slow() {
    int first = readUByte();
    int length = varintLength(first);
    if (length > 5) {
      throw new SerialException("VarUInt32 longer than 5 bytes", position() - 1);
    }
    long value = readVarUInt64Tail(length - 1, first & (0xFF >>> length));
    if ((value >>> 32) != 0) {
      throw new SerialException("VarUInt32 overflows 32 bits", position());
    }
    return (int) value;
  }

  public int readVarInt32() {
    int v = readVarUInt32();
    return (v >>> 1) ^ -(v & 1);
  }

  /** Reads a {@code VarUInt32} that must be a non-negative {@code int} (a length or a count). */
  public int readLength() {
    int v = readSmallVarUInt32();
    if (v < 0) {
      throw lengthOutOfRange(v);
    }
    return v;
  }

  private SerialException lengthOutOfRange(int v) {
    return error("length " + Integer.toUnsignedString(v) + " out of range");
  }

  /**
   * Reads a {@code varu64} (see WriteBuffer#putVarUInt64): one byte, two bytes and nine bytes by
   * their own branches, the lengths between by one eight-byte load. Every byte sequence of the
   * length its first byte announces is a value, so nothing is malformed but a truncated one.
   */
  public long readVarUInt64() {
    int p = position;
    if (limit - p < 9) {
      return readVarUInt64Slow();
    }
    byte[] b = bytes;
    int first = b[p];
    if (first >= 0) {
      position = p + 1;
      return first;
    }
    if ((first & 0x40) == 0) {
      position = p + 2;
      return twoByteVarUInt(first, b[p + 1]);
    }
    if (first == -1) {
      position = p + 9;
      return (long) BigEndian.LONG.get(b, p + 1);
    }
    int length = varintLength(first);
    position = p + length;
    return (long) BigEndian.LONG.get(b, p) << length >>> (64 - 7 * length);
  }

  /** {@link #readVarUInt64} near the end of the bytes, one byte at a time. */
  private long readVarUInt64Slow() {
    int first = readUByte();
    if (first == 0xFF) {
      return readVarUInt64Tail(8, 0);
    }
    int length = varintLength(first);
    return readVarUInt64Tail(length - 1, first & (0xFF >>> length));
  }

  /** Appends the next {@code count} bytes to {@code value}, high bits first. */
  private long readVarUInt64Tail(int count, long value) {
    for (int i = 0; i < count; i++) {
      value = value << 8 | readUByte();
    }
    return value;
  }

  public long readVarInt64() {
    long v = readVarUInt64();
    return (v >>> 1) ^ -(v & 1);
  }

  public void readBytes(byte[] dst, int offset, int length) {
    require(length);
    System.arraycopy(bytes, position, dst, offset, length);
    position += length;
  }

  public byte[] readBytes(int length) {
    require(length);
    byte[] out = new byte[length];
    System.arraycopy(bytes, position, out, 0, length);
    position += length;
    return out;
  }

  /** Moves the read position back to {@code newPosition}, which must not exceed the current one. */
  public void rewind(int newPosition) {
    if (newPosition < 0 || newPosition > position()) {
      throw new IndexOutOfBoundsException("rewind to " + newPosition + " from " + position());
    }
    position = start + newPosition;
  }

  public void skip(int count) {
    require(count);
    position += count;
  }

  /**
   * Reads a string written by {@link WriteBuffer#writeString}, or null. Strings longer than
   * {@code maxChars} fail before anything is allocated for them.
   */
  public String readString(int maxChars) {
    // A Latin-1 string with a one- or two-byte header, the common case, without the general
    // varu32 reader: in a JVM that has read many kinds of values, the JIT compiles that reader
    // with all five of its lengths (see WriteBuffer#writeLatin1String for why that matters).
    // Anything else, every failure included, takes the general path.
    int p = position;
    if (limit - p >= 2) {
      int first = bytes[p];
      boolean oneByte = first >= 0;
      // A header of three bytes or more gives 0 here, which is not a Latin-1 header.
      int h = oneByte ? first
          : (first & 0xC0) == 0x80 ? twoByteVarUInt(first, bytes[p + 1]) : 0;
      int body = oneByte ? p + 1 : p + 2;
      int length = h >>> 1; // (h - 1) >>> 1 for the odd h of a Latin-1 string
      if ((h & 1) == 1 && length <= maxChars && length <= limit - body) {
        position = body + length;
        return latin1(bytes, body, length);
      }
    }
    return readAnyString(maxChars);
  }

  private String readAnyString(int maxChars) {
    int at = position();
    int h = readVarUInt32();
    if (h == 0) {
      return null;
    }
    int length = (h - 1) >>> 1;
    if (length > maxChars) {
      throw new SerialException("string of " + length + " chars exceeds the limit " + maxChars,
          at);
    }
    if (((h - 1) & 1) == StringCoder.LATIN1) {
      require(length);
      String s = latin1(bytes, position, length);
      position += length;
      return s;
    }
    requireElements(length, 2);
    char[] chars = new char[length];
    int p = position;
    for (int i = 0; i < length; i++) {
      chars[i] = (char) (short) LittleEndian.SHORT.get(bytes, p);
      p += 2;
    }
    position = p;
    return new String(chars);
  }

  /**
   * {@link #readString(int)}, answering a short Latin-1 string from {@code cache} when it holds
   * one with the same bytes (see {@link StringCache}). Same bytes consumed, same checks.
   */
  public String readString(int maxChars, StringCache cache) {
    int at = position;
    int h = readSmallVarUInt32(); // the cached strings' headers take one or two bytes
    int length = (h - 1) >>> 1;
    if (h > 2 && ((h - 1) & 1) == StringCoder.LATIN1 && length <= StringCache.MAX_BYTES
        && length <= maxChars && length <= limit - position) {
      String s = cache.latin1(bytes, position, length);
      position += length;
      return s;
    }
    position = at; // anything else, including every failure, as the plain reader does it
    return readString(maxChars);
  }

  /**
   * Reads {@code length} bytes as a string when every one of them is in 1..127 (ASCII, which
   * Latin-1 and modified UTF-8 encode alike, one byte a char); otherwise reads nothing and answers
   * null. One copy, straight from the payload into the string.
   */
  public String readAsciiOrNull(int length) {
    require(length);
    if (!Ascii.bytesFrom1To127(bytes, position, length)) {
      return null;
    }
    String s = latin1(bytes, position, length);
    position += length;
    return s;
  }

  public String readString() {
    return readString(Integer.MAX_VALUE);
  }

  /**
   * The Latin-1 string of {@code length} bytes at {@code offset}. The deprecated high-byte
   * constructor with a zero high byte decodes exactly ISO-8859-1, straight to a copy of the bytes
   * (no charset dispatch): measured about 1 ns (20%) faster per short string than
   * {@code new String(bytes, offset, length, ISO_8859_1)} on JDK 17.
   */
  @SuppressWarnings("deprecation")
  static String latin1(byte[] bytes, int offset, int length) {
    return new String(bytes, 0, offset, length);
  }

  public short[] readInt16ArrayLe(int length) {
    requireElements(length, 2);
    short[] out = new short[length];
    if (length <= WriteBuffer.SMALL_ARRAY) {
      int p = position;
      for (int i = 0; i < length; i++) {
        out[i] = (short) LittleEndian.SHORT.get(bytes, p);
        p += 2;
      }
      position = p;
      return out;
    }
    views().shorts(position).get(position >> 1, out);
    position += length * 2;
    return out;
  }

  public char[] readChar16ArrayLe(int length) {
    requireElements(length, 2);
    char[] out = new char[length];
    if (length <= WriteBuffer.SMALL_ARRAY) {
      int p = position;
      for (int i = 0; i < length; i++) {
        out[i] = (char) LittleEndian.CHAR.get(bytes, p);
        p += 2;
      }
      position = p;
      return out;
    }
    views().chars(position).get(position >> 1, out);
    position += length * 2;
    return out;
  }

  public int[] readInt32ArrayLe(int length) {
    requireElements(length, 4);
    int[] out = new int[length];
    if (length <= WriteBuffer.SMALL_ARRAY) {
      int p = position;
      for (int i = 0; i < length; i++) {
        out[i] = (int) LittleEndian.INT.get(bytes, p);
        p += 4;
      }
      position = p;
      return out;
    }
    views().ints(position).get(position >> 2, out);
    position += length * 4;
    return out;
  }

  public long[] readInt64ArrayLe(int length) {
    requireElements(length, 8);
    long[] out = new long[length];
    if (length <= WriteBuffer.SMALL_ARRAY) {
      int p = position;
      for (int i = 0; i < length; i++) {
        out[i] = (long) LittleEndian.LONG.get(bytes, p);
        p += 8;
      }
      position = p;
      return out;
    }
    views().longs(position).get(position >> 3, out);
    position += length * 8;
    return out;
  }

  public float[] readFloat32ArrayLe(int length) {
    requireElements(length, 4);
    float[] out = new float[length];
    if (length <= WriteBuffer.SMALL_ARRAY) {
      int p = position;
      for (int i = 0; i < length; i++) {
        out[i] = (float) LittleEndian.FLOAT.get(bytes, p);
        p += 4;
      }
      position = p;
      return out;
    }
    views().floats(position).get(position >> 2, out);
    position += length * 4;
    return out;
  }

  public double[] readFloat64ArrayLe(int length) {
    requireElements(length, 8);
    double[] out = new double[length];
    if (length <= WriteBuffer.SMALL_ARRAY) {
      int p = position;
      for (int i = 0; i < length; i++) {
        out[i] = (double) LittleEndian.DOUBLE.get(bytes, p);
        p += 8;
      }
      position = p;
      return out;
    }
    views().doubles(position).get(position >> 3, out);
    position += length * 8;
    return out;
  }

  /** Typed views of the current array for bulk copies (see WriteBuffer); remade for a new array. */
  private ArrayViews views() {
    ArrayViews v = views;
    return v != null && v.bytes == bytes ? v : (views = new ArrayViews(bytes));
  }

  public boolean[] readBooleanArray(int length) {
    requireElements(length, 1);
    boolean[] out = new boolean[length];
    for (int i = 0; i < length; i++) {
      out[i] = readBoolean();
    }
    return out;
  }

  /** If the next byte is {@code expected} (0 to 255), consumes it and answers true. */
  public boolean skipIfNext(int expected) {
    if (position >= limit || (bytes[position] & 0xFF) != expected) {
      return false;
    }
    position++;
    return true;
  }

  /** If the next bytes are exactly {@code expected}, consumes them and answers true. */
  public boolean skipIfNext(byte[] expected) {
    int n = expected.length;
    if (n > limit - position || !Arrays.equals(bytes, position, position + n, expected, 0, n)) {
      return false;
    }
    position += n;
    return true;
  }

  /**
   * {@link #skipIfNext(byte[])} for a {@link FixedBytes} run: two word loads, masked to the run's
   * bytes, where two words remain before the limit; else through the array.
   */
  public boolean skipIfNext(FixedBytes expected) {
    if (FixedBytes.MAX_LENGTH > limit - position) {
      return skipIfNext(expected.bytes);
    }
    long first = (long) LittleEndian.LONG.get(bytes, position);
    long second = (long) LittleEndian.LONG.get(bytes, position + Long.BYTES);
    if (((first ^ expected.first) & expected.firstMask) != 0
        || ((second ^ expected.second) & expected.secondMask) != 0) {
      return false;
    }
    position += expected.length;
    return true;
  }

  /** A copy of the bytes read since {@code from} (an offset as {@link #position()} counts). */
  public byte[] copySince(int from) {
    return Arrays.copyOfRange(bytes, start + from, position);
  }
}
