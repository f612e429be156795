package dev.serval.internal.serializers.hooks;

import dev.serval.internal.WriteSession;
import dev.serval.io.WriteBuffer;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutputStream;
import java.io.UTFDataFormatException;
import java.io.UncheckedIOException;

/**
 * The {@link ObjectOutputStream} handed to {@code writeObject} and {@code writeExternal}. It is
 * made with the protected no-argument constructor, which leaves the JDK's own stream machinery
 * unset, so every public method is overridden to write {@link Segments} into the session's buffer
 * instead; none falls through to the JDK's internals. One instance writes the blocks of one object
 * at a time; {@link #lend} hands it to the next one.
 */
final class BlockOutput extends ObjectOutputStream {
  private final WriteSession session;
  /** The session's buffer while lent, else null: a session may be handed another buffer. */
  private WriteBuffer out;
  /** Where the open DATA segment's length sits, or -1 when none is open. */
  private int dataLengthAt = -1;
  /**
   * The position up to which primitive data may be stored with no further check: the end of the
   * open DATA segment or of the buffer's array, whichever comes first; -1 when no segment is open.
   * One comparison against it (see {@link #room}) stands for the segment's check and the buffer's.
   */
  private int dataLimit = -1;
  private Object object;
  private ClassLevel level;
  private HookPutField putField;

  private BlockOutput(WriteSession session) throws IOException {
    super();
    this.session = session;
  }

  /**
   * A stream for the next hooked object of {@code session}'s payload, on the session's current
   * buffer (see {@link HookStreams}); give it back with {@link #giveBack}, in a finally.
   */
  static BlockOutput lend(WriteSession session) {
    @SuppressWarnings("unchecked")
    HookStreams<BlockOutput> streams = (HookStreams<BlockOutput>) session.hookStreams();
    if (streams == null) {
      streams = new HookStreams<>();
      session.hookStreams(streams);
    }
    BlockOutput stream = streams.next();
    if (stream == null) {
      try {
        stream = new BlockOutput(session);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // the protected constructor does no I/O
      }
    }
    stream.out = session.buffer();
    return streams.lend(stream);
  }

  static void giveBack(WriteSession session, BlockOutput stream) {
    stream.recycle();
    ((HookStreams<?>) session.hookStreams()).giveBack();
  }

  /**
   * Drops the last object's state and the buffer, so the stream can serve the next object and
   * keeps nothing alive that the session let go.
   */
  private void recycle() {
    out = null;
    dataLengthAt = -1;
    dataLimit = -1;
    object = null;
    level = null;
    putField = null;
  }

  /** Starts the block of {@code level} (null for an Externalizable) of {@code object}. */
  void beginBlock(Object object, ClassLevel level) {
    this.object = object;
    this.level = level;
    this.putField = null;
  }

  /**
   * Starts the block of an Externalizable with its DATA segment open: {@code writeExternal} writes
   * primitive data first, nearly always, and opened here (closeData drops it if it stays empty)
   * each write's own branch that opens one stays untaken, so the JIT leaves it out of the writes
   * it inlines into {@code writeExternal}.
   */
  void beginExternalBlock(Object object) {
    beginBlock(object, null);
    newData(); // not through openData, whose branch is to stay untaken
  }

  /**
   * Ends the current block: with {@link Segments#END}, or, when the block ends with primitive data,
   * by turning that DATA segment into {@link Segments#LAST_DATA}.
   */
  void endBlock() {
    int tagAt = dataLengthAt - 1;
    if (closeData()) {
      out.putByteAt(tagAt, Segments.LAST_DATA);
    } else {
      out.writeByte(Segments.END);
    }
    object = null;
    level = null;
    putField = null;
  }

  /** Writes the current level's fields from the object as a FIELDS segment. */
  void writeFieldsSegment(Object from) {
    closeData();
    out.writeByte(Segments.FIELDS);
    level.fields().writeFrom(session, from);
  }

  /** Makes sure a DATA segment with room for {@code bytes} more is open. */
  private void openData(int bytes) {
    if (dataLengthAt < 0 || bytes > dataRoom()) {
      newData();
    }
  }

  /**
   * Makes sure a DATA segment with room for {@code bytes} more is open and the buffer can take
   * them, so that the caller may store them with the buffer's unchecked ({@code Ensured}) writes.
   * Each primitive write of {@code writeExternal} checked the segment and then the buffer, two
   * comparisons against two fields.
   */
  private void room(int bytes) {
    if (out.position() > dataLimit - bytes) {
      openData(bytes);
      out.ensure(bytes);
      limitData();
    }
  }

  private void newData() {
    closeData();
    out.writeByte(Segments.DATA);
    dataLengthAt = out.position();
    out.writeInt16Le((short) 0);
    limitData(); // so that the first writes of a block find room without the slow branch
  }

  private void limitData() {
    dataLimit = Math.min(dataLengthAt + 2 + Segments.MAX_DATA, out.capacity());
  }

  /** How many more bytes the open DATA segment can take. */
  private int dataRoom() {
    return Segments.MAX_DATA - (out.position() - dataLengthAt - 2);
  }

  /**
   * Closes the open DATA segment, if any: fills in its length, or drops it when it stayed empty.
   * Answers whether a segment holding data was closed, so the block's last bytes are that data.
   */
  private boolean closeData() {
    if (dataLengthAt < 0) {
      return false;
    }
    int length = out.position() - dataLengthAt - 2;
    if (length == 0) {
      out.rewind(dataLengthAt - 1); // drop the empty segment, tag included
    } else {
      out.putInt16LeAt(dataLengthAt, (short) length);
    }
    dataLengthAt = -1;
    dataLimit = -1;
    return length > 0;
  }

  private void requireLevel(String method) throws NotActiveException {
    if (level == null) {
      throw new NotActiveException(method + " called outside of a writeObject method");
    }
  }

  @Override
  protected void writeObjectOverride(Object value) {
    closeData();
    out.writeByte(Segments.OBJECT);
    session.writeObject(value);
  }

  /** Written like {@link #writeObject}: Serval's reference table has no unshared entries. */
  @Override
  public void writeUnshared(Object value) {
    writeObjectOverride(value);
  }

  @Override
  public void defaultWriteObject() throws IOException {
    requireLevel("defaultWriteObject");
    writeFieldsSegment(object);
  }

  @Override
  public PutField putFields() throws IOException {
    requireLevel("putFields");
    if (putField == null) {
      putField = new HookPutField(level.fields(), this);
    }
    return putField;
  }

  @Override
  public void writeFields() throws IOException {
    requireLevel("writeFields");
    if (putField == null) {
      throw new NotActiveException("writeFields called before putFields");
    }
    writeFieldsOf(putField);
  }

  void writeFieldsOf(HookPutField fields) {
    closeData();
    out.writeByte(Segments.FIELDS);
    level.fields().writeValues(session, fields.values);
  }

  /** Java refuses to reset a stream in the middle of writing an object; so does this. */
  @Override
  public void reset() throws IOException {
    throw new IOException("stream active");
  }

  @Override
  public void useProtocolVersion(int version) {
    // Serval has one wire format; the request has nothing to choose.
  }

  @Override
  public void write(int b) {
    room(1);
    out.writeByteEnsured(b);
  }

  @Override
  public void write(byte[] bytes) {
    write(bytes, 0, bytes.length);
  }

  @Override
  public void write(byte[] bytes, int offset, int length) {
    if (offset < 0 || length < 0 || offset > bytes.length - length) {
      throw new IndexOutOfBoundsException();
    }
    while (length > 0) {
      openData(1);
      int n = Math.min(dataRoom(), length);
      out.writeBytes(bytes, offset, n);
      offset += n;
      length -= n;
    }
  }

  @Override
  public void writeBoolean(boolean v) {
    room(1);
    out.writeBooleanEnsured(v);
  }

  @Override
  public void writeByte(int v) {
    write(v);
  }

  // Primitive data is big-endian, as DataOutput defines it (see Segments): the buffer's
  // little-endian store of the reversed bytes (reverseBytes is a JIT intrinsic: one bswap).

  @Override
  public void writeShort(int v) {
    room(2);
    out.writeInt16LeEnsured(Short.reverseBytes((short) v));
  }

  @Override
  public void writeChar(int v) {
    writeShort(v);
  }

  @Override
  public void writeInt(int v) {
    room(4);
    out.writeInt32LeEnsured(Integer.reverseBytes(v));
  }

  @Override
  public void writeLong(long v) {
    room(8);
    out.writeInt64LeEnsured(Long.reverseBytes(v));
  }

  @Override
  public void writeFloat(float v) {
    writeInt(Float.floatToRawIntBits(v));
  }

  @Override
  public void writeDouble(double v) {
    writeLong(Double.doubleToRawLongBits(v));
  }

  @Override
  public void writeBytes(String s) {
    byte[] low = new byte[s.length()];
    for (int i = 0; i < low.length; i++) {
      low[i] = (byte) s.charAt(i);
    }
    write(low);
  }

  @Override
  public void writeChars(String s) {
    for (int i = 0; i < s.length(); i++) {
      writeChar(s.charAt(i));
    }
  }

  @Override
  public void writeUTF(String s) throws UTFDataFormatException {
    if (writeAsciiUtf(s)) {
      return;
    }
    byte[] encoded = ModifiedUtf8.encode(s);
    writeShort(encoded.length);
    write(encoded);
  }

  /**
   * Writes the modified UTF-8 of {@code s} straight into the buffer when that is one byte a char
   * (every char in 1..127, the common case) and it fits one DATA segment (the next one when the
   * open one is too full, where the general path would split the bytes between the two: either
   * reads back alike); says whether it did. The general path encodes into a new array in two
   * passes, which was a third of writing FST's FrequentPrimitivesExternalizable; a {@code charAt}
   * loop that checked and stored each char was in turn half of writing FST's ExternalizableTest
   * (labels of up to 16 chars), where the buffer's bulk copy and word-at-a-time check now do it.
   */
  private boolean writeAsciiUtf(String s) {
    int chars = s.length();
    if (chars > Segments.MAX_DATA - 2) {
      return false;
    }
    room(2 + chars);
    int lengthAt = out.position();
    out.writeInt16LeEnsured(Short.reverseBytes((short) chars)); // big-endian, as writeShort
    if (out.writeAsciiChars(s)) {
      return true;
    }
    out.rewind(lengthAt);
    return false;
  }

  @Override
  public void flush() {
    // Everything is already in the session's buffer.
  }

  @Override
  public void close() {
    // The payload, not the hook, owns the buffer.
  }
}
