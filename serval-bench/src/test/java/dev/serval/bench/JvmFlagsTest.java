package dev.serval.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.bench.run.JvmFlags;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class JvmFlagsTest {
  @Test
  void argumentFileMatchesTheFlagsGivenToChildJvms() throws Exception {
    // Surefire runs in the module's folder, where jvm.args lives.
    assertThat(Files.readAllLines(Path.of("jvm.args"))).containsExactlyElementsOf(JvmFlags.ADD_OPENS);
  }
}
