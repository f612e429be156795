package dev.serval.golden;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.serval.Serval;
import dev.serval.golden.GoldenSamples.Sample;
import dev.serval.internal.serializers.Builtins;
import dev.serval.testing.DeepEquality;
import dev.serval.testing.RoundTrip;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Pins the wire format: the committed version-1 payload of every built-in type must still be read
 * (always) and still be written byte for byte (where the JDK's iteration order is stable). A new
 * built-in type fails {@link #everyBuiltInTypeHasASample} until it gets a sample; record its
 * payloads with {@code mvn -pl serval-core test -Dtest=GoldenPayloadTest -Dserval.golden.write=true}
 * and commit them. Changing a committed payload is a wire-format change: once a version is
 * released, bump the format version. (Version 1 is not released yet: its changes are re-recorded by
 * deleting the directory and recording again, and listed in CHANGELOG.md.)
 */
class GoldenPayloadTest {
  private static final Path DIR = Path.of("src", "test", "resources", "golden", "v1");
  private static final boolean RECORD = Boolean.getBoolean("serval.golden.write");

  static Stream<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    for (Sample sample : GoldenSamples.all()) {
      for (RoundTrip.Mode mode : RoundTrip.allModes()) {
        out.add(Arguments.of(sample, mode));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void committedPayloadStillReads(Sample sample, RoundTrip.Mode mode) throws IOException {
    Serval serval = mode.serval(b -> b);
    Path file = DIR.resolve(sample.name() + "." + mode.toString().replace('/', '-') + ".bin");
    if (!Files.exists(file)) {
      if (!RECORD) {
        fail("no golden payload " + file + "; record it with -Dserval.golden.write=true");
      }
      Files.createDirectories(DIR);
      Files.write(file, serval.serialize(sample.value()));
    }
    byte[] golden = Files.readAllBytes(file);
    Object read = serval.deserialize(golden, sample.value().getClass());
    assertThat(DeepEquality.difference(sample.value(), read, false)).as(sample.name()).isNull();
    if (sample.stableBytes()) {
      assertThat(serval.serialize(sample.value())).as("bytes of " + sample.name())
          .isEqualTo(golden);
    }
  }

  @Test
  void everyBuiltInTypeHasASample() {
    Set<Class<?>> covered = new HashSet<>();
    for (Sample sample : GoldenSamples.all()) {
      collect(sample.value(), covered);
    }
    Set<Class<?>> missing = new HashSet<>(Builtins.table().types());
    missing.removeAll(covered);
    assertThat(missing).as("built-in types without a golden sample").isEmpty();
  }

  private static void collect(Object value, Set<Class<?>> out) {
    if (value == null) {
      return;
    }
    out.add(value.getClass());
    Object comparator = null;
    if (value instanceof SortedSet) {
      comparator = ((SortedSet<?>) value).comparator();
    } else if (value instanceof SortedMap) {
      comparator = ((SortedMap<?, ?>) value).comparator();
    } else if (value instanceof PriorityQueue) {
      comparator = ((PriorityQueue<?>) value).comparator();
    }
    if (comparator != null) {
      out.add(comparator.getClass());
    }
    if (value instanceof Collection) {
      ((Collection<?>) value).forEach(e -> collect(e, out));
    } else if (value instanceof Map) {
      ((Map<?, ?>) value).forEach((k, v) -> {
        collect(k, out);
        collect(v, out);
      });
    } else if (value instanceof Object[]) {
      for (Object e : (Object[]) value) {
        collect(e, out);
      }
    }
  }
}
