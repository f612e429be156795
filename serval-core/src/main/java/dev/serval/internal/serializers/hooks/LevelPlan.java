package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.objects.Fingerprint;
import dev.serval.internal.serializers.objects.LevelFields;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The class levels a payload holds for one class, matched to the reader's, as the steps of reading
 * an instance. The description written before the class's first instance in a payload:
 * <pre>
 *   FIXED:     int16 LE fingerprint over the class name and, per level top-down, its name and its
 *              field layout's fingerprint (so any change of levels or fields is caught)
 *   EVOLVING:  varuint32 level count, then per level top-down: string class name, then the
 *              level's field description (varuint32 count, then per field: string name,
 *              byte kind, class tag for KNOWN kind), as plain objects describe their fields
 * </pre>
 * In EVOLVING mode a written level the reader does not have is skipped, and a reader level the
 * payload lacks gets its {@code readObjectNoData} called (or keeps zero fields), as in Java.
 */
final class LevelPlan {
  enum Kind { READ, SKIP, NO_DATA }

  record Step(Kind kind, ClassLevel level, LevelFields fields, LevelFields.Plan plan) {}

  final Step[] steps;

  private LevelPlan(List<Step> steps) {
    this.steps = steps.toArray(new Step[0]);
  }

  /** The plan for a payload written by this very class (FIXED mode). */
  static LevelPlan identity(ClassLevel[] levels) {
    List<Step> steps = new ArrayList<>();
    for (ClassLevel level : levels) {
      LevelFields fields = level.fields();
      steps.add(new Step(Kind.READ, level, fields, fields.identity()));
    }
    return new LevelPlan(steps);
  }

  static int fingerprint(Class<?> type, ClassLevel[] levels) {
    Fingerprint fp = new Fingerprint().add(type.getName());
    for (ClassLevel level : levels) {
      fp.add(level.type.getName()).add(Integer.toString(level.fields().fingerprint()));
    }
    return fp.value16();
  }

  static void writeDescription(WriteSession session, ClassLevel[] levels, int fingerprint) {
    WriteBuffer out = session.buffer();
    if (!session.evolving()) {
      out.writeInt16Le((short) fingerprint);
      return;
    }
    out.writeVarUInt32(levels.length);
    for (ClassLevel level : levels) {
      out.writeString(level.type.getName());
      level.fields().writeDescription(session);
    }
  }

  /**
   * Reads a description written by {@link #writeDescription}; {@code fingerprint} is the reader's
   * own (see {@link #fingerprint}). {@code none} is a field-less level
   * against which the fields of levels the reader lacks are read and dropped.
   */
  static LevelPlan readDescription(ReadSession session, Class<?> type, ClassLevel[] levels,
      int fingerprint, LevelPlan identity, LevelFields none) {
    ReadBuffer in = session.buffer();
    int at = in.position();
    if (!session.evolving()) {
      int written = in.readInt16Le() & 0xFFFF;
      if (written != fingerprint) {
        throw new SerialException("class " + type.getName() + " differs from the writer's"
            + " (fingerprint mismatch in FIXED schema mode); write with SchemaMode.EVOLVING to"
            + " let classes change", at);
      }
      return identity;
    }
    int count = session.readLength(2);
    List<Step> steps = new ArrayList<>();
    int nextReaderLevel = 0;
    for (int i = 0; i < count; i++) {
      int levelAt = in.position();
      String name = in.readString(1024);
      if (name == null) {
        throw new SerialException("malformed level list of class " + type.getName(), levelAt);
      }
      int match = find(levels, name, nextReaderLevel);
      if (match < 0) {
        steps.add(new Step(Kind.SKIP, null, none, none.readDescription(session)));
        continue;
      }
      for (; nextReaderLevel < match; nextReaderLevel++) {
        steps.add(noData(levels[nextReaderLevel]));
      }
      LevelFields fields = levels[match].fields();
      steps.add(new Step(Kind.READ, levels[match], fields, fields.readDescription(session)));
      nextReaderLevel = match + 1;
    }
    for (; nextReaderLevel < levels.length; nextReaderLevel++) {
      steps.add(noData(levels[nextReaderLevel]));
    }
    return new LevelPlan(steps);
  }

  private static Step noData(ClassLevel level) {
    return new Step(Kind.NO_DATA, level, null, null);
  }

  /** The reader level called {@code name} at or after {@code from}, or -1. */
  private static int find(ClassLevel[] levels, String name, int from) {
    for (int i = from; i < levels.length; i++) {
      if (levels[i].type.getName().equals(name)) {
        return i;
      }
    }
    return -1;
  }
}
