package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.codegen.CodegenFixtures.AllKinds;
import dev.serval.codegen.CodegenFixtures.FinalFields;
import dev.serval.codegen.CodegenFixtures.Point;
import dev.serval.codegen.CodegenFixtures.Positive;
import dev.serval.codegen.CodegenFixtures.Sub;
import dev.serval.codegen.CodegenFixtures.ThrowingConstructor;
import dev.serval.internal.codegen.Codegen;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import dev.serval.testing.RoundTrip;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Generated code runs where it should, and the portable path takes over where it cannot. */
class GeneratedPathTest {
  /** A value whose serializer records whether a generated codec is on the stack. */
  static final class Probe {
    int value;
  }

  /** Plain class and record holding a probe: their codecs call the probe's serializer. */
  static class ProbePojo {
    private Probe probe = new Probe();
  }

  record ProbeRecord(Probe probe) {}

  private static final class ProbeSerializer extends Serializer<Probe> {
    final List<Boolean> writes = new ArrayList<>();
    final List<Boolean> reads = new ArrayList<>();

    @Override
    public void write(WriteContext context, Probe value) {
      writes.add(calledFromGeneratedCode());
      context.buffer().writeVarInt32(value.value);
    }

    @Override
    public Probe read(ReadContext context) {
      reads.add(calledFromGeneratedCode());
      Probe p = new Probe();
      p.value = context.buffer().readVarInt32();
      return p;
    }

    static boolean calledFromGeneratedCode() {
      return StackWalker.getInstance(StackWalker.Option.SHOW_HIDDEN_FRAMES)
          .walk(frames -> frames.anyMatch(f -> f.getClassName().contains("$$ServalCodec")));
    }
  }

  @AfterEach
  void constructorsSucceedAgain() {
    ThrowingConstructor.fail = false;
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(SchemaMode.class)
  void codecsRunForSameLoaderClassesAndNotWhenDisabled(SchemaMode schema) {
    for (boolean codegen : new boolean[] {true, false}) {
      ProbeSerializer probes = new ProbeSerializer();
      Serval serval = Serval.builder().schema(schema).codegen(codegen)
          .addSerializer(Probe.class, probes).allowPackages("dev.serval").build();
      for (Object value : List.of(new ProbePojo(), new ProbeRecord(new Probe()))) {
        serval.deserialize(serval.serialize(value), value.getClass());
      }
      assertThat(probes.writes).as("writes, codegen %s", codegen).containsExactly(codegen, codegen);
      assertThat(probes.reads).as("reads, codegen %s", codegen).containsExactly(codegen, codegen);
    }
    assertThat(Codegen.outcome(ProbePojo.class)).isEqualTo(Codegen.GENERATED);
    assertThat(Codegen.outcome(ProbeRecord.class)).isEqualTo(Codegen.GENERATED);
  }

  /** The generated class on the stack when a codec calls a nested serializer. */
  private static final class CodecClassProbe extends Serializer<Probe> {
    String codecClass;

    @Override
    public void write(WriteContext context, Probe value) {
      codecClass = StackWalker.getInstance(StackWalker.Option.SHOW_HIDDEN_FRAMES)
          .walk(frames -> frames.map(f -> f.getClassName())
              .filter(name -> name.contains("$$ServalCodec")).findFirst().orElse(null));
      context.buffer().writeVarInt32(value.value);
    }

    @Override
    public Probe read(ReadContext context) {
      Probe p = new Probe();
      p.value = context.buffer().readVarInt32();
      return p;
    }
  }

  /**
   * Instances built for the same classes share the generated classes (and so the JIT's work), and
   * each still reads with its own registry: another id for the same class works.
   */
  @Test
  void instancesShareCodecClassesButNotTheirRegistries() {
    List<String> codecClasses = new ArrayList<>();
    for (int id : new int[] {7, 8}) {
      CodecClassProbe probe = new CodecClassProbe();
      Serval serval = Serval.builder().register(ProbePojo.class, id)
          .addSerializer(Probe.class, probe).allowPackages("dev.serval").build();
      ProbePojo value = new ProbePojo();
      value.probe.value = id;
      ProbePojo copy = serval.deserialize(serval.serialize(value), ProbePojo.class);
      assertThat(copy.probe.value).isEqualTo(id);
      codecClasses.add(probe.codecClass);
    }
    assertThat(codecClasses.get(0)).contains("ProbePojo$$ServalCodec");
    assertThat(codecClasses.get(1)).isEqualTo(codecClasses.get(0));
  }

  /** Longs as eight fixed bytes: a caller's serializer for a box class. */
  private static final class FixedWidthLongs extends Serializer<Long> {
    final List<Boolean> writes = new ArrayList<>();

    @Override
    public void write(WriteContext context, Long value) {
      writes.add(ProbeSerializer.calledFromGeneratedCode());
      context.buffer().writeInt64Le(value);
    }

    @Override
    public Long read(ReadContext context) {
      return context.buffer().readInt64Le();
    }
  }

  static class LongHolder {
    private Long total = 300L;
  }

  /**
   * Generated codecs write boxes inline only with Serval's own box serializers: a caller's
   * serializer for Long still writes the field, from the codec's own call site.
   */
  @Test
  void aBoxClassWithTheCallersSerializerKeepsIt() {
    FixedWidthLongs longs = new FixedWidthLongs();
    List<byte[]> payloads = new ArrayList<>();
    for (boolean codegen : new boolean[] {true, false}) {
      Serval serval = Serval.builder().codegen(codegen).addSerializer(Long.class, longs)
          .allowPackages("dev.serval").build();
      byte[] bytes = serval.serialize(new LongHolder());
      assertThat(serval.deserialize(bytes, LongHolder.class).total).isEqualTo(300L);
      payloads.add(bytes);
    }
    assertThat(longs.writes).containsExactly(true, false);
    assertThat(payloads.get(0)).isEqualTo(payloads.get(1));
  }

  @Test
  void classesWithFinalFieldsForeignSuperclassesAndEveryKindAreGenerated() {
    RoundTrip.check(AllKinds.sample(5));
    RoundTrip.check(new FinalFields(1, "f"));
    RoundTrip.check(new Point(1, 2));
    Sub sub = new Sub();
    sub.change(3);
    Sub copy = (Sub) RoundTrip.check(sub);
    assertThat(copy.describe()).isEqualTo("3/4/p3/3000/-3");
    for (Class<?> type : List.of(AllKinds.class, FinalFields.class, Sub.class, Point.class)) {
      assertThat(Codegen.outcome(type)).as("%s", type).isEqualTo(Codegen.GENERATED);
    }
  }

  @Test
  void classesOfAnotherLoaderFallBackToThePortablePath() throws Exception {
    Isolated isolated = Isolated.compile(
        "public class Account { private String owner; private long cents;"
            + " public Account() {} public Account(String o, long c) { owner = o; cents = c; }"
            + " public String toString() { return owner + \":\" + cents; } }",
        "public record Entry(String key, int count) {}");
    Object account = isolated.newInstance("Account", "ann", 1234L);
    Object entry = isolated.newInstance("Entry", "k", 7);
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval serval = mode.serval(b -> b.classLoader(isolated.loader()).allowPackages("isolated"));
      assertThat(serval.deserialize(serval.serialize(account), account.getClass()).toString())
          .isEqualTo("ann:1234");
      assertThat(serval.deserialize(serval.serialize(entry), entry.getClass())).isEqualTo(entry);
    }
    assertThat(Codegen.outcome(account.getClass())).startsWith("no full-privilege access");
    assertThat(Codegen.outcome(entry.getClass())).startsWith("no full-privilege access");
  }

  @Test
  void failingConstructorsAndRejectingRecordsReportAsThePortablePathDoes() {
    for (boolean codegen : new boolean[] {true, false}) {
      Serval serval = Serval.builder().codegen(codegen).allowPackages("dev.serval").build();
      byte[] bytes = serval.serialize(new ThrowingConstructor());
      ThrowingConstructor.fail = true;
      assertThatThrownBy(() -> serval.deserialize(bytes, ThrowingConstructor.class))
          .as("codegen %s", codegen)
          .isInstanceOf(SerialException.class)
          .hasMessageContaining("constructor of " + ThrowingConstructor.class.getName() + " failed")
          .hasMessageContaining("constructor refused");
      ThrowingConstructor.fail = false;
      byte[] record = serval.serialize(new Positive(5));
      record[record.length - 1] = 0x09; // zig-zag -5
      assertThatThrownBy(() -> serval.deserialize(record, Positive.class))
          .as("codegen %s", codegen)
          .isInstanceOf(SerialException.class)
          .hasMessageContaining("record " + Positive.class.getName() + " rejected")
          .hasMessageContaining("not positive: -5");
    }
  }

  /** Many threads using a class for the first time at once all get a working serializer. */
  @Test
  void firstUseFromManyThreadsAtOnce() throws Exception {
    Serval serval = Serval.builder().allowPackages("dev.serval").build();
    AllKinds value = AllKinds.sample(9);
    byte[] expected = Serval.builder().codegen(false).build().serialize(value);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Callable<byte[]>> tasks = new ArrayList<>();
      for (int i = 0; i < 32; i++) {
        tasks.add(() -> {
          byte[] bytes = serval.serialize(value);
          serval.deserialize(bytes, AllKinds.class);
          return bytes;
        });
      }
      for (Future<byte[]> result : pool.invokeAll(tasks)) {
        assertThat(result.get()).isEqualTo(expected);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
