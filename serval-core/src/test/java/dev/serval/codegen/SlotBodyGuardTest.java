package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.serval.Limits;
import dev.serval.Serval;
import dev.serval.codegen.ElementRunsTest.InList;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A generated codec runs the serializer of a polymorphic field itself, inside the nesting level
 * that {@code WriteSession.writeSlotHead} (or {@code ReadSession.readSlotHead}) entered, and does
 * not leave that level when the body throws: the {@code writeBody} (or {@code readBody}) around the
 * codec restores its own depth, as the portable path's does in a finally. Seen from outside: after
 * a hook catches such a failure and goes on writing (or reading), the depth limit falls at the same
 * level with and without generated code.
 */
class SlotBodyGuardTest {
  /** Writing it fails inside the list of a {@link Holder}. */
  static final class Boom implements Serializable {
    private void writeObject(ObjectOutputStream out) throws IOException {
      throw new NotSerializableException("boom");
    }
  }

  /** A record with a polymorphic field: its codec writes the list through writeSlotHead. */
  record Holder(List<Object> items) implements Serializable {}

  /** Catches the failure of a Holder, then writes a chain of lists under it. */
  static final class Catcher implements Serializable {
    private final transient InList chain;

    Catcher(InList chain) {
      this.chain = chain;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      for (int i = 0; i < 3; i++) {
        try {
          out.writeObject(new Holder(List.of(new Boom())));
        } catch (RuntimeException e) {
          // the failure is expected; the levels it entered must have been left
        }
      }
      out.writeObject(chain);
    }
  }

  private static String writeOutcome(boolean codegen, Limits limits, Object value) {
    Serval serval = Serval.builder().codegen(codegen).limits(limits).build();
    Throwable failure = catchThrowable(() -> serval.serialize(value));
    return failure == null ? "written" : String.valueOf(failure.getMessage());
  }

  @Test
  void theDepthLimitFallsAtTheSameLevelAfterAFailedBody() {
    for (int maxDepth : new int[] {6, 9, 12}) {
      Limits limits = Limits.DEFAULT.withMaxDepth(maxDepth);
      boolean sawBoth = false;
      boolean sawWritten = false;
      for (int levels = 1; levels <= 12; levels++) {
        Catcher value = new Catcher(ElementRunsTest.listChain(levels));
        String generated = writeOutcome(true, limits, value);
        assertThat(generated).as("%d levels, limit %d", levels, maxDepth)
            .isEqualTo(writeOutcome(false, limits, value));
        sawBoth |= generated.contains("Limits.maxDepth");
        sawWritten |= generated.equals("written");
      }
      assertThat(sawBoth).as("the limit of %d was reached", maxDepth).isTrue();
      assertThat(sawWritten).as("some chain fit the limit of %d", maxDepth).isTrue();
    }
  }

  /**
   * Reading it fails inside the list of a {@link Holder}, once all of its bytes are read (in
   * readResolve), so the payload stays in step for the reads that follow.
   */
  static final class ReadBoom implements Serializable {
    private Object readResolve() throws InvalidObjectException {
      throw new InvalidObjectException("boom");
    }
  }

  /** Catches the failure of reading three Holders, then reads a chain of lists under it. */
  static final class ReadCatcher implements Serializable {
    private transient InList chain;

    ReadCatcher(InList chain) {
      this.chain = chain;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      for (int i = 0; i < 3; i++) {
        out.writeObject(new Holder(List.of(new ReadBoom())));
      }
      out.writeObject(chain);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      for (int i = 0; i < 3; i++) {
        try {
          in.readObject();
        } catch (RuntimeException e) {
          // the failure is expected; the levels it entered must have been left
        }
      }
      chain = (InList) in.readObject();
    }
  }

  private static String readOutcome(boolean codegen, Limits limits, byte[] bytes) {
    Serval serval = Serval.builder().codegen(codegen).limits(limits)
        .allowPackages("dev.serval.codegen").build();
    Throwable failure = catchThrowable(() -> serval.deserialize(bytes));
    return failure == null ? "read" : String.valueOf(failure.getMessage());
  }

  @Test
  void theDepthLimitFallsAtTheSameLevelAfterAFailedRead() {
    Serval writer = Serval.builder().build();
    for (int maxDepth : new int[] {6, 9, 12}) {
      Limits limits = Limits.DEFAULT.withMaxDepth(maxDepth);
      boolean sawLimit = false;
      boolean sawRead = false;
      for (int levels = 1; levels <= 12; levels++) {
        byte[] bytes = writer.serialize(new ReadCatcher(ElementRunsTest.listChain(levels)));
        String generated = readOutcome(true, limits, bytes);
        assertThat(generated).as("%d levels, limit %d", levels, maxDepth)
            .isEqualTo(readOutcome(false, limits, bytes));
        sawLimit |= generated.contains("Limits.maxDepth");
        sawRead |= generated.equals("read");
      }
      assertThat(sawLimit).as("the limit of %d was reached", maxDepth).isTrue();
      assertThat(sawRead).as("some chain fit the limit of %d", maxDepth).isTrue();
    }
  }

  /** A chain of records around leaves, whose fields are its deepest levels. */
  record Around(Object inner) {}

  /** Three shapes of leaf-holding object: boxes, mixed leaves, and enums alone. */
  private static Object leavesUnder(int levels, int shape) {
    Object value = switch (shape) {
      case 0 -> CodegenFixtures.Boxes.sample(1);
      case 1 -> new CodegenFixtures.Leaves(CodegenFixtures.Color.GREEN, LocalDate.of(2026, 11, 26),
          UUID.randomUUID(), 3);
      default -> new CodegenFixtures.TwoColors(CodegenFixtures.Color.RED, null, null);
    };
    for (int i = 0; i < levels; i++) {
      value = new Around(value);
    }
    return value;
  }

  /**
   * Generated codecs write and read the slots of leaf fields in fewer steps, boxes without their
   * serializer (see WriteSession#writeLeafMarker); their level still counts against the depth
   * limit, which falls at the same level on both paths, writing and reading.
   */
  @Test
  void leafFieldsCountAgainstTheDepthLimitOnBothPaths() {
    Serval unlimited = Serval.builder().allowPackages("dev.serval.codegen").build();
    for (int maxDepth : new int[] {3, 5, 8}) {
      Limits limits = Limits.DEFAULT.withMaxDepth(maxDepth);
      boolean sawLimit = false;
      boolean sawWritten = false;
      for (int levels = 0; levels <= 9; levels++) {
        for (int shape = 0; shape < 3; shape++) {
          Object value = leavesUnder(levels, shape);
          String written = writeOutcome(true, limits, value);
          assertThat(written).as("writing, %d levels, shape %d, limit %d", levels, shape, maxDepth)
              .isEqualTo(writeOutcome(false, limits, value));
          byte[] bytes = unlimited.serialize(value);
          String read = readOutcome(true, limits, bytes);
          assertThat(read).as("reading, %d levels, shape %d, limit %d", levels, shape, maxDepth)
              .isEqualTo(readOutcome(false, limits, bytes));
          assertThat(read.equals("read")).as("reading fits where writing does")
              .isEqualTo(written.equals("written"));
          sawLimit |= written.contains("Limits.maxDepth");
          sawWritten |= written.equals("written");
        }
      }
      assertThat(sawLimit).as("the limit of %d was reached", maxDepth).isTrue();
      assertThat(sawWritten).as("some chain fit the limit of %d", maxDepth).isTrue();
    }
  }
}
