package dev.serval;

import dev.serval.internal.ReadSession;
import dev.serval.internal.SessionPool;
import dev.serval.internal.SharedRegistries;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import dev.serval.spi.Serializer;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Serializes object graphs to bytes and back. Build one with {@link #builder()}, keep it, and share
 * it: it is immutable and thread-safe. Per-call state lives in sessions: each platform thread keeps
 * one of its own, and virtual threads take theirs from a small lock-free shared pool, so a million
 * virtual threads do not keep a million sessions (see {@code SessionPool}).
 *
 * <pre>{@code
 * Serval serval = Serval.builder().build();
 * byte[] bytes = serval.serialize(order);
 * Order copy = serval.deserialize(bytes, Order.class);
 * }</pre>
 */
public final class Serval {
  private final boolean references;
  private final SchemaMode schema;
  private final Limits limits;
  private final TypeRegistry registry;
  private final SessionPool<WriteSession> writers;
  private final SessionPool<ReadSession> readers;
  private final SessionPool<WriteBuffer> buffers;

  private Serval(Builder b) {
    this.references = b.references;
    this.schema = b.schema;
    this.limits = b.limits;
    ClassFilter filter = b.filter;
    this.registry = SharedRegistries.registry(b.registrations, b.serializers, filter,
        b.classLoader != null ? b.classLoader : Serval.class.getClassLoader(), b.codegen);
    this.writers = new SessionPool<>(() -> new WriteSession(registry, limits));
    this.readers = new SessionPool<>(() -> new ReadSession(registry, limits, references));
    // A thread keeps a buffer of its own only up to 64 KiB; larger ones (up to 1 MiB, see
    // releaseBuffer) are shared by all threads.
    this.buffers = new SessionPool<>(() -> new WriteBuffer(256),
        buffer -> buffer.bytes().length <= 64 << 10);
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * A handle on this configuration for one thread at a time, which keeps its own per-call state
   * instead of taking it from this instance's thread-safe pool: what a Kryo instance per thread
   * is to Kryo. Worth it where calls are short and many; a {@code Serval} itself is already
   * thread-safe.
   */
  public ServalLocal local() {
    return new ServalLocal(this, new WriteSession(registry, limits),
        new ReadSession(registry, limits, references));
  }

  public boolean references() {
    return references;
  }

  public SchemaMode schema() {
    return schema;
  }

  public Limits limits() {
    return limits;
  }

  /** Serializes {@code value} (which may be null) into a new array. */
  public byte[] serialize(Object value) {
    WriteBuffer buffer = buffers.acquire();
    try {
      buffer.clear();
      serialize(value, buffer);
      return buffer.toByteArray();
    } finally {
      releaseBuffer(buffer);
    }
  }

  /**
   * Appends the payload of {@code value} to {@code buffer}, which grows as needed; with a reused
   * buffer this allocates nothing per call once warm. Returns the payload's length in bytes.
   */
  public int serialize(Object value, WriteBuffer buffer) {
    WriteSession session = writers.acquire();
    try {
      return write(session, value, buffer);
    } finally {
      writers.release(session);
    }
  }

  /** The same, in a session the caller holds (pooled, or a {@link ServalLocal}'s own). */
  int write(WriteSession session, Object value, WriteBuffer buffer) {
    int start = buffer.position();
    try {
      session.begin(buffer, references, schema);
      session.writeRoot(value);
    } catch (StackOverflowError e) {
      buffer.rewind(start);
      throw new SerialException("graph too deep for the thread stack", e);
    } catch (RuntimeException e) {
      buffer.rewind(start);
      throw e;
    } finally {
      session.end();
    }
    int length = buffer.position() - start;
    if (length > limits.maxPayloadBytes()) {
      buffer.rewind(start);
      throw new SerialException("payload of " + length + " bytes exceeds the limit of "
          + limits.maxPayloadBytes() + " (Limits.maxPayloadBytes)");
    }
    return length;
  }

  /**
   * Writes the payload of {@code value} into {@code target} from {@code offset}, through a pooled
   * buffer (no allocation once warm); fails with {@link SerialException}, leaving {@code target}
   * untouched, if it does not fit. Returns the payload's length.
   */
  public int serialize(Object value, byte[] target, int offset) {
    Objects.checkFromIndexSize(offset, 0, target.length);
    return withPooledBuffer(value, (bytes, length) -> {
      if (length > target.length - offset) {
        throw new SerialException("target too small: need " + length + " bytes, have "
            + (target.length - offset));
      }
      System.arraycopy(bytes, 0, target, offset, length);
    });
  }

  /**
   * Writes the payload of {@code value} at {@code target}'s position (heap or direct) and advances
   * it; fails with {@link SerialException}, leaving {@code target} untouched, if it does not fit.
   */
  public void serialize(Object value, ByteBuffer target) {
    withPooledBuffer(value, (bytes, length) -> {
      if (length > target.remaining()) {
        throw new SerialException("ByteBuffer too small: need " + length + " bytes, have "
            + target.remaining());
      }
      target.put(bytes, 0, length);
    });
  }

  private interface PayloadSink {
    void accept(byte[] bytes, int length);
  }

  private int withPooledBuffer(Object value, PayloadSink sink) {
    WriteBuffer buffer = buffers.acquire();
    try {
      buffer.clear();
      int length = serialize(value, buffer);
      sink.accept(buffer.bytes(), length);
      return length;
    } finally {
      releaseBuffer(buffer);
    }
  }

  /** Large buffers are dropped rather than pooled, so one huge payload does not pin memory. */
  private void releaseBuffer(WriteBuffer buffer) {
    if (buffer.bytes().length <= 1 << 20) {
      buffers.release(buffer);
    }
  }

  /**
   * Reads a payload that must hold a {@code type} (or null). Classes it names must be allowed by the
   * class policy: see the README's security model.
   */
  public <T> T deserialize(byte[] bytes, Class<T> type) {
    return deserialize(bytes, 0, bytes.length, type);
  }

  public <T> T deserialize(byte[] bytes, int offset, int length, Class<T> type) {
    Objects.requireNonNull(type, "type");
    return read(bytes, offset, length, type);
  }

  /**
   * Reads a payload without an expected type. Only built-in, registered and explicitly allowed
   * classes are accepted.
   */
  public Object deserialize(byte[] bytes) {
    return read(bytes, 0, bytes.length, null);
  }

  /** Reads one payload from {@code source}'s remaining bytes (heap or direct) and consumes them. */
  public <T> T deserialize(ByteBuffer source, Class<T> type) {
    Objects.requireNonNull(type, "type");
    int length = source.remaining();
    T value;
    if (source.hasArray()) {
      value = read(source.array(), source.arrayOffset() + source.position(), length, type);
    } else {
      byte[] copy = new byte[length];
      source.duplicate().get(copy);
      value = read(copy, 0, length, type);
    }
    source.position(source.position() + length);
    return value;
  }

  /** Reads one payload from the whole of {@code bytes[offset, offset + length)}. */
  <T> T read(byte[] bytes, int offset, int length, Class<T> type) {
    Objects.checkFromIndexSize(offset, length, bytes.length);
    ReadSession session = readers.acquire();
    try {
      return read(session, bytes, offset, length, type);
    } finally {
      readers.release(session);
    }
  }

  /** The same, in a session the caller holds (pooled, or a {@link ServalLocal}'s own). */
  <T> T read(ReadSession session, byte[] bytes, int offset, int length, Class<T> type) {
    ReadBuffer in = session.buffer();
    try {
      session.begin(bytes, offset, length, type);
      Object value = type == null ? session.readObject() : session.readRoot(type);
      if (in.remaining() != 0) {
        throw new SerialException(in.remaining() + " bytes left after the value", in.position());
      }
      @SuppressWarnings("unchecked")
      T cast = (T) value;
      return cast;
    } catch (StackOverflowError e) {
      throw new SerialException("graph too deep for the thread stack", in.position(), e);
    } finally {
      session.end();
    }
  }

  /**
   * A writer of many payloads, one after another, to {@code out}. Each value is framed with its
   * length, so a {@link #newReader} reads them back in order without the whole stream in memory.
   */
  public ServalOutput newWriter(OutputStream out) {
    return new ServalOutput(this, out);
  }

  /** A reader of payloads written by {@link #newWriter}. */
  public ServalInput newReader(InputStream in) {
    return new ServalInput(this, in);
  }

  /** Configures a {@link Serval}; {@link #build()} freezes it. */
  public static final class Builder {
    private boolean references;
    private SchemaMode schema = SchemaMode.EVOLVING;
    private Limits limits = Limits.DEFAULT;
    private ClassFilter filter;
    private ClassLoader classLoader;
    private boolean codegen = true;
    private final Map<Class<?>, Integer> registrations = new LinkedHashMap<>();
    private final Map<Class<?>, Serializer<?>> serializers = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Tracks shared references and cycles (default off). Off, a graph is written as a tree: a
     * shared object is written once per path to it, and a cycle fails with SerialException; and
     * payloads written with references are refused on read, since shared references let a small
     * payload stand for a huge graph.
     */
    public Builder references(boolean enabled) {
      this.references = enabled;
      return this;
    }

    /** The schema mode payloads are written in (default {@link SchemaMode#EVOLVING}). */
    public Builder schema(SchemaMode mode) {
      this.schema = Objects.requireNonNull(mode, "mode");
      return this;
    }

    public Builder limits(Limits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /**
     * Gives {@code type} the wire id {@code id} (0 to 2^20), so it is written as one or two bytes
     * instead of its name, and allows it to be read. Writer and reader must register the same
     * classes with the same ids: in {@link SchemaMode#FIXED} a payload carries one fingerprint of
     * all registrations (ids, names, fields), and a reader whose own differs refuses it.
     */
    public Builder register(Class<?> type, int id) {
      Objects.requireNonNull(type, "type");
      if (id < 0 || id > (1 << 20)) {
        throw new IllegalArgumentException("id must be in [0, 2^20]: " + id);
      }
      if (registrations.containsValue(id) && !Integer.valueOf(id).equals(registrations.get(type))) {
        throw new IllegalArgumentException("id " + id + " is already registered");
      }
      dev.serval.internal.policy.ClassPolicy.checkNotDenied(type);
      registrations.put(type, id);
      return this;
    }

    /** Registers {@code type} with id {@code id} and a serializer of the caller's. */
    public <T> Builder register(Class<T> type, int id, Serializer<T> serializer) {
      register(type, id);
      return addSerializer(type, serializer);
    }

    /** Uses {@code serializer} for instances of exactly {@code type}. */
    public <T> Builder addSerializer(Class<T> type, Serializer<T> serializer) {
      serializers.put(Objects.requireNonNull(type, "type"),
          Objects.requireNonNull(serializer, "serializer"));
      return this;
    }

    /** Allows these classes to be read (in addition to the default policy). */
    public Builder allowClasses(Class<?>... types) {
      java.util.Set<String> names = new java.util.HashSet<>();
      for (Class<?> type : types) {
        names.add(type.getName());
      }
      return classFilter(names::contains);
    }

    /** Allows every class in these packages and their subpackages to be read. */
    public Builder allowPackages(String... packages) {
      return classFilter(ClassFilter.packages(packages));
    }

    /**
     * Adds an allow rule; several rules combine with "or". The gadget deny list applies whatever a
     * rule says.
     */
    public Builder classFilter(ClassFilter rule) {
      Objects.requireNonNull(rule, "rule");
      ClassFilter previous = this.filter;
      this.filter = previous == null ? rule : name -> previous.allows(name) || rule.allows(name);
      return this;
    }

    /** Where classes named in payloads are loaded from (default: Serval's own loader). */
    public Builder classLoader(ClassLoader loader) {
      this.classLoader = loader;
      return this;
    }

    /**
     * Whether plain classes and records get serializers generated as bytecode at run time (default
     * on). Off, every class uses the portable reflective path, as on GraalVM native image; both
     * paths write the same bytes, so either reads the other's payloads. Classes Serval cannot
     * generate code for (loaded by another class loader, or in another module) use the portable path
     * whatever this says.
     */
    public Builder codegen(boolean enabled) {
      this.codegen = enabled;
      return this;
    }

    public Serval build() {
      return new Serval(this);
    }
  }
}
