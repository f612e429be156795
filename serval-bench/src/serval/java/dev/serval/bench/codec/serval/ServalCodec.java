package dev.serval.bench.codec.serval;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import dev.serval.ServalLocal;
import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.CodecInfo.Schema;
import dev.serval.bench.codec.Registrations;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.TypeNames;
import dev.serval.fixtures.evolution.PersonV1;
import dev.serval.fixtures.evolution.PersonV2;
import dev.serval.io.WriteBuffer;
import java.lang.reflect.Type;
import java.util.Optional;

/**
 * Serval in one of its four modes, with the same classes registered as the peers. A built
 * {@link Serval} is immutable and thread-safe and serves the shared form; the single-thread form
 * uses a {@link ServalLocal} (Serval's counterpart of a Kryo or Fory instance per thread) and
 * reuses a {@link WriteBuffer}.
 */
final class ServalCodec implements Codec {
  private final CodecInfo info;
  private final boolean references;
  private final SchemaMode schema;

  ServalCodec(String name, boolean references, SchemaMode schema, boolean fastest) {
    this.references = references;
    this.schema = schema;
    this.info = new CodecInfo(name, "Serval", "0.1.0-SNAPSHOT", Format.BINARY, references,
        schema == SchemaMode.EVOLVING ? Schema.EVOLVING : Schema.FIXED, fastest, ClassCheck.EXACT,
        "references " + (references ? "on" : "off") + ", " + schema + " schema, classes registered,"
            + " a ServalLocal per thread");
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  /** Registers the common classes, plus {@code extra} under id 99 when it is not null. */
  private Serval build(Class<?> extra) {
    var builder = Serval.builder().references(references).schema(schema);
    // Serval's user ids have a space of their own (built-in types never take them), so they start
    // at 0 and stay one byte on the wire up to 92, as the peers' ids from FIRST_ID do for them.
    int id = 0;
    for (Class<?> type : Registrations.applicationClasses()) builder = builder.register(type, id++);
    if (extra != null) builder = builder.register(extra, 99);
    return builder.build();
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    @SuppressWarnings("unchecked")
    Class<Object> root = (Class<Object>) TypeNames.rawClass(rootType);
    Serval serval = build(null);
    if (sharing == Sharing.SHARED) {
      return new Bound() {
        @Override
        public byte[] serialize(Object value) {
          return serval.serialize(value);
        }

        @Override
        public int serializeReusing(Object value) {
          return serval.serialize(value).length;
        }

        @Override
        public Object deserialize(byte[] bytes) {
          return serval.deserialize(bytes, root);
        }
      };
    }
    ServalLocal local = serval.local();
    WriteBuffer buffer = new WriteBuffer(64 * 1024);
    return new Bound() {
      @Override
      public byte[] serialize(Object value) {
        return local.serialize(value);
      }

      @Override
      public int serializeReusing(Object value) {
        buffer.clear();
        return local.serialize(value, buffer);
      }

      @Override
      public Object deserialize(byte[] bytes) {
        return local.deserialize(bytes, root);
      }
    };
  }

  @Override
  public Optional<Evolution> evolution() {
    if (schema != SchemaMode.EVOLVING) return Optional.empty();
    // The same id for both versions: the reader's class stands in for the writer's.
    Serval writer = build(PersonV1.class);
    Serval reader = build(PersonV2.class);
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
    return "FIXED schema requires identical classes; see serval-evolving";
  }
}
