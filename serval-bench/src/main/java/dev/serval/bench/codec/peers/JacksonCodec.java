package dev.serval.bench.codec.peers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.evolution.PersonV2;
import java.lang.reflect.Type;
import java.util.Optional;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * Jackson databind, over JSON or over MessagePack (the optional msgpack peer), with the java.time
 * module; dates as ISO strings with their offsets kept, since timestamps lose the offset.
 * Readers and writers are bound to the root type once, as Jackson recommends.
 */
public final class JacksonCodec implements Codec {
  private final CodecInfo info;
  private final ObjectMapper mapper;

  private JacksonCodec(CodecInfo info, JsonFactory factory) {
    this.info = info;
    this.mapper = new ObjectMapper(factory)
        .registerModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
        // A tolerant reader: what services configure so that new fields do not break old readers.
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
  }

  public static JacksonCodec json() {
    return new JacksonCodec(new CodecInfo("jackson", "Jackson",
        Versions.of(ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind"),
        Format.JSON, false, Schema.EVOLVING, true, ClassCheck.SAME_KIND,
        "databind with the java.time module, bound ObjectReader/ObjectWriter"), new JsonFactory());
  }

  public static JacksonCodec msgpack() {
    return new JacksonCodec(new CodecInfo("msgpack", "msgpack (jackson-dataformat-msgpack)",
        Versions.of(MessagePackFactory.class, "org.msgpack", "jackson-dataformat-msgpack"),
        Format.BINARY, false, Schema.EVOLVING, true, ClassCheck.SAME_KIND,
        "Jackson databind over MessagePack, field names written (optional peer)"),
        new MessagePackFactory());
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    // ObjectReader and ObjectWriter are immutable and thread-safe: one serves both sharings.
    JavaType type = mapper.constructType(rootType);
    ObjectWriter writer = mapper.writerFor(type);
    ObjectReader reader = mapper.readerFor(type);
    return new Bound() {
      @Override
      public byte[] serialize(Object value) throws Exception {
        return writer.writeValueAsBytes(value);
      }

      @Override
      public Object deserialize(byte[] bytes) throws Exception {
        return reader.readValue(bytes);
      }
    };
  }

  @Override
  public Optional<Evolution> evolution() {
    ObjectReader reader = mapper.readerFor(PersonV2.class);
    return Optional.of(new Evolution() {
      @Override
      public byte[] writeOld(Object oldValue) throws Exception {
        return mapper.writeValueAsBytes(oldValue);
      }

      @Override
      public Object readNew(byte[] bytes) throws Exception {
        return reader.readValue(bytes);
      }
    });
  }
}
