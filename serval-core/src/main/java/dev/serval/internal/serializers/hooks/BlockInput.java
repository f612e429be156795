package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.serializers.objects.LevelFields;
import dev.serval.io.ReadBuffer;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.UncheckedIOException;

/**
 * The {@link ObjectInputStream} handed to {@code readObject} and {@code readExternal}: it reads the
 * {@link Segments} of one block at a time from the session's buffer. Made with the protected
 * no-argument constructor and overriding every public method, so nothing reaches the JDK's
 * uninitialized internals. As in Java, primitive reads past the block's data throw
 * {@link EOFException} and {@code readObject} where primitive data is next throws an
 * {@link java.io.OptionalDataException}. Whatever the hook leaves unread is consumed by
 * {@link #endBlock}, objects included, so the stream and its reference numbering stay in step.
 */
final class BlockInput extends ObjectInputStream {
  private final ReadSession session;
  private final ReadBuffer in;
  private final HookValidations validations = new HookValidations();
  /** Bytes left in the current DATA segment. */
  private int dataLeft;
  /**
   * The tag of the next segment once read ahead, else -1. After a {@link Segments#LAST_DATA}
   * segment's length it is END, which no byte stands for (see {@link #enterData}).
   */
  private int nextTag = -1;
  private Object object;
  /** The reader's level of this block, or null for an Externalizable or a level it lacks. */
  private ClassLevel level;
  /** How the payload's FIELDS segments of this block are read, or null when it has none. */
  private LevelFields.Plan plan;
  private LevelFields planFields;

  private BlockInput(ReadSession session) throws IOException {
    super();
    this.session = session;
    this.in = session.buffer();
  }

  /**
   * A stream for the next hooked object of {@code session}'s payload (see {@link HookStreams});
   * give it back with {@link #giveBack}, in a finally.
   */
  static BlockInput lend(ReadSession session) {
    @SuppressWarnings("unchecked")
    HookStreams<BlockInput> streams = (HookStreams<BlockInput>) session.hookStreams();
    if (streams == null) {
      streams = new HookStreams<>();
      session.hookStreams(streams);
    }
    BlockInput stream = streams.next();
    if (stream == null) {
      try {
        stream = new BlockInput(session);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // the protected constructor does no I/O
      }
    }
    return streams.lend(stream);
  }

  static void giveBack(ReadSession session, BlockInput stream) {
    stream.recycle();
    ((HookStreams<?>) session.hookStreams()).giveBack();
  }

  /**
   * Starts a block. {@code fields} and {@code plan} read its FIELDS segments: the reader's level
   * fields for a known level, a field-less level (which skips everything) for one it lacks.
   */
  void beginBlock(Object object, ClassLevel level, LevelFields fields, LevelFields.Plan plan) {
    this.object = object;
    this.level = level;
    this.planFields = fields;
    this.plan = plan;
    this.dataLeft = 0;
    this.nextTag = -1;
  }

  /**
   * Starts the block of an Externalizable, entering its first DATA segment: it nearly always
   * starts with primitive data, and entered here, each read's own branch that enters a segment
   * stays untaken, so the JIT leaves it out of the reads it inlines into {@code readExternal}.
   * Inlined there, that branch made {@code readExternal} too large for the JIT to inline its later
   * reads (FST's FrequentPrimitivesExternalizable: a fifth of deserializing it in a VarHandle
   * guard called out of line). A lent stream is new or recycled, so the object is all there is to
   * set: {@link #beginBlock}, which sets every field, was a call the JIT left out of line when
   * reading FST's ExternalizableTest (5% of the time).
   */
  void beginExternalBlock(Object object) {
    this.object = object;
    dataAhead();
  }

  /** Consumes the rest of the block, up to and including its END. */
  void endBlock() {
    while (true) {
      in.skip(dataLeft);
      dataLeft = 0;
      int tag = peekTag();
      nextTag = -1;
      switch (tag) {
        case Segments.END -> {
          object = null;
          level = null;
          return;
        }
        case Segments.DATA, Segments.LAST_DATA -> enterData(tag);
        case Segments.OBJECT -> session.readObject();
        default -> skipFields();
      }
    }
  }

  /** Drops the last object's state, so the stream can serve the next object. */
  private void recycle() {
    object = null;
    level = null;
    plan = null;
    planFields = null;
    dataLeft = 0;
    nextTag = -1;
    validations.clear();
  }

  /** Runs the validations registered while the object was read, highest priority first. */
  void runValidations() {
    validations.run();
  }

  private int peekTag() {
    if (nextTag < 0) {
      int at = in.position();
      int tag = in.readUByte();
      if (tag > Segments.LAST_DATA) {
        throw new SerialException("invalid block segment tag " + tag, at);
      }
      nextTag = tag;
    }
    return nextTag;
  }

  /**
   * Enters the DATA or LAST_DATA segment whose tag {@link #peekTag} answered: reads its length,
   * and after LAST_DATA makes END the next tag.
   */
  private void enterData(int tag) {
    nextTag = tag == Segments.LAST_DATA ? Segments.END : -1;
    dataLeft = in.readInt16Le() & 0xFFFF;
  }

  /** Whether primitive data is next, moving into the next DATA segment when this one is done. */
  private boolean dataAhead() {
    while (dataLeft == 0) {
      int tag = peekTag();
      if (tag != Segments.DATA && tag != Segments.LAST_DATA) {
        return false;
      }
      enterData(tag);
    }
    return true;
  }

  /** Reads and drops a FIELDS segment (its tag already consumed). */
  private void skipFields() {
    if (plan == null) {
      throw new SerialException("field values in a block of a class without fields",
          in.position() - 1);
    }
    planFields.readValues(session, plan, new Object[planFields.size()],
        new boolean[planFields.size()]);
  }

  /** Consumes the FIELDS segment if it is next, else answers false (the payload has none here). */
  private boolean fieldsAhead() {
    if (dataLeft > 0 || peekTag() != Segments.FIELDS) {
      return false;
    }
    nextTag = -1;
    return true;
  }

  private void requireLevel(String method) throws NotActiveException {
    if (object == null || planFields == null || level == null) {
      throw new NotActiveException(method + " called outside of a readObject method");
    }
  }

  /** Reads the level's fields into the object; when the payload has none here they keep zero. */
  void readFieldsSegment() {
    if (fieldsAhead()) {
      planFields.readInto(session, plan, object);
    }
  }

  @Override
  public void defaultReadObject() throws IOException {
    requireLevel("defaultReadObject");
    readFieldsSegment();
  }

  @Override
  public GetField readFields() throws IOException {
    requireLevel("readFields");
    HookGetField fields = new HookGetField(level.type, planFields);
    if (fieldsAhead()) {
      planFields.readValues(session, plan, fields.values, fields.present);
    }
    return fields;
  }

  @Override
  protected Object readObjectOverride() throws IOException {
    while (true) {
      if (dataAhead()) {
        throw JavaSerialization.optionalData(false);
      }
      int tag = peekTag();
      if (tag == Segments.END) {
        throw JavaSerialization.optionalData(true);
      }
      nextTag = -1;
      if (tag == Segments.OBJECT) {
        return session.readObject();
      }
      skipFields(); // the writer wrote fields the hook does not ask for here
    }
  }

  /** Read like {@link #readObject}: Serval's reference table has no unshared entries. */
  @Override
  public Object readUnshared() throws IOException {
    return readObjectOverride();
  }

  @Override
  public void registerValidation(ObjectInputValidation validation, int priority)
      throws NotActiveException {
    if (object == null) {
      throw new NotActiveException("registerValidation called outside of a readObject method");
    }
    validations.add(validation, priority);
  }

  private void need(int bytes) throws EOFException {
    if (dataLeft < bytes) {
      throw new EOFException("the block's primitive data ends here");
    }
    dataLeft -= bytes;
  }

  /**
   * Whether {@code bytes} can be read straight from the current DATA segment, entering the next
   * one when this one is done. The common case, room in the current segment, is one comparison.
   */
  private boolean inSegment(int bytes) {
    if (dataLeft >= bytes || (dataLeft == 0 && dataAhead() && dataLeft >= bytes)) {
      dataLeft -= bytes;
      return true;
    }
    return false;
  }

  /**
   * Reads {@code bytes} (up to 8) big-endian bytes that straddle DATA segments. Primitive data is
   * big-endian (see {@link Segments}): reads within one segment reverse the bytes of the buffer's
   * little-endian reads.
   */
  private long straddling(int bytes) throws EOFException {
    long v = 0;
    for (int i = 0; i < bytes; i++) {
      if (!dataAhead()) {
        throw new EOFException("the block's primitive data ends here");
      }
      need(1);
      v = v << 8 | in.readUByte();
    }
    return v;
  }

  @Override
  public int read() {
    if (!dataAhead()) {
      return -1;
    }
    dataLeft--;
    return in.readUByte();
  }

  @Override
  public int read(byte[] bytes, int offset, int length) {
    if (offset < 0 || length < 0 || offset > bytes.length - length) {
      throw new IndexOutOfBoundsException();
    }
    if (length == 0) {
      return 0;
    }
    if (!dataAhead()) {
      return -1;
    }
    int n = Math.min(length, dataLeft);
    in.readBytes(bytes, offset, n);
    dataLeft -= n;
    return n;
  }

  @Override
  public int available() {
    return dataLeft;
  }

  @Override
  public void readFully(byte[] bytes) throws IOException {
    readFully(bytes, 0, bytes.length);
  }

  @Override
  public void readFully(byte[] bytes, int offset, int length) throws IOException {
    while (length > 0) {
      int n = read(bytes, offset, length);
      if (n < 0) {
        throw new EOFException("the block's primitive data ends here");
      }
      offset += n;
      length -= n;
    }
  }

  @Override
  public int skipBytes(int n) {
    int skipped = 0;
    while (skipped < n && dataAhead()) {
      int step = Math.min(n - skipped, dataLeft);
      in.skip(step);
      dataLeft -= step;
      skipped += step;
    }
    return skipped;
  }

  @Override
  public boolean readBoolean() throws IOException {
    return readByte() != 0;
  }

  @Override
  public byte readByte() throws IOException {
    int b = read();
    if (b < 0) {
      throw new EOFException("the block's primitive data ends here");
    }
    return (byte) b;
  }

  @Override
  public int readUnsignedByte() throws IOException {
    return readByte() & 0xFF;
  }

  @Override
  public short readShort() throws IOException {
    return inSegment(2) ? Short.reverseBytes(in.readInt16Le()) : (short) straddling(2);
  }

  @Override
  public int readUnsignedShort() throws IOException {
    return readShort() & 0xFFFF;
  }

  @Override
  public char readChar() throws IOException {
    return (char) readShort();
  }

  @Override
  public int readInt() throws IOException {
    return inSegment(4) ? Integer.reverseBytes(in.readInt32Le()) : (int) straddling(4);
  }

  @Override
  public long readLong() throws IOException {
    return inSegment(8) ? Long.reverseBytes(in.readInt64Le()) : straddling(8);
  }

  @Override
  public float readFloat() throws IOException {
    return Float.intBitsToFloat(readInt());
  }

  @Override
  public double readDouble() throws IOException {
    return Double.longBitsToDouble(readLong());
  }

  @Override
  @SuppressWarnings("deprecation")
  public String readUTF() throws IOException {
    int length = readUnsignedShort();
    if (length == 0) {
      return "";
    }
    if (dataAhead() && dataLeft >= length) { // within this DATA segment: try the one-copy way
      String ascii = in.readAsciiOrNull(length);
      if (ascii != null) {
        dataLeft -= length;
        return ascii;
      }
    }
    byte[] encoded = new byte[length];
    readFully(encoded);
    for (byte b : encoded) {
      if (b <= 0) {
        // NUL or a multi-byte char: decode in general (and validate) as the JDK does.
        return DataInputStream.readUTF(new DataInputStream(new ByteArrayInputStream(
            prefixedByLength(encoded))));
      }
    }
    // Every byte in 1..127: the modified UTF-8 is ASCII, one char a byte.
    return new String(encoded, 0);
  }

  private static byte[] prefixedByLength(byte[] encoded) {
    byte[] prefixed = new byte[encoded.length + 2];
    prefixed[0] = (byte) (encoded.length >>> 8);
    prefixed[1] = (byte) encoded.length;
    System.arraycopy(encoded, 0, prefixed, 2, encoded.length);
    return prefixed;
  }

  /**
   * Bytes as Latin-1 up to a line feed, a trailing carriage return dropped. Unlike
   * {@link java.io.DataInputStream#readLine}, a lone carriage return does not end a line.
   */
  @Override
  @Deprecated
  public String readLine() {
    StringBuilder line = new StringBuilder();
    int c = read();
    if (c < 0) {
      return null;
    }
    while (c >= 0 && c != '\n') {
      line.append((char) c);
      c = read();
    }
    int last = line.length() - 1;
    if (last >= 0 && line.charAt(last) == '\r') {
      line.setLength(last);
    }
    return line.toString();
  }

  @Override
  public void close() {
    // The payload, not the hook, owns the buffer.
  }
}
