package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Limits;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A writer session keeps the caller's buffer only while it is small, and the hooks' streams it
 * keeps write into whatever buffer it is handed next.
 */
class WriteSessionRetentionTest {
  public static class Blob implements Externalizable {
    byte[] data;

    public Blob() {}

    Blob(int size) {
      data = new byte[size];
      Arrays.fill(data, (byte) 7);
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(data.length);
      out.write(data);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      data = new byte[in.readInt()];
      in.readFully(data);
    }
  }

  private final Serval serval = Serval.builder().allowClasses(Blob.class).build();
  private final WriteSession session = new WriteSession(
      new TypeRegistry(Map.of(), Map.of(), null, getClass().getClassLoader(), true),
      Limits.DEFAULT);

  private WriteBuffer write(WriteBuffer buffer, Object value) {
    session.begin(buffer, serval.references(), serval.schema()); // as serval writes
    session.writeRoot(value);
    session.end();
    return buffer;
  }

  @Test
  void aLargeBufferIsLetGo() {
    write(new WriteBuffer(16), new Blob(WriteSession.RETAINED_BUFFER_BYTES + 1));
    assertThat(session.buffer()).isNull();
  }

  @Test
  void aKeptStreamWritesIntoTheNextBuffer() {
    write(new WriteBuffer(16), new Blob(3));
    WriteBuffer next = write(new WriteBuffer(16), new Blob(5));
    assertThat(next.toByteArray()).isEqualTo(serval.serialize(new Blob(5)));
    assertThat(serval.deserialize(next.toByteArray(), Blob.class).data).hasSize(5);
  }
}
