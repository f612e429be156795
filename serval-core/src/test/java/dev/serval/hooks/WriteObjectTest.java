package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class WriteObjectTest {

  /** defaultWriteObject plus extra primitive and object data; a transient cache rebuilt on read. */
  static class WithExtra implements Serializable {
    String name;
    int[] numbers;
    transient int extra;
    transient Object[] sidecar;
    transient String cache = "never restored by the JDK either";

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(extra);
      out.writeObject(sidecar);
      out.writeUTF(name == null ? "" : name.toUpperCase());
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      extra = in.readInt();
      sidecar = (Object[]) in.readObject();
      cache = in.readUTF();
    }
  }

  /** Every PutField and GetField type. */
  static class AllPutFields implements Serializable {
    boolean z = true;
    byte b = -1;
    char c = 'q';
    short s = 300;
    int i = -70000;
    long j = Long.MIN_VALUE;
    float f = 1.25f;
    double d = Math.PI;
    String text = "t";
    Object any = new int[] {4};

    private void writeObject(ObjectOutputStream out) throws IOException {
      ObjectOutputStream.PutField put = out.putFields();
      put.put("z", z);
      put.put("b", b);
      put.put("c", c);
      put.put("s", s);
      put.put("i", i);
      put.put("j", j);
      put.put("f", f);
      put.put("d", d);
      put.put("text", text);
      put.put("any", any);
      out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      ObjectInputStream.GetField get = in.readFields();
      assertThat(get.defaulted("i")).isFalse();
      z = get.get("z", false);
      b = get.get("b", (byte) 0);
      c = get.get("c", ' ');
      s = get.get("s", (short) 0);
      i = get.get("i", 0);
      j = get.get("j", 0L);
      f = get.get("f", 0f);
      d = get.get("d", 0d);
      text = (String) get.get("text", null);
      any = get.get("any", null);
    }
  }

  /** Writes no fields at all: readFields sees every field as defaulted. */
  static class WritesNoFields implements Serializable {
    int value = 5;
    transient boolean defaulted;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeInt(value);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      ObjectInputStream.GetField get = in.readFields();
      defaulted = get.defaulted("value");
      value = get.get("value", -1) == -1 ? in.readInt() : -2;
    }
  }

  /** Writes more than it reads back; what follows it must still be read correctly. */
  static class ReadsLess implements Serializable {
    int kept = 11;
    transient Object[] shared;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeLong(99);
      out.writeObject(shared);
      out.writeObject("dropped");
      out.write(new byte[100_000]);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      assertThat(in.readLong()).isEqualTo(99);
    }
  }

  static class Holder implements Serializable {
    ReadsLess first;
    Object[] shared;
    String after;
  }

  /** Reads more than was written: a clean failure, never a desynchronized stream. */
  static class ReadsMore implements Serializable {
    int x = 1;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      in.readInt();
    }
  }

  /** Super and sub both have hooks; the middle level has none. */
  static class Top implements Serializable {
    private int secret = 1;
    transient int topExtra;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(topExtra);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      topExtra = in.readInt();
    }
  }

  static class Middle extends Top {
    String middle = "m";
  }

  static class Bottom extends Middle {
    private int secret = 3; // the same name as Top's: each level has its own
    transient String bottomExtra;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeObject(bottomExtra);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      bottomExtra = (String) in.readObject();
    }
  }

  /** serialPersistentFields limits what defaultWriteObject writes. */
  static class Persistent implements Serializable {
    private static final ObjectStreamField[] serialPersistentFields = {
        new ObjectStreamField("kept", String.class)};
    String kept = "k";
    String notPersistent = "n";

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /** Java's constructor rule: the first non-serializable superclass's constructor runs. */
  static class NotSerializableBase {
    int base;

    NotSerializableBase() {
      base = 7;
    }
  }

  static class SerializableChild extends NotSerializableBase implements Serializable {
    int own = 1;
    transient String initialized = "initializer ran";

    SerializableChild() {
      base = 0;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /** A hook that misuses the stream outside its call. */
  static class KeepsStream implements Serializable {
    transient ObjectOutputStream kept;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.reset();
    }
  }

  /** A cycle through objects written by writeObject. */
  static class Link implements Serializable {
    String name;
    Link next;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeUTF(name);
      out.writeObject(next);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      name = in.readUTF();
      next = (Link) in.readObject();
    }
  }

  /** Hooks on top of a JDK superclass whose serial state is private to java.base. */
  static class DateWithHooks extends java.util.Date {
    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }
  }

  private static Serval serval(boolean references) {
    return Serval.builder().references(references).allowPackages("dev.serval").build();
  }

  @Test
  void defaultWriteObjectPlusExtraData() {
    WithExtra value = new WithExtra();
    value.name = "abc";
    value.numbers = new int[] {1, 2};
    value.extra = 42;
    value.sidecar = new Object[] {"s", 1L};
    WithExtra copy = (WithExtra) RoundTrip.check(value);
    assertThat(copy.extra).isEqualTo(42);
    assertThat(copy.sidecar).containsExactly("s", 1L);
    assertThat(copy.cache).isEqualTo("ABC");
  }

  @Test
  void putFieldsAndReadFieldsOfEveryType() {
    AllPutFields copy = (AllPutFields) RoundTrip.check(new AllPutFields());
    assertThat(copy.any).isEqualTo(new int[] {4});
  }

  @Test
  void fieldsMissingFromTheStreamAreDefaulted() {
    WritesNoFields copy = (WritesNoFields) RoundTrip.check(new WritesNoFields());
    assertThat(copy.defaulted).isTrue();
    assertThat(copy.value).isEqualTo(5);
  }

  @Test
  void readingLessThanWrittenKeepsTheStreamInStep() {
    Holder holder = new Holder();
    holder.first = new ReadsLess();
    holder.shared = new Object[] {"x"};
    holder.first.shared = holder.shared; // with references on, the dropped copy is the shared one
    holder.after = "after";
    for (boolean refs : new boolean[] {false, true}) {
      Serval serval = serval(refs);
      Holder copy = serval.deserialize(serval.serialize(holder), Holder.class);
      assertThat(copy.first.kept).isEqualTo(11);
      assertThat(copy.shared).containsExactly("x");
      assertThat(copy.after).isEqualTo("after");
    }
  }

  @Test
  void readingMoreThanWrittenFailsCleanly() {
    Serval serval = serval(false);
    byte[] bytes = serval.serialize(new ReadsMore());
    assertThatThrownBy(() -> serval.deserialize(bytes, ReadsMore.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("readObject failed")
        .hasMessageContaining("EOFException");
  }

  @Test
  void everyLevelOfAHierarchyHasItsOwnBlock() {
    Bottom value = new Bottom();
    value.topExtra = 5;
    value.bottomExtra = "b";
    value.middle = "mid";
    Bottom copy = (Bottom) RoundTrip.check(value);
    assertThat(copy.topExtra).isEqualTo(5);
    assertThat(copy.bottomExtra).isEqualTo("b");
    assertThat(((Top) copy).secret).isEqualTo(1);
    assertThat(copy.secret).isEqualTo(3);
  }

  @Test
  void serialPersistentFieldsDecideWhatIsWritten() {
    Persistent value = new Persistent();
    value.kept = "K";
    value.notPersistent = "N";
    Persistent copy = serval(false).deserialize(serval(false).serialize(value), Persistent.class);
    assertThat(copy.kept).isEqualTo("K");
    assertThat(copy.notPersistent).isNull();
  }

  @Test
  void instantiationRunsTheFirstNonSerializableConstructorOnly() {
    SerializableChild value = new SerializableChild();
    value.own = 9;
    Serval serval = serval(false);
    SerializableChild copy = serval.deserialize(serval.serialize(value), SerializableChild.class);
    assertThat(copy.own).isEqualTo(9);
    assertThat(copy.base).isEqualTo(7);
    assertThat(copy.initialized).isNull(); // transient, and the class's initializer did not run
  }

  @Test
  void streamMisuseIsASerialException() {
    Serval serval = serval(false);
    assertThatThrownBy(() -> serval.serialize(new KeepsStream()))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("stream active");
  }

  @Test
  void cycleThroughWriteObjectWithReferences() {
    Link a = new Link();
    Link b = new Link();
    a.name = "a";
    b.name = "b";
    a.next = b;
    b.next = a;
    Link copy = (Link) RoundTrip.checkWithReferences(a);
    assertThat(copy.next.next).isSameAs(copy);
  }

  @Test
  void jdkSuperclassWithPrivateStateIsRefusedNotSilentlyDropped() {
    assertThatThrownBy(() -> serval(false).serialize(new DateWithHooks()))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("java.util.Date keeps serial state private to the JDK");
  }

  @Test
  void sameBytesForEqualValues() {
    AllPutFields a = new AllPutFields();
    assertThat(Arrays.equals(serval(true).serialize(a), serval(true).serialize(a))).isTrue();
  }
}
