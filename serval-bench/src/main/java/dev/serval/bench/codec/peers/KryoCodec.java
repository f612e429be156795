package dev.serval.bench.codec.peers;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.util.DefaultInstantiatorStrategy;
import com.esotericsoftware.kryo.util.Pool;
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
import java.util.function.Supplier;
import org.objenesis.strategy.StdInstantiatorStrategy;

/**
 * Kryo 5 with classes registered: {@code def} (references off, the GraalDOSS tables' fastest peer),
 * {@code ref} (references on), {@code compat} (CompatibleFieldSerializer, the evolving schema) and
 * {@code compat-ref} (the same with references on).
 */
public final class KryoCodec implements Codec {
  private static final int BUFFER_SIZE = 64 * 1024;
  private static final int UNLIMITED = -1;

  private final CodecInfo info;
  private final boolean references;
  private final boolean compatible;

  private KryoCodec(String name, boolean references, boolean compatible, boolean fastest, String notes) {
    this.references = references;
    this.compatible = compatible;
    this.info = new CodecInfo(name, "Kryo",
        Versions.of(Kryo.class, "com.esotericsoftware", "kryo"), Format.BINARY, references,
        compatible ? Schema.EVOLVING : Schema.FIXED, fastest, ClassCheck.EXACT, notes);
  }

  public static KryoCodec def() {
    return new KryoCodec("kryo-def", false, false, true,
        "FieldSerializer, references off, classes registered (its documented fastest)");
  }

  public static KryoCodec ref() {
    return new KryoCodec("kryo-ref", true, false, false,
        "FieldSerializer, references on, classes registered");
  }

  public static KryoCodec compatible() {
    return new KryoCodec("kryo-compat", false, true, false,
        "CompatibleFieldSerializer, references off, classes registered");
  }

  public static KryoCodec compatibleReferences() {
    return new KryoCodec("kryo-compat-ref", true, true, false,
        "CompatibleFieldSerializer, references on, classes registered");
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  private Kryo newKryo() {
    Kryo kryo = new Kryo();
    kryo.setReferences(references);
    // Registration is done below for every workload class; JDK classes we did not foresee
    // (an EnumSet's implementation class, say) are still allowed, written by name.
    kryo.setRegistrationRequired(false);
    kryo.setInstantiatorStrategy(new DefaultInstantiatorStrategy(new StdInstantiatorStrategy()));
    if (compatible) kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    int id = Registrations.FIRST_ID;
    for (Class<?> type : Registrations.all()) kryo.register(type, id++);
    return kryo;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    Class<?> root = TypeNames.rawClass(rootType);
    return sharing == Sharing.SHARED ? new Pooled(root, this::newKryo) : new Single(root, newKryo());
  }

  /** One Kryo with one reusable output and input: Kryo's documented single-thread use. */
  private static final class Single implements Bound {
    private final Class<?> root;
    private final Kryo kryo;
    private final Output output = new Output(BUFFER_SIZE, UNLIMITED);
    private final Input input = new Input();

    Single(Class<?> root, Kryo kryo) {
      this.root = root;
      this.kryo = kryo;
    }

    @Override
    public byte[] serialize(Object value) {
      output.reset();
      kryo.writeObject(output, value);
      return output.toBytes();
    }

    @Override
    public int serializeReusing(Object value) {
      output.reset();
      kryo.writeObject(output, value);
      return output.position();
    }

    @Override
    public Object deserialize(byte[] bytes) {
      input.setBuffer(bytes);
      return kryo.readObject(input, root);
    }
  }

  /** Kryo instances and buffers from pools: Kryo's documented way to share between threads. */
  private static final class Pooled implements Bound {
    private final Class<?> root;
    private final Pool<Kryo> kryos;
    private final Pool<Output> outputs;

    Pooled(Class<?> root, Supplier<Kryo> factory) {
      this.root = root;
      this.kryos = new Pool<>(true, false) {
        @Override
        protected Kryo create() {
          return factory.get();
        }
      };
      this.outputs = new Pool<>(true, false) {
        @Override
        protected Output create() {
          return new Output(BUFFER_SIZE, UNLIMITED);
        }
      };
    }

    @Override
    public byte[] serialize(Object value) {
      Kryo kryo = kryos.obtain();
      Output output = outputs.obtain();
      try {
        output.reset();
        kryo.writeObject(output, value);
        return output.toBytes();
      } finally {
        outputs.free(output);
        kryos.free(kryo);
      }
    }

    @Override
    public Object deserialize(byte[] bytes) {
      Kryo kryo = kryos.obtain();
      try {
        return kryo.readObject(new Input(bytes), root);
      } finally {
        kryos.free(kryo);
      }
    }
  }

  @Override
  public Optional<Evolution> evolution() {
    if (!compatible) return Optional.empty();
    Kryo writer = newKryo();
    Kryo reader = newKryo();
    // The same id for both versions: the reader's class stands in for the writer's.
    writer.register(PersonV1.class, 99);
    reader.register(PersonV2.class, 99);
    return Optional.of(new Evolution() {
      private final Output output = new Output(BUFFER_SIZE, UNLIMITED);
      private final Input input = new Input();

      @Override
      public byte[] writeOld(Object oldValue) {
        output.reset();
        writer.writeObject(output, oldValue);
        return output.toBytes();
      }

      @Override
      public Object readNew(byte[] bytes) {
        input.setBuffer(bytes);
        return reader.readObject(input, PersonV2.class);
      }
    });
  }

  @Override
  public String noEvolutionReason() {
    return "FieldSerializer requires identical classes; see kryo-compat";
  }
}
