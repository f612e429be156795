package dev.serval.bench.codec.peers;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.evolution.PersonV2;
import java.lang.reflect.Type;
import java.util.Optional;

/**
 * fastjson2 over JSONB (its binary JSON), JSONB with beans as arrays (its documented fastest, the
 * {@code jsonb-array} row of the jvm-serializers table), and UTF-8 JSON. Its static API is
 * thread-safe and caches its writers and readers per type.
 */
public final class Fastjson2Codec implements Codec {
  private enum Variant {
    JSONB,
    JSONB_ARRAY,
    JSON
  }

  private static final JSONWriter.Feature[] BEAN_TO_ARRAY_WRITE = {JSONWriter.Feature.BeanToArray};
  private static final JSONReader.Feature[] BEAN_TO_ARRAY_READ = {JSONReader.Feature.SupportArrayToBean};

  private final CodecInfo info;
  private final Variant variant;

  private Fastjson2Codec(Variant variant, CodecInfo info) {
    this.variant = variant;
    this.info = info;
  }

  private static String version() {
    return Versions.of(JSON.class, "com.alibaba.fastjson2", "fastjson2");
  }

  public static Fastjson2Codec jsonb() {
    return new Fastjson2Codec(Variant.JSONB, new CodecInfo("fastjson2-jsonb", "fastjson2", version(),
        Format.BINARY, false, Schema.EVOLVING, false, ClassCheck.SAME_KIND, "JSONB, field names written"));
  }

  public static Fastjson2Codec jsonbArray() {
    return new Fastjson2Codec(Variant.JSONB_ARRAY, new CodecInfo("fastjson2-jsonb-array", "fastjson2",
        version(), Format.BINARY, false, Schema.FIXED, true, ClassCheck.SAME_KIND,
        "JSONB with BeanToArray: positional fields (its documented fastest)"));
  }

  public static Fastjson2Codec json() {
    return new Fastjson2Codec(Variant.JSON, new CodecInfo("fastjson2-json", "fastjson2", version(),
        Format.JSON, false, Schema.EVOLVING, false, ClassCheck.SAME_KIND, "UTF-8 JSON"));
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    return switch (variant) {
      case JSONB -> new Bound() {
        @Override
        public byte[] serialize(Object value) {
          return JSONB.toBytes(value);
        }

        @Override
        public Object deserialize(byte[] bytes) {
          return JSONB.parseObject(bytes, rootType);
        }
      };
      case JSONB_ARRAY -> new Bound() {
        @Override
        public byte[] serialize(Object value) {
          return JSONB.toBytes(value, BEAN_TO_ARRAY_WRITE);
        }

        @Override
        public Object deserialize(byte[] bytes) {
          return JSONB.parseObject(bytes, rootType, BEAN_TO_ARRAY_READ);
        }
      };
      case JSON -> new Bound() {
        @Override
        public byte[] serialize(Object value) {
          return JSON.toJSONBytes(value);
        }

        @Override
        public Object deserialize(byte[] bytes) {
          return JSON.parseObject(bytes, rootType);
        }
      };
    };
  }

  @Override
  public Optional<Evolution> evolution() {
    if (variant == Variant.JSONB_ARRAY) return Optional.empty();
    Bound writer = bind(Object.class, Sharing.SINGLE_THREAD);
    Bound reader = bind(PersonV2.class, Sharing.SINGLE_THREAD);
    return Optional.of(new Evolution() {
      @Override
      public byte[] writeOld(Object oldValue) throws Exception {
        return writer.serialize(oldValue);
      }

      @Override
      public Object readNew(byte[] bytes) throws Exception {
        return reader.deserialize(bytes);
      }
    });
  }

  @Override
  public String noEvolutionReason() {
    return "BeanToArray writes fields by position";
  }
}
