package dev.serval.bench.codec.peers;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Type;

/** {@code ObjectOutputStream}: the baseline of every seed table. Stateless, so always shareable. */
public final class JavaBuiltInCodec implements Codec {
  private final CodecInfo info = new CodecInfo("java", "Java built-in",
      System.getProperty("java.version"), Format.BINARY, true, Schema.NOT_APPLICABLE, true,
      ClassCheck.EXACT, "ObjectOutputStream/ObjectInputStream, references always on");

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    return new Bound() {
      @Override
      public byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
          out.writeObject(value);
        }
        return bytes.toByteArray();
      }

      @Override
      public Object deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
          return in.readObject();
        }
      }
    };
  }

  @Override
  public String noEvolutionReason() {
    return "the stream names the class, so another class cannot read it";
  }
}
