package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A resumed run must redo a pair whose JMH run was interrupted, not take it as done. */
class ResumeTest {
  @Test
  void onlyAFinishedResultFileCountsAsDone(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("missing.json");
    Path empty = Files.writeString(dir.resolve("empty.json"), "");
    Path cut = Files.writeString(dir.resolve("cut.json"), "[\n  {\"benchmark\": \"x\"");
    Path done = Files.writeString(dir.resolve("done.json"), "[\n  {\"benchmark\": \"x\"}\n]\n");
    assertThat(CodecWorker.isComplete(missing)).isFalse();
    assertThat(CodecWorker.isComplete(empty)).isFalse();
    assertThat(CodecWorker.isComplete(cut)).isFalse();
    assertThat(CodecWorker.isComplete(done)).isTrue();
  }
}
