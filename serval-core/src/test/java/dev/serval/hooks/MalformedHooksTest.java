package dev.serval.hooks;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Damaged payloads of hooked classes end in SerialException, never anything else. */
class MalformedHooksTest {

  /**
   * Writes one byte: its block is one LAST_DATA segment (a DATA segment that also ends the block),
   * i.e. the payload ends 04 01 00 07.
   */
  public static class OneByte implements Externalizable {
    public OneByte() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeByte(7);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      in.readByte();
    }
  }

  /** Reads back a string where an integer was written. */
  public static class WrongCast implements Externalizable {
    public WrongCast() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeObject(5);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      String s = (String) in.readObject();
      s.length();
    }
  }

  private static final Serval SERVAL =
      Serval.builder().references(true).allowPackages("dev.serval").build();

  static IntStream truncationsOfARichPayload() {
    return IntStream.range(0, payload().length);
  }

  private static byte[] payload() {
    WriteObjectTest.Bottom bottom = new WriteObjectTest.Bottom();
    bottom.bottomExtra = "extra";
    ExternalizableTest.ExternalTest ext = new ExternalizableTest.ExternalTest();
    ext.nested = bottom;
    return SERVAL.serialize(new Object[] {ext, new WriteObjectTest.AllPutFields()});
  }

  @ParameterizedTest(name = "cut at {0}")
  @MethodSource("truncationsOfARichPayload")
  void truncatedBlockFails(int length) {
    byte[] cut = Arrays.copyOf(payload(), length);
    assertThatThrownBy(() -> SERVAL.deserialize(cut, Object[].class))
        .isInstanceOf(SerialException.class);
  }

  @Test
  void invalidSegmentTagFails() {
    byte[] bytes = SERVAL.serialize(new OneByte());
    bytes[bytes.length - 4] = 0x09;
    assertThatThrownBy(() -> SERVAL.deserialize(bytes, OneByte.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("segment tag");
  }

  @Test
  void absurdDataLengthFails() {
    byte[] bytes = SERVAL.serialize(new OneByte());
    bytes[bytes.length - 3] = (byte) 0xFF;
    bytes[bytes.length - 2] = (byte) 0xFF;
    assertThatThrownBy(() -> SERVAL.deserialize(bytes, OneByte.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("truncated");
  }

  @Test
  void fieldsSegmentInAnExternalizableFails() {
    byte[] written = SERVAL.serialize(new OneByte());
    // The LAST_DATA segment made a DATA one, so that a FIELDS tag can follow it.
    written[written.length - 4] = 0x01;
    byte[] bytes = Arrays.copyOf(written, written.length + 1);
    bytes[bytes.length - 1] = 0x03;
    assertThatThrownBy(() -> SERVAL.deserialize(bytes, OneByte.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("without fields");
  }

  @Test
  void hookThatFailsOnUnexpectedDataIsASerialException() {
    byte[] bytes = SERVAL.serialize(new WrongCast());
    assertThatThrownBy(() -> SERVAL.deserialize(bytes, WrongCast.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("readExternal failed")
        .hasCauseInstanceOf(ClassCastException.class);
  }
}
