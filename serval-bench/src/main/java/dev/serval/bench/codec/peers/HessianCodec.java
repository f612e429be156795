package dev.serval.bench.codec.peers;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Type;

/** Hessian 2 with one shared {@link SerializerFactory}, as Hessian recommends (optional peer). */
public final class HessianCodec implements Codec {
  private final CodecInfo info = new CodecInfo("hessian", "Hessian",
      Versions.of(Hessian2Output.class, "com.caucho", "hessian"), Format.BINARY, true, Schema.EVOLVING,
      true, ClassCheck.SAME_KIND, "Hessian 2, shared SerializerFactory (optional peer)");
  private final SerializerFactory factory = new SerializerFactory();

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
        Hessian2Output out = new Hessian2Output(bytes);
        out.setSerializerFactory(factory);
        out.writeObject(value);
        out.close();
        return bytes.toByteArray();
      }

      @Override
      public Object deserialize(byte[] bytes) throws IOException {
        Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
        in.setSerializerFactory(factory);
        Object value = in.readObject();
        in.close();
        return value;
      }
    };
  }
}
