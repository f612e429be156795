package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.SmallStack;
import java.io.Serializable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which thread runs the levels of a chain through a field of the class's own type, which a
 * generated codec writes and reads by calling itself: the caller's, up to {@link
 * DeepCalls#SELF_CALL_HOP_DEPTH}, then a big-stack helper's. Any other kind of level past the
 * first hop depth moves at once (DeepShapesTest shows that the caller's stack holds both).
 */
class SelfCallDepthTest {
  static final String HELPER = "serval-deep-graph";

  /** Not final, so that its field is a slot the codec may fill by calling itself. */
  static class Link implements Serializable {
    private static final long serialVersionUID = 1L;
    static volatile Thread lastBuiltOn;
    Link below;

    Link() {
      lastBuiltOn = Thread.currentThread(); // readers build a chain from the top down
    }
  }

  /** The end of a chain: replaced by a plain link, on the thread that writes its parent's level. */
  static final class Probe extends Link {
    private static final long serialVersionUID = 1L;
    static volatile Thread replacedOn;

    private Object writeReplace() {
      replacedOn = Thread.currentThread();
      return new Link();
    }
  }

  /** A chain whose last link is at level {@code levels}, a probe below it if {@code probe}. */
  static Link chain(int levels, boolean probe) {
    Link top = probe ? new Probe() : null;
    for (int i = 0; i < levels; i++) {
      Link link = new Link();
      link.below = top;
      top = link;
    }
    return top;
  }

  final Serval serval = Serval.builder().allowPackages("dev.serval").build();

  @ParameterizedTest(name = "last link at level {0}")
  @ValueSource(ints = {DeepCalls.SELF_CALL_HOP_DEPTH - 1, DeepCalls.SELF_CALL_HOP_DEPTH})
  void writingStaysOnTheCallersStackBelowTheSelfCallHopDepth(int levels) throws Exception {
    Link chain = chain(levels, true);
    SmallStack.call(() -> serval.serialize(chain));
    String thread = Probe.replacedOn.getName();
    if (levels < DeepCalls.SELF_CALL_HOP_DEPTH) {
      assertThat(thread).isEqualTo("small-stack");
    } else {
      assertThat(thread).isEqualTo(HELPER);
    }
  }

  @ParameterizedTest(name = "last link at level {0}")
  @ValueSource(ints = {DeepCalls.SELF_CALL_HOP_DEPTH - 1, DeepCalls.SELF_CALL_HOP_DEPTH})
  void readingStaysOnTheCallersStackBelowTheSelfCallHopDepth(int levels) throws Exception {
    byte[] bytes = serval.serialize(chain(levels, false));
    Link copy = SmallStack.call(() -> serval.deserialize(bytes, Link.class));
    String thread = Link.lastBuiltOn.getName();
    if (levels < DeepCalls.SELF_CALL_HOP_DEPTH) {
      assertThat(thread).isEqualTo("small-stack");
    } else {
      assertThat(thread).isEqualTo(HELPER);
    }
    int links = 0;
    for (Link l = copy; l != null; l = l.below) {
      links++;
    }
    assertThat(links).isEqualTo(levels);
  }
}
