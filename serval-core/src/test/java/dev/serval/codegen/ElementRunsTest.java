package dev.serval.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.codegen.CodegenFixtures.Point;
import dev.serval.codegen.CodegenSamples.Group;
import dev.serval.testing.RoundTrip;
import dev.serval.testing.SmallStack;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs of one class written and read straight through its generated codec (see
 * WriteSession#runCodec): besides the bytes (checked for every sample by {@link ByteIdenticalTest}),
 * a run must keep the nesting depth, the depth limit, the thread hops of deep graphs and the
 * failure paths exactly as element-by-element writing has them. Each test compares the generated
 * path with the portable one, which never runs.
 */
class ElementRunsTest {
  /** One level of nesting through a list and through a map: 2 levels each. */
  record InList(List<InList> below) {}

  record InMap(Map<String, InMap> below) {}

  static InList listChain(int levels) {
    InList node = new InList(new ArrayList<>());
    for (int i = 1; i < levels; i++) {
      node = new InList(new ArrayList<>(List.of(node)));
    }
    return node;
  }

  static InMap mapChain(int levels) {
    InMap node = new InMap(new LinkedHashMap<>());
    for (int i = 1; i < levels; i++) {
      Map<String, InMap> below = new LinkedHashMap<>();
      below.put("first", new InMap(new LinkedHashMap<>())); // the run starts after this entry
      below.put("deep", node);
      node = new InMap(below);
    }
    return node;
  }

  /**
   * What writing {@code value} under {@code limits} gives, and what reading it back under them
   * gives when a writer without the limit wrote it: results or errors.
   */
  static String outcome(boolean codegen, Limits limits, Object value) {
    Serval strict = Serval.builder().codegen(codegen).limits(limits).build();
    Throwable writeFailure = catchThrowable(() -> strict.serialize(value));
    byte[] bytes = Serval.builder().codegen(codegen).build().serialize(value);
    Throwable readFailure = catchThrowable(() -> strict.deserialize(bytes, value.getClass()));
    return "write: " + writeFailure + ", read: " + readFailure;
  }

  @Test
  void theDepthLimitFallsAtTheSameLevelWithAndWithoutRuns() {
    for (int maxDepth : new int[] {9, 10, 11, 30}) {
      Limits limits = Limits.DEFAULT.withMaxDepth(maxDepth);
      boolean sawBoth = false;
      for (int levels = 1; levels <= 20; levels++) {
        for (Object value : List.of(listChain(levels), mapChain(levels))) {
          String generated = outcome(true, limits, value);
          assertThat(generated).as("%d levels, limit %d", levels, maxDepth)
              .isEqualTo(outcome(false, limits, value));
          sawBoth |= generated.contains("Limits.maxDepth");
        }
      }
      assertThat(sawBoth).as("the limit of %d was reached", maxDepth).isTrue();
    }
  }

  @Test
  void deepNestingThroughRunsHopsToFreshStacks() throws Exception {
    InList list = listChain(20_000);
    InMap map = mapChain(20_000);
    for (boolean codegen : new boolean[] {true, false}) {
      for (RoundTrip.Mode mode : List.of(RoundTrip.allModes().get(0),
          RoundTrip.allModes().get(RoundTrip.allModes().size() - 1))) {
        Serval serval = mode.serval(b -> b.codegen(codegen));
        byte[] listBytes = SmallStack.call(() -> serval.serialize(list));
        byte[] mapBytes = SmallStack.call(() -> serval.serialize(map));
        InList listCopy = SmallStack.call(() -> serval.deserialize(listBytes, InList.class));
        InMap mapCopy = SmallStack.call(() -> serval.deserialize(mapBytes, InMap.class));
        int levels = 0;
        for (InList c = listCopy; !c.below().isEmpty(); c = c.below().get(0)) {
          levels++;
        }
        assertThat(levels).as("list, codegen %s, %s", codegen, mode).isEqualTo(19_999);
        levels = 0;
        for (InMap c = mapCopy; !c.below().isEmpty(); c = c.below().get("deep")) {
          levels++;
        }
        assertThat(levels).as("map, codegen %s, %s", codegen, mode).isEqualTo(19_999);
      }
    }
  }

  @Test
  void aFailureInsideARunNamesTheSamePath() {
    List<Point> points = List.of(new Point(1, 2), new Point(3, 4), new Point(5, 6));
    List<Group> groups = new ArrayList<>();
    Map<String, Group> byName = new LinkedHashMap<>();
    for (int i = 0; i < 5; i++) {
      // ArrayList.subList has no serializer: the fourth element fails inside the run.
      List<Point> members = i == 3 ? new ArrayList<>(points).subList(0, 2) : points;
      groups.add(new Group("g" + i, members));
      byName.put("g" + i, new Group("g" + i, members));
    }
    for (Object value : List.of(groups, byName)) {
      Throwable generated = catchThrowable(
          () -> Serval.builder().codegen(true).build().serialize(value));
      Throwable portable = catchThrowable(
          () -> Serval.builder().codegen(false).build().serialize(value));
      assertThat(generated).isInstanceOf(SerialException.class)
          .hasMessageContaining(value instanceof List ? "[3].points" : "[value #3].points");
      assertThat(generated).hasMessage(portable.getMessage());
    }
  }

  @Test
  void everyTruncationOfARunFailsAsTheElementByElementReadDoes() {
    Map<Integer, Point> map = new LinkedHashMap<>();
    List<Group> groups = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      map.put(i * 300, new Point(i, -i));
      groups.add(new Group("g" + i, List.of(new Point(i, i))));
    }
    for (RoundTrip.Mode mode : RoundTrip.allModes()) {
      Serval generated = mode.serval(b -> b.codegen(true));
      Serval portable = mode.serval(b -> b.codegen(false));
      for (Object value : List.of(map, groups, groups.toArray(new Group[0]))) {
        byte[] bytes = generated.serialize(value);
        for (int length = 0; length < bytes.length; length++) {
          byte[] cut = Arrays.copyOf(bytes, length);
          Throwable fromGenerated = catchThrowable(() -> generated.deserialize(cut, Object.class));
          Throwable fromPortable = catchThrowable(() -> portable.deserialize(cut, Object.class));
          assertThat(fromGenerated).as("%s, %d of %d bytes", mode, length, bytes.length)
              .isInstanceOf(SerialException.class)
              .hasMessage(fromPortable.getMessage());
        }
      }
    }
  }
}
