package dev.serval.bench.codec.peers;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.evolution.PersonV2;
import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.function.Function;

/**
 * Gson with a type adapter bound per root type, plus ISO adapters for {@code LocalDate} and
 * {@code OffsetDateTime}: Gson has none, and reflecting into java.time is closed on Java 17.
 */
public final class GsonCodec implements Codec {
  private final CodecInfo info = new CodecInfo("gson", "Gson",
      Versions.of(Gson.class, "com.google.code.gson", "gson"), Format.JSON, false, Schema.EVOLVING,
      true, ClassCheck.SAME_KIND, "default Gson, bound TypeAdapter, ISO java.time adapters");
  private final Gson gson = new GsonBuilder()
      .registerTypeAdapter(LocalDate.class, isoAdapter(LocalDate::parse).nullSafe())
      .registerTypeAdapter(OffsetDateTime.class, isoAdapter(OffsetDateTime::parse).nullSafe())
      .create();

  @Override
  public CodecInfo info() {
    return info;
  }

  private static <T> TypeAdapter<T> isoAdapter(Function<String, T> parse) {
    return new TypeAdapter<>() {
      @Override
      public void write(JsonWriter out, T value) throws IOException {
        out.value(value.toString());
      }

      @Override
      public T read(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
          in.nextNull();
          return null;
        }
        return parse.apply(in.nextString());
      }
    };
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    // A TypeAdapter is thread-safe once built: one serves both sharings.
    @SuppressWarnings("unchecked")
    TypeAdapter<Object> adapter = (TypeAdapter<Object>) gson.getAdapter(TypeToken.get(rootType));
    return new Bound() {
      @Override
      public byte[] serialize(Object value) {
        return adapter.toJson(value).getBytes(StandardCharsets.UTF_8);
      }

      @Override
      public Object deserialize(byte[] bytes) throws IOException {
        return adapter.fromJson(new String(bytes, StandardCharsets.UTF_8));
      }
    };
  }

  @Override
  public Optional<Evolution> evolution() {
    return Optional.of(new Evolution() {
      @Override
      public byte[] writeOld(Object oldValue) {
        return gson.toJson(oldValue).getBytes(StandardCharsets.UTF_8);
      }

      @Override
      public Object readNew(byte[] bytes) {
        return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), PersonV2.class);
      }
    });
  }
}
