package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The primitive data that hooks write is a byte stream, as {@code java.io.DataOutput} defines it:
 * big-endian, so that a hook that reads it through other methods than wrote it (bytes for an int,
 * an int for two shorts) reads what it would read from Java's own serialization, also where a read
 * spans two DATA segments.
 */
class DataByteOrderTest {
  /** The most bytes a DATA segment holds. */
  private static final int MAX_DATA = 0xFFFF;

  /**
   * Writes values one way and reads them back another, keeping what it read. {@code fill} bytes
   * of padding come first, so that the first read can be made to span two DATA segments.
   */
  public static class Reinterprets implements Externalizable {
    int fill;
    int shortsAsInt;
    byte[] intAsBytes;
    long bytesAsLong;
    long intsAsLong;
    int utfLength;
    byte[] utfBytes;
    char bytesAsChar;
    double longAsDouble;

    public Reinterprets() {}

    Reinterprets(int fill) {
      this.fill = fill;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(fill);
      out.write(new byte[fill]);
      out.writeShort(0x0102);
      out.writeShort(0x0304);
      out.writeInt(0x05060708);
      out.write(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
      out.writeInt(-2);
      out.writeInt(3);
      out.writeUTF("abc");
      out.write(new byte[] {0x41, 0x42});
      out.writeLong(Double.doubleToLongBits(1.5));
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      fill = in.readInt();
      in.readFully(new byte[fill]);
      shortsAsInt = in.readInt();
      intAsBytes = new byte[4];
      in.readFully(intAsBytes);
      bytesAsLong = in.readLong();
      intsAsLong = in.readLong();
      utfLength = in.readUnsignedShort();
      utfBytes = new byte[utfLength];
      in.readFully(utfBytes);
      bytesAsChar = in.readChar();
      longAsDouble = in.readDouble();
    }
  }

  /** The same for the stream of a {@code writeObject} hook: a long read back as two ints. */
  public static class LongAsInts implements Serializable {
    private static final long serialVersionUID = 1L;
    transient int high;
    transient int low;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeLong(0x0102030405060708L);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      high = in.readInt();
      low = in.readInt();
    }
  }

  // Java's own serialization is the reference: these are the values it reads back.
  private static void assertJavaReads(Reinterprets copy) {
    assertThat(copy.shortsAsInt).isEqualTo(0x01020304);
    assertThat(copy.intAsBytes).containsExactly(5, 6, 7, 8);
    assertThat(copy.bytesAsLong).isEqualTo(0x0102030405060708L);
    assertThat(copy.intsAsLong).isEqualTo(0xFFFFFFFE_00000003L);
    assertThat(copy.utfLength).isEqualTo(3);
    assertThat(copy.utfBytes).containsExactly('a', 'b', 'c');
    assertThat(copy.bytesAsChar).isEqualTo('\u4142');
    assertThat(copy.longAsDouble).isEqualTo(1.5);
  }

  /** 0: one segment; MAX_DATA - 6: the first segment ends between the two shorts. */
  @ParameterizedTest
  @ValueSource(ints = {0, MAX_DATA - Integer.BYTES - Short.BYTES})
  void externalizableDataReadsThroughOtherWidthsAsInJava(int fill) throws Exception {
    assertJavaReads((Reinterprets) viaJava(new Reinterprets(fill)));
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(UnaryOperator.identity());
      Reinterprets copy = (Reinterprets) serval.deserialize(
          serval.serialize(new Reinterprets(fill)));
      assertThat(copy.fill).as(mode.toString()).isEqualTo(fill);
      assertJavaReads(copy);
    }
  }

  @Test
  void writeObjectDataReadsThroughOtherWidthsAsInJava() throws Exception {
    LongAsInts java = (LongAsInts) viaJava(new LongAsInts());
    assertThat(List.of(java.high, java.low)).containsExactly(0x01020304, 0x05060708);
    Serval serval = Serval.builder().allowPackages("dev.serval").build();
    LongAsInts copy = (LongAsInts) serval.deserialize(serval.serialize(new LongAsInts()));
    assertThat(List.of(copy.high, copy.low)).containsExactly(0x01020304, 0x05060708);
  }

  private static Object viaJava(Object value) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    try (ObjectInputStream in = new ObjectInputStream(
        new ByteArrayInputStream(bytes.toByteArray()))) {
      return in.readObject();
    }
  }
}
