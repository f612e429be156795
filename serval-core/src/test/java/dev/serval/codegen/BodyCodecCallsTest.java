package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A codec's object fields call the codec of their value's class themselves, to write and to read,
 * when the class has few of them (see WriteSession#bodyCodec), and go through the value's
 * serializer when it has many: the bytes are the same either way (ByteIdenticalTest), so only the
 * stack tells the two apart.
 */
class BodyCodecCallsTest {
  /** A value whose serializer records the stack between itself and the outermost codec. */
  static final class Probe {
    int value;
  }

  /** The class whose codec the outer classes' fields call: its own codec writes the probe. */
  static class Inner {
    Probe probe = new Probe();
  }

  /** One object field: it calls Inner's codec itself. */
  static class FewFields {
    Inner first = new Inner();
  }

  /** Four object fields, one over the limit: all of them go through the serializer. */
  static class ManyFields {
    Inner first = new Inner();
    Inner second;
    Inner third;
    Inner fourth;
  }

  private static final class StackProbe extends Serializer<Probe> {
    /** The last write's and read's callers that run a codec, innermost first. */
    List<String> writeStack;
    List<String> readStack;

    @Override
    public void write(WriteContext context, Probe value) {
      writeStack = codecCallers();
      context.buffer().writeVarInt32(value.value);
    }

    @Override
    public Probe read(ReadContext context) {
      readStack = codecCallers();
      Probe p = new Probe();
      p.value = context.buffer().readVarInt32();
      return p;
    }

    /** Generated codecs, and the serializer methods that call them for a value. */
    private static List<String> codecCallers() {
      return StackWalker.getInstance(StackWalker.Option.SHOW_HIDDEN_FRAMES)
          .walk(frames -> frames
              .map(f -> simpleName(f.getClassName()) + "." + f.getMethodName())
              .filter(frame -> frame.contains("$$ServalCodec") || frame.startsWith("ReadPlan.")
                  || frame.startsWith("ObjectSerializer."))
              .toList());
    }

    private static String simpleName(String className) {
      String name = className.substring(className.lastIndexOf('.') + 1);
      int hidden = name.indexOf('/'); // a hidden class's name ends in "/0x..."
      return hidden < 0 ? name : name.substring(0, hidden);
    }
  }

  private static StackProbe probeRoundTrip(Object value, SchemaMode schema) {
    StackProbe probe = new StackProbe();
    Serval serval = Serval.builder().schema(schema).addSerializer(Probe.class, probe)
        .allowPackages("dev.serval").build();
    byte[] bytes = serval.serialize(value);
    Object copy = serval.deserialize(bytes, value.getClass());
    assertThat(copy).usingRecursiveComparison().isEqualTo(value);
    return probe;
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(SchemaMode.class)
  void aClassWithFewObjectFieldsCallsTheirCodecsItself(SchemaMode schema) {
    StackProbe probe = probeRoundTrip(new FewFields(), schema);

    assertThat(probe.writeStack).startsWith(
        "BodyCodecCallsTest$Inner$$ServalCodec.writeFields",
        "BodyCodecCallsTest$FewFields$$ServalCodec.writeFields");
    assertThat(probe.readStack).startsWith(
        "BodyCodecCallsTest$Inner$$ServalCodec.read",
        "BodyCodecCallsTest$FewFields$$ServalCodec.read");
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(SchemaMode.class)
  void aClassWithManyObjectFieldsLeavesThemToTheSerializer(SchemaMode schema) {
    StackProbe probe = probeRoundTrip(new ManyFields(), schema);

    assertThat(probe.writeStack).startsWith(
        "BodyCodecCallsTest$Inner$$ServalCodec.writeFields",
        "ReadPlan.writeFields",
        "BodyCodecCallsTest$ManyFields$$ServalCodec.writeFields");
    assertThat(probe.readStack).startsWith(
        "BodyCodecCallsTest$Inner$$ServalCodec.read",
        "ObjectSerializer.read",
        "BodyCodecCallsTest$ManyFields$$ServalCodec.read");
  }
}
