package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.ServalInput;
import dev.serval.ServalOutput;
import dev.serval.testing.RoundTrip;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the public API promises around the edges: headers, trailing bytes, targets, streams. */
class ApiContractTest {
  static class Inner {
    Object resource;
  }

  static class Outer {
    int ok = 1;
    Inner inner = new Inner();
  }

  static class Holder {
    Object[] items;
  }

  private final Serval serval = Serval.builder().allowPackages("dev.serval").build();

  /** A list of one class is written as a run (by generated code when there is some). */
  @Test
  void aFailureInARunOfObjectsNamesTheElementAndField() {
    List<Inner> list = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      list.add(new Inner());
    }
    list.get(2).resource = Thread.currentThread();
    for (boolean codegen : new boolean[] {true, false}) {
      Serval s = Serval.builder().allowPackages("dev.serval").codegen(codegen).build();
      assertThatThrownBy(() -> s.serialize(list))
          .isInstanceOf(SerialException.class)
          .satisfies(e -> assertThat(((SerialException) e).path()).isEqualTo("[2].resource"));
    }
  }

  @Test
  void liveThreadInAFieldFailsNamingThePath() {
    Outer outer = new Outer();
    outer.inner.resource = Thread.currentThread();
    assertThatThrownBy(() -> serval.serialize(outer))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Thread.currentThread().getClass().getName())
        .satisfies(e -> assertThat(((SerialException) e).path()).isEqualTo("inner.resource"));
  }

  @Test
  void inputStreamInsideAnArrayFailsNamingThePath() {
    Holder holder = new Holder();
    InputStream in = new ByteArrayInputStream(new byte[1]);
    holder.items = new Object[] {"fine", in};
    assertThatThrownBy(() -> serval.serialize(holder))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(ByteArrayInputStream.class.getName())
        .hasMessageContaining("items[1]");
  }

  @Test
  void failedSerializeLeavesNothingInTheBuffer() {
    dev.serval.io.WriteBuffer buffer = new dev.serval.io.WriteBuffer(16);
    buffer.writeByte(7);
    Outer bad = new Outer();
    bad.inner.resource = Thread.currentThread();
    assertThatThrownBy(() -> serval.serialize(bad, buffer)).isInstanceOf(SerialException.class);
    assertThat(buffer.position()).isEqualTo(1);
  }

  @Test
  void headerVersionAndFlagsAreChecked() {
    byte[] good = serval.serialize(5);
    assertThat(serval.deserialize(good, Integer.class)).isEqualTo(5);
    byte[] version0 = good.clone();
    version0[0] = (byte) (good[0] & 0x0F);
    byte[] version2 = good.clone();
    version2[0] = (byte) ((good[0] & 0x0F) | 0x20);
    byte[] unknownFlag = good.clone();
    unknownFlag[0] = (byte) (good[0] | 0x08);
    assertThatThrownBy(() -> serval.deserialize(version0, Integer.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("format version 0");
    assertThatThrownBy(() -> serval.deserialize(version2, Integer.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("format version 2");
    assertThatThrownBy(() -> serval.deserialize(unknownFlag, Integer.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("unknown payload flags");
    assertThatThrownBy(() -> serval.deserialize(new byte[0], Integer.class))
        .isInstanceOf(SerialException.class).hasMessageContaining("truncated");
  }

  @Test
  void trailingBytesAreRejected() {
    byte[] good = serval.serialize("abc");
    byte[] longer = Arrays.copyOf(good, good.length + 1);
    assertThatThrownBy(() -> serval.deserialize(longer, String.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("1 bytes left")
        .satisfies(e -> assertThat(((SerialException) e).offset()).isEqualTo(good.length));
    assertThatThrownBy(() -> serval.deserialize(longer))
        .isInstanceOf(SerialException.class);
  }

  @Test
  void wrongRootTypeIsRejected() {
    byte[] bytes = serval.serialize("abc");
    assertThatThrownBy(() -> serval.deserialize(bytes, Integer.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("java.lang.Integer")
        .hasMessageContaining("java.lang.String");
  }

  @Test
  void tooSmallTargetArrayFailsAndIsLeftUntouched() {
    Outer value = new Outer();
    int size = serval.serialize(value).length;
    byte[] target = new byte[size + 2];
    Arrays.fill(target, (byte) 0x5A);
    assertThatThrownBy(() -> serval.serialize(value, target, 3))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("too small");
    byte[] untouched = new byte[size + 2];
    Arrays.fill(untouched, (byte) 0x5A);
    assertThat(target).isEqualTo(untouched);
    // Exactly big enough works, and writes nothing outside its range.
    int written = serval.serialize(value, target, 2);
    assertThat(written).isEqualTo(size);
    assertThat(target[0]).isEqualTo((byte) 0x5A);
    assertThat(target[1]).isEqualTo((byte) 0x5A);
    assertThat(serval.deserialize(target, 2, size, Outer.class).inner).isNotNull();
  }

  @Test
  void tooSmallByteBufferFailsAndIsLeftUntouched() {
    java.nio.ByteBuffer target = java.nio.ByteBuffer.allocate(3);
    assertThatThrownBy(() -> serval.serialize(new Outer(), target))
        .isInstanceOf(SerialException.class);
    assertThat(target.position()).isZero();
    assertThat(target.array()).containsOnly(0);
  }

  @Test
  void streamOfManyValuesReadsBackInOrder() throws Exception {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      values.add(switch (i % 5) {
        case 0 -> i;
        case 1 -> "value " + i;
        case 2 -> new long[] {i, -i};
        case 3 -> null;
        default -> new Outer();
      });
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ServalOutput writer = serval.newWriter(out)) {
      for (Object v : values) {
        writer.write(v);
      }
    }
    ServalInput reader = serval.newReader(RoundTrip.oneByteAtATime(out.toByteArray()));
    for (int i = 0; i < values.size(); i++) {
      assertThat(reader.hasNext()).isTrue();
      Object read = reader.read();
      assertThat(dev.serval.testing.DeepEquality.difference(values.get(i), read, false))
          .as("value %d", i).isNull();
    }
    assertThat(reader.hasNext()).isFalse();
    assertThatThrownBy(reader::read).isInstanceOf(SerialException.class)
        .hasMessageContaining("no more values");
  }

  @Test
  void emptyStreamHasOnlyTheHeader() throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    serval.newWriter(out).close();
    assertThat(out.toByteArray()).hasSize(4);
    assertThat(serval.newReader(new ByteArrayInputStream(out.toByteArray())).hasNext()).isFalse();
    assertThatThrownBy(() -> serval.newReader(new ByteArrayInputStream(new byte[] {'S', 'R', 'X', 1}))
        .hasNext()).isInstanceOf(SerialException.class).hasMessageContaining("magic");
  }
}
