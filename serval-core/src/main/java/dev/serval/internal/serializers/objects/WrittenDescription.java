package dev.serval.internal.serializers.objects;

import dev.serval.internal.ClassInfo;
import dev.serval.internal.DescriptionCache;
import dev.serval.internal.WriteSession;
import dev.serval.io.FixedBytes;
import dev.serval.io.WriteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A class's EVOLVING description as the writer wrote it once, kept to be written again: the bytes
 * between the class tags that differ from payload to payload (classes without a static id are
 * named the first time and then given a per-payload id), and the classes of those tags, which are
 * written afresh each time. Immutable, so one is shared by every thread.
 */
final class WrittenDescription {
  /** {@code runs[k]} precedes {@code tags[k]}; the last run follows the last tag. */
  private final byte[][] runs;
  private final ClassInfo[] tags;
  /**
   * The whole description when it is short and every class it names has a static id (no tags: the
   * same bytes in every payload), else null: see {@link FixedBytes}. Longer ones are copied.
   */
  private final FixedBytes shortConstant;

  private WrittenDescription(byte[][] runs, ClassInfo[] tags) {
    this.runs = runs;
    this.tags = tags;
    this.shortConstant = DescriptionCache.shortConstant(runs, tags);
  }

  void writeTo(WriteSession session) {
    if (shortConstant != null) {
      session.buffer().writeFixed(shortConstant);
      return;
    }
    if (tags.length == 0) { // every class it names has a static id: the same bytes every time
      session.buffer().writeBytes(runs[0]);
      return;
    }
    writeWithTags(session);
  }

  /** {@link #writeTo} with the varying tags, apart so that codecs do not inline the loop. */
  private void writeWithTags(WriteSession session) {
    WriteBuffer out = session.buffer();
    for (int k = 0; k < tags.length; k++) {
      out.writeBytes(runs[k]);
      session.writeClassTag(tags[k]);
    }
    out.writeBytes(runs[tags.length]);
  }

  /** Notes, while a description is written for the first time, where its varying tags are. */
  static final class Recorder {
    private final WriteBuffer out;
    private final int from;
    private final List<ClassInfo> tags = new ArrayList<>();
    private final List<int[]> spans = new ArrayList<>();

    Recorder(WriteSession session) {
      this.out = session.buffer();
      this.from = out.position();
    }

    /** Writes a class tag of the description, as {@link WriteSession#writeClassTag} does. */
    void writeClassTag(WriteSession session, ClassInfo info) {
      int start = out.position() - from;
      session.writeClassTag(info);
      if (info.staticId() < 0) { // a static id is the same bytes in every payload: part of a run
        tags.add(info);
        spans.add(new int[] {start, out.position() - from});
      }
    }

    /** The description written since this recorder was made. */
    WrittenDescription finish() {
      return new WrittenDescription(DescriptionCache.runsAround(out.copySince(from), spans),
          tags.toArray(new ClassInfo[0]));
    }
  }
}
