package dev.serval.fuzz;

import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.ServalOutput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes the committed seed corpus from {@link SeedValues}: valid payloads of every value in every
 * mode, each prefixed by the selector byte its target expects. Seeds are named
 * {@code seed-<value>-<mode>}; crash inputs kept as regressions ({@code regression-*}) are left
 * alone. Run after a wire-format change:
 *
 * <pre>mvn -o test -pl serval-fuzz -am -Dfuzz.skip=true -Dtest=SeedCorpusWriter \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Dserval.fuzz.writeSeeds=true</pre>
 */
@EnabledIfSystemProperty(named = "serval.fuzz.writeSeeds", matches = "true")
class SeedCorpusWriter {
  static final Path RESOURCES = Path.of("src/test/resources/dev/serval/fuzz");

  record Mode(boolean references, SchemaMode schema) {
    Serval serval() {
      return Serval.builder().references(references).schema(schema)
          .allowPackages("dev.serval.fuzz").build();
    }

    @Override
    public String toString() {
      return (references ? "refs" : "tree") + "-" + schema.name().toLowerCase();
    }
  }

  static final List<Mode> ALL_MODES = List.of(new Mode(false, SchemaMode.FIXED),
      new Mode(false, SchemaMode.EVOLVING), new Mode(true, SchemaMode.FIXED),
      new Mode(true, SchemaMode.EVOLVING));
  /** Scalars look the same in every mode but for the header byte: two modes are enough. */
  static final List<Mode> TWO_MODES = List.of(ALL_MODES.get(1), ALL_MODES.get(2));
  static final List<Mode> REFERENCE_MODES = List.of(ALL_MODES.get(2), ALL_MODES.get(3));

  private final List<String> skipped = new ArrayList<>();
  private int written;

  @Test
  void writeSeedCorpus() throws IOException {
    Path untyped = target("UntypedPayloadFuzzTest", "untypedPayload");
    write(untyped, SeedValues.scalars(), TWO_MODES, v -> -1);
    write(untyped, SeedValues.strings(), TWO_MODES, v -> -1);
    write(untyped, SeedValues.arrays(), TWO_MODES, v -> -1);
    write(untyped, SeedValues.collections(), ALL_MODES, v -> -1);
    write(untyped, SeedValues.graphs(), ALL_MODES, v -> -1);
    write(untyped, SeedValues.sharedAndCyclic(), REFERENCE_MODES, v -> -1);

    Path typed = target("TypedGraphFuzzTest", "typedGraph");
    Map<String, Object> graphs = SeedValues.graphs();
    graphs.remove("record-pair");
    write(typed, graphs, ALL_MODES, SeedCorpusWriter::graphRoot);
    write(typed, Map.of("client-cycle", SeedValues.sharedAndCyclic().get("client-cycle")),
        REFERENCE_MODES, SeedCorpusWriter::graphRoot);

    Path collections = target("CollectionsFuzzTest", "collectionsAndMaps");
    write(collections, SeedValues.collections(), ALL_MODES, SeedCorpusWriter::collectionRoot);
    write(collections, SeedValues.arrays(), TWO_MODES, SeedCorpusWriter::collectionRoot);
    Map<String, Object> cyclic = SeedValues.sharedAndCyclic();
    cyclic.remove("client-cycle");
    write(collections, cyclic, REFERENCE_MODES, SeedCorpusWriter::collectionRoot);

    Path strings = target("StringFuzzTest", "strings");
    write(strings, SeedValues.strings(), TWO_MODES, v -> 0);
    for (Map.Entry<String, Object> e : SeedValues.strings().entrySet()) {
      dev.serval.io.WriteBuffer bare = new dev.serval.io.WriteBuffer(16);
      bare.writeByte(1);
      bare.writeString((String) e.getValue());
      save(strings, "seed-bare-" + e.getKey(), bare.toByteArray());
    }

    Path stream = target("StreamReaderFuzzTest", "streamReader");
    List<Object> values = new ArrayList<>(SeedValues.strings().values());
    values.addAll(List.of(SeedValues.graphs().get("media-content"), 7, List.of(1, 2)));
    for (Mode mode : ALL_MODES) {
      for (int selector = 0; selector < 2; selector++) {
        byte[] bytes = streamOf(mode.serval(), values);
        if (bytes != null) {
          save(stream, "seed-stream-" + mode + (selector == 0 ? "" : "-byte-by-byte"),
              prefixed(selector, bytes));
        }
      }
    }
    System.out.println("seed corpus: " + written + " files written; skipped (not serializable"
        + " yet): " + skipped);
  }

  private static Path target(String testClass, String method) throws IOException {
    Path dir = RESOURCES.resolve(testClass + "Inputs").resolve(method);
    Files.createDirectories(dir);
    try (Stream<Path> old = Files.list(dir)) {
      for (Path p : old.filter(p -> p.getFileName().toString().startsWith("seed-")).toList()) {
        Files.delete(p);
      }
    }
    return dir;
  }

  private void write(Path dir, Map<String, Object> values, List<Mode> modes,
      java.util.function.ToIntFunction<Object> selectorOf) {
    for (Map.Entry<String, Object> e : values.entrySet()) {
      for (Mode mode : modes) {
        byte[] payload;
        try {
          payload = mode.serval().serialize(e.getValue());
        } catch (SerialException notYet) {
          skipped.add(e.getKey() + "/" + mode);
          continue;
        }
        int selector = selectorOf.applyAsInt(e.getValue());
        save(dir, "seed-" + e.getKey() + "-" + mode,
            selector < 0 ? payload : prefixed(selector, payload));
      }
    }
  }

  private static byte[] streamOf(Serval serval, List<Object> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ServalOutput writer = serval.newWriter(out)) {
      for (Object value : values) {
        writer.write(value);
      }
    } catch (SerialException | IOException notYet) {
      return null;
    }
    return out.toByteArray();
  }

  private static int graphRoot(Object value) {
    for (int i = 0; i < FuzzSupport.GRAPH_ROOTS.length; i++) {
      if (FuzzSupport.GRAPH_ROOTS[i] == value.getClass()) {
        return i;
      }
    }
    throw new IllegalArgumentException("not a graph root: " + value.getClass());
  }

  /** The selector of {@link CollectionsFuzzTest} whose requested type fits {@code value}. */
  private static int collectionRoot(Object value) {
    if (value instanceof List) {
      return 0;
    } else if (value instanceof Map) {
      return 1;
    } else if (value instanceof Set) {
      return 2;
    } else if (value instanceof Collection) {
      return 3;
    } else if (value instanceof Object[]) {
      return 4;
    }
    return 5;
  }

  private static byte[] prefixed(int selector, byte[] payload) {
    byte[] out = new byte[payload.length + 1];
    out[0] = (byte) selector;
    System.arraycopy(payload, 0, out, 1, payload.length);
    return out;
  }

  private void save(Path dir, String name, byte[] bytes) {
    try {
      Files.write(dir.resolve(name), bytes);
      written++;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
