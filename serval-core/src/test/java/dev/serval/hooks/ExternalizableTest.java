package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import dev.serval.testing.RoundTrip;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExternalizableTest {

  /** The shape of FST's ExternalizableTest: strings, primitives and nested values by hand. */
  public static class ExternalTest implements Externalizable {
    String str = "blabla";
    int i = 42;
    long l = -7L;
    double d = 1.5;
    boolean flag = true;
    char c = '\u00e9';
    short s = -3;
    byte b = 9;
    float f = 0.25f;
    byte[] blob = {1, 2, 3};
    String utf = "modified \u0000 utf \ud83d\ude00";
    Object nested;

    public ExternalTest() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeObject(str);
      out.writeInt(i);
      out.writeLong(l);
      out.writeDouble(d);
      out.writeBoolean(flag);
      out.writeChar(c);
      out.writeShort(s);
      out.writeByte(b);
      out.writeFloat(f);
      out.writeInt(blob.length);
      out.write(blob);
      out.writeUTF(utf);
      out.writeObject(nested);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      str = (String) in.readObject();
      i = in.readInt();
      l = in.readLong();
      d = in.readDouble();
      flag = in.readBoolean();
      c = in.readChar();
      s = in.readShort();
      b = in.readByte();
      f = in.readFloat();
      blob = new byte[in.readInt()];
      in.readFully(blob);
      utf = in.readUTF();
      nested = in.readObject();
    }
  }

  /** A tree node whose children point back at their parent: a cycle through readExternal. */
  public static class ExtNode implements Externalizable {
    String name;
    ExtNode parent;
    List<ExtNode> children = new ArrayList<>();

    public ExtNode() {}

    ExtNode(String name) {
      this.name = name;
    }

    ExtNode add(ExtNode child) {
      child.parent = this;
      children.add(child);
      return this;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeUTF(name);
      out.writeObject(parent);
      out.writeInt(children.size());
      for (ExtNode child : children) {
        out.writeObject(child);
      }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      name = in.readUTF();
      parent = (ExtNode) in.readObject();
      int n = in.readInt();
      for (int k = 0; k < n; k++) {
        children.add((ExtNode) in.readObject());
      }
    }
  }

  /** Has no public no-argument constructor, which Java requires of an Externalizable. */
  public static class NoPublicConstructor implements Externalizable {
    NoPublicConstructor(int ignored) {}

    @Override
    public void writeExternal(ObjectOutput out) {}

    @Override
    public void readExternal(ObjectInput in) {}
  }

  @Test
  void fstShapeRoundTrips() {
    ExternalTest value = new ExternalTest();
    ExternalTest inner = new ExternalTest();
    inner.str = "inner";
    inner.blob = new byte[70_000]; // spans two DATA segments
    Arrays.fill(inner.blob, (byte) 5);
    value.nested = new Object[] {inner, "x", 3, new ArrayList<>(List.of(inner, 4))};
    RoundTrip.check(value);
  }

  @Test
  void nestedObjectsAndCycleRoundTripWithReferences() {
    ExtNode root = new ExtNode("root").add(new ExtNode("a")).add(new ExtNode("b"));
    root.children.get(0).add(new ExtNode("a1"));
    ExtNode copy = (ExtNode) RoundTrip.checkWithReferences(root);
    assertThat(copy.children.get(1).parent).isSameAs(copy);
    assertThat(copy.children.get(0).children.get(0).parent).isSameAs(copy.children.get(0));
  }

  @Test
  void treeWithoutCycleRoundTripsInEveryMode() {
    ExternalTest value = new ExternalTest();
    value.nested = new ExternalTest();
    RoundTrip.check(value);
  }

  /** Fails in writeExternal while told to, after writing some data: the stream is mid-block. */
  public static class FailsWhenTold implements Externalizable {
    boolean fail;
    Object nested;

    public FailsWhenTold() {}

    FailsWhenTold(boolean fail, Object nested) {
      this.fail = fail;
      this.nested = nested;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeLong(42);
      out.writeObject(nested);
      if (fail) {
        throw new IOException("told to");
      }
      out.writeInt(7);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      in.readLong();
      nested = in.readObject();
      in.readInt();
    }
  }

  /**
   * The streams handed to writeExternal are reused from object to object: one that failed in the
   * middle of a block, two levels deep, and a change of the caller's buffer between payloads leave
   * nothing behind in the next payload's bytes.
   */
  @Test
  void reusedStreamsCarryNothingOver() {
    Serval serval = Serval.builder().allowPackages("dev.serval").build();
    FailsWhenTold good = new FailsWhenTold(false, new FailsWhenTold(false, "leaf"));
    byte[] expected = Serval.builder().allowPackages("dev.serval").build().serialize(good);

    FailsWhenTold bad = new FailsWhenTold(false, new FailsWhenTold(true, "leaf"));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> serval.serialize(bad))
        .isInstanceOf(dev.serval.SerialException.class).hasMessageContaining("told to");
    assertThat(serval.serialize(good)).isEqualTo(expected);

    dev.serval.io.WriteBuffer first = new dev.serval.io.WriteBuffer(16);
    dev.serval.io.WriteBuffer second = new dev.serval.io.WriteBuffer(16);
    serval.serialize(good, first);
    serval.serialize(good, second);
    assertThat(first.toByteArray()).isEqualTo(expected);
    assertThat(second.toByteArray()).isEqualTo(expected);
    assertThat(serval.deserialize(second.toByteArray())).isInstanceOf(FailsWhenTold.class);
  }

  @Test
  void missingPublicConstructorFailsOnRead() {
    Serval serval = Serval.builder().allowPackages("dev.serval").build();
    byte[] bytes = serval.serialize(new NoPublicConstructor(1));
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> serval.deserialize(bytes, NoPublicConstructor.class))
        .isInstanceOf(dev.serval.SerialException.class)
        .hasMessageContaining("public no-argument constructor");
  }

  /** Package-private, with the public constructor Java asks for: made reflectively on read. */
  static class NotPublic implements Externalizable {
    int value;

    public NotPublic() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(value);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      value = in.readInt();
    }
  }

  @Test
  void aClassThatIsNotPublicIsMadeThroughItsPublicConstructorToo() {
    NotPublic value = new NotPublic();
    value.value = 42;
    RoundTrip.check(value);
  }

  /** Its public constructor throws what {@link #failure} holds, when set. */
  public static class FailsToConstruct implements Externalizable {
    static Exception failure;

    public FailsToConstruct() throws Exception {
      if (failure != null) {
        throw failure;
      }
    }

    @Override
    public void writeExternal(ObjectOutput out) {}

    @Override
    public void readExternal(ObjectInput in) {}
  }

  /**
   * A constructor that throws fails the read with a SerialException naming the class, an exception
   * it declares too (the direct call of a public constructor does not declare it).
   */
  @Test
  void aConstructorThatThrowsFailsTheRead() throws Exception {
    Serval serval = Serval.builder().allowPackages("dev.serval").build();
    byte[] bytes = serval.serialize(new FailsToConstruct());
    try {
      for (Exception failure : List.of(new IllegalStateException("unchecked"), new Exception("checked"))) {
        FailsToConstruct.failure = failure;
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> serval.deserialize(bytes))
            .isInstanceOf(dev.serval.SerialException.class)
            .hasMessageContaining("constructor of " + FailsToConstruct.class.getName() + " failed")
            .hasCause(failure);
      }
    } finally {
      FailsToConstruct.failure = null;
    }
  }

  /** An Externalizable that writes what {@link #write} says and reads nothing back. */
  public abstract static class Shape implements Externalizable {
    abstract void write(ObjectOutput out) throws IOException;

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      write(out);
    }

    @Override
    public void readExternal(ObjectInput in) {}
  }

  public static class WritesNothing extends Shape {
    @Override
    void write(ObjectOutput out) {}
  }

  public static class WritesAnInt extends Shape {
    @Override
    void write(ObjectOutput out) throws IOException {
      out.writeInt(7);
    }
  }

  public static class WritesAnObject extends Shape {
    @Override
    void write(ObjectOutput out) throws IOException {
      out.writeObject(null);
    }
  }

  public static class WritesIntObjectInt extends Shape {
    @Override
    void write(ObjectOutput out) throws IOException {
      out.writeInt(1);
      out.writeObject(null);
      out.writeInt(2);
    }
  }

  /**
   * A block holds a DATA segment only where primitive data was written (tag, 2-byte length, the
   * data) and an OBJECT segment per object (tag, then the slot: one byte for null), nothing for an
   * empty stretch: the writer opens a DATA segment ahead of time and must drop it when it stays
   * empty. A block that ends with data has no END byte (its last DATA tag says LAST_DATA).
   */
  @Test
  void blocksHoldNoEmptyDataSegments() {
    Serval serval = Serval.builder().register(WritesNothing.class, 1).register(WritesAnInt.class, 2)
        .register(WritesAnObject.class, 3).register(WritesIntObjectInt.class, 4).build();
    int empty = serval.serialize(new WritesNothing()).length;
    assertThat(serval.serialize(new WritesAnInt()).length).isEqualTo(empty - 1 + 3 + 4);
    assertThat(serval.serialize(new WritesAnObject()).length).isEqualTo(empty + 2);
    assertThat(serval.serialize(new WritesIntObjectInt()).length).isEqualTo(empty - 1 + 7 + 2 + 7);
    RoundTrip.check(new WritesIntObjectInt());
    RoundTrip.check(new WritesAnInt());
  }

  /** Writes {@code count} values of every primitive width in turn; reading checks each. */
  public static class ManyPrimitives implements Externalizable {
    private static final int[] WIDTHS = {1, 2, 2, 4, 8, 4, 8, 1};
    int count;

    public ManyPrimitives() {}

    ManyPrimitives(int count) {
      this.count = count;
    }

    /** The bytes of primitive data after the count. */
    static int[] widths(int count) {
      int[] widths = new int[count];
      for (int i = 0; i < count; i++) {
        widths[i] = WIDTHS[i % WIDTHS.length];
      }
      return widths;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(count);
      for (int i = 0; i < count; i++) {
        switch (i % WIDTHS.length) {
          case 0 -> out.writeByte(i);
          case 1 -> out.writeShort(i);
          case 2 -> out.writeChar(i);
          case 3 -> out.writeInt(i);
          case 4 -> out.writeLong(i * 1_000_003L);
          case 5 -> out.writeFloat(i);
          case 6 -> out.writeDouble(i * 0.5);
          default -> out.writeBoolean(i % 3 == 0);
        }
      }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      count = in.readInt();
      for (int i = 0; i < count; i++) {
        boolean same = switch (i % WIDTHS.length) {
          case 0 -> in.readByte() == (byte) i;
          case 1 -> in.readShort() == (short) i;
          case 2 -> in.readChar() == (char) i;
          case 3 -> in.readInt() == i;
          case 4 -> in.readLong() == i * 1_000_003L;
          case 5 -> in.readFloat() == i;
          case 6 -> in.readDouble() == i * 0.5;
          default -> in.readBoolean() == (i % 3 == 0);
        };
        if (!same) {
          throw new IOException("value " + i + " read back changed");
        }
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ManyPrimitives && ((ManyPrimitives) o).count == count;
    }

    @Override
    public int hashCode() {
      return count;
    }
  }

  /**
   * Primitive data past a DATA segment's 65535 bytes, into a buffer that starts small and grows
   * in the middle of the block: every value reads back, and the segments break only between
   * values (a value that would not fit the open segment starts the next one, 3 bytes of framing).
   */
  @Test
  void primitivesFillSegmentsWholeValuesAtATime() {
    Serval serval = Serval.builder().register(ManyPrimitives.class, 1).build();
    int none = serval.serialize(new ManyPrimitives(0)).length; // the count alone: one segment
    int count = 40_000;
    int segments = 1;
    int used = Integer.BYTES;
    int data = 0;
    for (int width : ManyPrimitives.widths(count)) {
      if (used + width > 0xFFFF) {
        segments++;
        used = 0;
      }
      used += width;
      data += width;
    }
    assertThat(segments).as("the data spans several segments").isGreaterThan(2);
    WriteBuffer small = new WriteBuffer(16);
    int length = serval.serialize(new ManyPrimitives(count), small);
    assertThat(length).isEqualTo(none + data + 3 * (segments - 1));
    assertThat(serval.deserialize(small.toByteArray(), ManyPrimitives.class))
        .isEqualTo(new ManyPrimitives(count));
  }
}
