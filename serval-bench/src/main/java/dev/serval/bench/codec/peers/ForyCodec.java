package dev.serval.bench.codec.peers;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Registrations;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.TypeNames;
import dev.serval.fixtures.evolution.PersonV1;
import dev.serval.fixtures.evolution.PersonV2;
import java.lang.reflect.Type;
import java.util.Optional;
import org.apache.fory.BaseFory;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory in Java mode with classes registered and code generation on (its default):
 * schema-consistent with references off (its documented fastest) and on, and compatible mode.
 */
public final class ForyCodec implements Codec {
  private static final int BUFFER_SIZE = 64 * 1024;

  private final CodecInfo info;
  private final boolean references;
  private final CompatibleMode mode;

  private ForyCodec(String name, boolean references, CompatibleMode mode, boolean fastest, String notes) {
    this.references = references;
    this.mode = mode;
    this.info = new CodecInfo(name, "Fory", Versions.of(Fory.class, "org.apache.fory", "fory-core"),
        Format.BINARY, references,
        mode == CompatibleMode.COMPATIBLE ? Schema.EVOLVING : Schema.FIXED, fastest, ClassCheck.EXACT,
        notes);
  }

  public static ForyCodec referencesOff() {
    return new ForyCodec("fory", false, CompatibleMode.SCHEMA_CONSISTENT, true,
        "schema-consistent, references off, classes registered, codegen (its documented fastest)");
  }

  public static ForyCodec referencesOn() {
    return new ForyCodec("fory-ref", true, CompatibleMode.SCHEMA_CONSISTENT, false,
        "schema-consistent, references on, classes registered, codegen");
  }

  public static ForyCodec compatible() {
    return new ForyCodec("fory-compat", false, CompatibleMode.COMPATIBLE, false,
        "compatible mode, references off, classes registered, codegen");
  }

  public static ForyCodec compatibleReferences() {
    return new ForyCodec("fory-compat-ref", true, CompatibleMode.COMPATIBLE, false,
        "compatible mode, references on, classes registered, codegen");
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  private ForyBuilder builder() {
    return Fory.builder()
        .withLanguage(Language.JAVA)
        .withRefTracking(references)
        .withCompatibleMode(mode)
        .withCodegen(true)
        .requireClassRegistration(true)
        .suppressClassRegistrationWarnings(true);
  }

  private static <F extends BaseFory> F registerAll(F fory) {
    int id = Registrations.FIRST_ID;
    for (Class<?> type : Registrations.applicationClasses()) fory.register(type, id++);
    return fory;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    Class<?> root = TypeNames.rawClass(rootType);
    if (sharing == Sharing.SHARED) {
      BaseFory fory = registerAll(builder().buildThreadSafeFory());
      return new Bound() {
        @Override
        public byte[] serialize(Object value) {
          return fory.serialize(value);
        }

        @Override
        public Object deserialize(byte[] bytes) {
          return fory.deserialize(bytes, root);
        }
      };
    }
    Fory fory = registerAll(builder().build());
    MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(BUFFER_SIZE);
    return new Bound() {
      @Override
      public byte[] serialize(Object value) {
        return fory.serialize(value);
      }

      @Override
      public int serializeReusing(Object value) {
        buffer.writerIndex(0);
        fory.serialize(buffer, value);
        return buffer.writerIndex();
      }

      @Override
      public Object deserialize(byte[] bytes) {
        return fory.deserialize(bytes, root);
      }
    };
  }

  @Override
  public Optional<Evolution> evolution() {
    if (mode != CompatibleMode.COMPATIBLE) return Optional.empty();
    Fory writer = registerAll(builder().build());
    Fory reader = registerAll(builder().build());
    // The same id for both versions: the reader's class stands in for the writer's.
    writer.register(PersonV1.class, 99);
    reader.register(PersonV2.class, 99);
    return Optional.of(new Evolution() {
      @Override
      public byte[] writeOld(Object oldValue) {
        return writer.serialize(oldValue);
      }

      @Override
      public Object readNew(byte[] bytes) {
        return reader.deserialize(bytes, PersonV2.class);
      }
    });
  }

  @Override
  public String noEvolutionReason() {
    return "schema-consistent mode requires identical classes; see fory-compat";
  }
}
