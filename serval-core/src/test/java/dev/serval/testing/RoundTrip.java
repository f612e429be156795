package dev.serval.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import dev.serval.ServalInput;
import dev.serval.ServalLocal;
import dev.serval.ServalOutput;
import dev.serval.io.WriteBuffer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The one round-trip harness: a value goes through every backend (byte array, a reused buffer that
 * must grow, heap and direct {@link ByteBuffer}, a {@link ServalLocal} handle, a stream read one
 * byte at a time) in every mode
 * (references off and on, FIXED and EVOLVING), and must come back deep-equal (concrete classes
 * included), with every backend writing the same bytes.
 */
public final class RoundTrip {
  private RoundTrip() {}

  /** A mode of the library under test. */
  public record Mode(boolean references, SchemaMode schema) {
    public Serval serval(UnaryOperator<Serval.Builder> customize) {
      return customize.apply(Serval.builder().references(references).schema(schema)
          .allowPackages("dev.serval")).build();
    }

    @Override
    public String toString() {
      return (references ? "refs" : "tree") + "/" + schema;
    }
  }

  public static List<Mode> allModes() {
    List<Mode> modes = new ArrayList<>();
    for (boolean refs : new boolean[] {false, true}) {
      for (SchemaMode schema : SchemaMode.values()) {
        modes.add(new Mode(refs, schema));
      }
    }
    return modes;
  }

  public static List<Mode> referenceModes() {
    return allModes().stream().filter(Mode::references).toList();
  }

  /** Round-trips {@code value} in every mode and backend; returns the copy of the last one. */
  public static Object check(Object value) {
    return check(value, allModes(), UnaryOperator.identity());
  }

  /** Like {@link #check(Object)} with references on only, also checking sharing and cycles. */
  public static Object checkWithReferences(Object value) {
    return check(value, referenceModes(), UnaryOperator.identity());
  }

  public static Object check(Object value, List<Mode> modes,
      UnaryOperator<Serval.Builder> customize) {
    Object last = null;
    for (Mode mode : modes) {
      Serval serval = mode.serval(customize);
      for (Backend backend : Backend.values()) {
        Object copy = backend.roundTrip(serval, value);
        String diff = DeepEquality.difference(value, copy, mode.references());
        assertThat(diff).as("%s via %s", mode, backend).isNull();
        last = copy;
      }
      byte[] reference = serval.serialize(value);
      for (Backend backend : Backend.values()) {
        assertThat(backend.bytes(serval, value)).as("bytes of %s via %s", mode, backend)
            .isEqualTo(reference);
      }
    }
    return last;
  }

  /** The ways bytes move in and out. */
  public enum Backend {
    BYTE_ARRAY {
      @Override
      byte[] bytes(Serval s, Object v) {
        return s.serialize(v);
      }

      @Override
      Object read(Serval s, byte[] b, Class<?> type) {
        return s.deserialize(b, type);
      }
    },
    GROWING_BUFFER {
      @Override
      byte[] bytes(Serval s, Object v) {
        WriteBuffer buffer = new WriteBuffer(1);
        buffer.writeByte(0x55); // a prefix, to check appending
        int n = s.serialize(v, buffer);
        byte[] out = new byte[n];
        System.arraycopy(buffer.bytes(), 1, out, 0, n);
        return out;
      }

      @Override
      Object read(Serval s, byte[] b, Class<?> type) {
        byte[] padded = new byte[b.length + 6];
        System.arraycopy(b, 0, padded, 3, b.length);
        return s.deserialize(padded, 3, b.length, type);
      }
    },
    HEAP_BYTE_BUFFER {
      @Override
      byte[] bytes(Serval s, Object v) {
        return viaByteBuffer(s, v, ByteBuffer.allocate(s.serialize(v).length + 3));
      }

      @Override
      Object read(Serval s, byte[] b, Class<?> type) {
        ByteBuffer buffer = ByteBuffer.allocate(b.length);
        buffer.put(b).flip();
        Object copy = s.deserialize(buffer, type);
        assertThat(buffer.remaining()).isZero();
        return copy;
      }
    },
    DIRECT_BYTE_BUFFER {
      @Override
      byte[] bytes(Serval s, Object v) {
        return viaByteBuffer(s, v, ByteBuffer.allocateDirect(s.serialize(v).length + 3));
      }

      @Override
      Object read(Serval s, byte[] b, Class<?> type) {
        ByteBuffer buffer = ByteBuffer.allocateDirect(b.length);
        buffer.put(b).flip();
        return s.deserialize(buffer, type);
      }
    },
    /** A {@link ServalLocal}, each time used twice: its kept state must not leak between calls. */
    LOCAL_HANDLE {
      @Override
      byte[] bytes(Serval s, Object v) {
        ServalLocal local = s.local();
        byte[] first = local.serialize(v);
        WriteBuffer buffer = new WriteBuffer(1);
        int n = local.serialize(v, buffer);
        assertThat(buffer.toByteArray()).as("the second payload of one handle").isEqualTo(first);
        assertThat(n).isEqualTo(first.length);
        return first;
      }

      @Override
      Object read(Serval s, byte[] b, Class<?> type) {
        ServalLocal local = s.local();
        Object first = local.deserialize(b, type);
        Object second = local.deserialize(b, type);
        String diff = DeepEquality.difference(first, second, s.references());
        assertThat(diff).as("two reads with one handle").isNull();
        return second;
      }
    },
    STREAM_ONE_BYTE_AT_A_TIME {
      @Override
      byte[] bytes(Serval s, Object v) {
        return s.serialize(v);
      }

      @Override
      Object read(Serval s, byte[] b, Class<?> type) {
        throw new UnsupportedOperationException();
      }

      @Override
      Object roundTrip(Serval s, Object value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ServalOutput writer = s.newWriter(out)) {
          writer.write(value);
          writer.write("between");
          writer.write(value);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        ServalInput reader = s.newReader(new OneByteAtATime(out.toByteArray()));
        Class<?> type = typeOf(value);
        Object first = reader.read(type);
        assertThat(reader.read(String.class)).isEqualTo("between");
        Object second = reader.read(type);
        assertThat(reader.hasNext()).isFalse();
        String diff = DeepEquality.difference(first, second, s.references());
        assertThat(diff).as("two reads of the same stream value").isNull();
        return first;
      }
    };

    abstract byte[] bytes(Serval s, Object v);

    abstract Object read(Serval s, byte[] b, Class<?> type);

    Object roundTrip(Serval s, Object value) {
      return read(s, bytes(s, value), typeOf(value));
    }
  }

  static Class<?> typeOf(Object value) {
    return value == null ? Object.class : value.getClass();
  }

  private static byte[] viaByteBuffer(Serval s, Object v, ByteBuffer target) {
    target.position(3);
    s.serialize(v, target);
    byte[] out = new byte[target.position() - 3];
    target.flip().position(3);
    target.get(out);
    return out;
  }

  /** Hands out at most one byte per read call: where framing bugs hide. */
  private static final class OneByteAtATime extends FilterInputStream {
    OneByteAtATime(byte[] bytes) {
      super(new ByteArrayInputStream(bytes));
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      return len == 0 ? 0 : super.read(b, off, 1);
    }
  }

  /** For tests that need the raw stream. */
  public static InputStream oneByteAtATime(byte[] bytes) {
    return new OneByteAtATime(bytes);
  }
}
