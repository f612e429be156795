package dev.serval.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Temporary directories for what tests compile at run time, deleted when the test JVM exits: the
 * class loaders of those classes live as long as the tests that hold them, so no test can delete
 * its own directory when it ends. Without this, each run of the suite left hundreds of
 * directories in the system's temporary folder.
 */
public final class ScratchDirs {
  private static final List<Path> CREATED = new ArrayList<>();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(ScratchDirs::deleteAll, "scratch-dirs"));
  }

  private ScratchDirs() {}

  /** A new empty directory named with {@code prefix}, deleted with its contents at exit. */
  public static Path create(String prefix) {
    try {
      Path dir = Files.createTempDirectory(prefix);
      synchronized (CREATED) {
        CREATED.add(dir);
      }
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteAll() {
    synchronized (CREATED) {
      for (Path dir : CREATED) {
        delete(dir);
      }
      CREATED.clear();
    }
  }

  /** Deletes {@code dir} and everything under it, children first; best effort, at exit. */
  static void delete(Path dir) {
    try (Stream<Path> tree = Files.walk(dir)) {
      for (Path path : tree.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    } catch (IOException e) {
      // Nothing to report to at exit; the system's temporary folder is cleaned in time anyway.
    }
  }
}
