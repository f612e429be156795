package dev.serval.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScratchDirsTest {
  @Test
  void deletesADirectoryWithEverythingUnderIt() throws Exception {
    Path dir = ScratchDirs.create("serval-scratch-test");
    Path nested = Files.createDirectories(dir.resolve("classes").resolve("isolated"));
    Files.writeString(nested.resolve("A.class"), "not really a class");
    Files.writeString(dir.resolve("top.txt"), "x");

    ScratchDirs.delete(dir);

    assertThat(dir).doesNotExist();
  }
}
