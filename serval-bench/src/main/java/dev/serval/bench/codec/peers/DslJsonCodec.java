package dev.serval.bench.codec.peers;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.evolution.PersonV2;
import java.io.IOException;
import java.lang.reflect.Type;
import java.util.Optional;

/**
 * dsl-json with runtime analysis (no annotation processor: the fixtures stay free of any peer's
 * annotations). A single-thread instance reuses one {@link JsonWriter}, as dsl-json documents for
 * speed; a shared one takes a new writer per call.
 */
public final class DslJsonCodec implements Codec {
  private final CodecInfo info = new CodecInfo("dsljson", "dsl-json",
      Versions.of(DslJson.class, "com.dslplatform", "dsl-json"), Format.JSON, false, Schema.EVOLVING,
      true, ClassCheck.SAME_KIND, "runtime analysis, reused JsonWriter");
  private final DslJson<Object> dslJson = new DslJson<>(Settings.withRuntime().includeServiceLoader());

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    if (!dslJson.canDeserialize(rootType)) {
      throw new UnsupportedOperationException("dsl-json cannot read " + rootType.getTypeName());
    }
    JsonWriter reused = sharing == Sharing.SINGLE_THREAD ? dslJson.newWriter() : null;
    return new Bound() {
      private JsonWriter write(Object value) throws IOException {
        JsonWriter writer = reused != null ? reused : dslJson.newWriter();
        writer.reset();
        if (!dslJson.serialize(writer, rootType, value)) {
          throw new IOException("dsl-json cannot write " + rootType.getTypeName());
        }
        return writer;
      }

      @Override
      public byte[] serialize(Object value) throws IOException {
        return write(value).toByteArray();
      }

      @Override
      public int serializeReusing(Object value) throws IOException {
        return write(value).size();
      }

      @Override
      public Object deserialize(byte[] bytes) throws IOException {
        return dslJson.deserialize(rootType, bytes, bytes.length);
      }
    };
  }

  @Override
  public Optional<Evolution> evolution() {
    Bound reader = bind(PersonV2.class, Sharing.SINGLE_THREAD);
    return Optional.of(new Evolution() {
      @Override
      public byte[] writeOld(Object oldValue) throws Exception {
        return bind(oldValue.getClass(), Sharing.SINGLE_THREAD).serialize(oldValue);
      }

      @Override
      public Object readNew(byte[] bytes) throws Exception {
        return reader.deserialize(bytes);
      }
    });
  }
}
