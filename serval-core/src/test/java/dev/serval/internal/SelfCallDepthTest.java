package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.SmallStack;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Which thread runs the levels of a chain through a field of the class's own type, which a
 * generated codec writes and reads by calling itself: the caller's, up to {@link
 * DeepCalls#SELF_CALL_HOP_DEPTH}, then a big-stack helper's. Any other kind of level past the
 * first hop depth moves at once (DeepShapesTest shows that the caller's stack holds both).
 *
 * <p>Each link may hold a {@link Probe} in an {@code Object} field, which replaces itself on the
 * thread that writes the level above it; every link notes the thread that builds it when read.
 */
class SelfCallDepthTest {
  static final String CALLER = "small-stack";
  static final String HELPER = "serval-deep-graph";
  /** The threads that built links while reading, in order. */
  static final List<Thread> builtOn = new ArrayList<>();

  static void built() {
    synchronized (builtOn) {
      builtOn.add(Thread.currentThread());
    }
  }

  /** Not final: its own-type field is a polymorphic slot. */
  static class Link implements Serializable {
    private static final long serialVersionUID = 1L;
    Link below;
    Object probe;

    Link() {
      built();
    }
  }

  /** Final: its own-type field is a known slot. */
  static final class FinalLink implements Serializable {
    private static final long serialVersionUID = 1L;
    FinalLink below;
    Object probe;

    FinalLink() {
      built();
    }
  }

  /** A record's own-type component is a known slot too. */
  record RecordLink(RecordLink below, Object probe) implements Serializable {
    RecordLink {
      built();
    }
  }

  /** Replaced by null, on the thread that writes the level above it. */
  static final class Probe implements Serializable {
    private static final long serialVersionUID = 1L;
    static volatile Thread replacedOn;

    private Object writeReplace() {
      replacedOn = Thread.currentThread();
      return "replaced";
    }
  }

  /** How to build a chain of one kind of link from its bottom up: (link below, probe) -> link. */
  static Stream<Named<BiFunction<Object, Object, Object>>> kinds() {
    return Stream.of(
        Named.of("field of a class that is not final", (below, probe) -> {
          Link l = new Link();
          l.below = (Link) below;
          l.probe = probe;
          return l;
        }),
        Named.of("field of a final class", (below, probe) -> {
          FinalLink l = new FinalLink();
          l.below = (FinalLink) below;
          l.probe = probe;
          return l;
        }),
        Named.of("record component", (below, probe) -> new RecordLink((RecordLink) below, probe)));
  }

  static Stream<Arguments> kindsAndDepths() {
    return kinds().flatMap(kind -> Stream.of(DeepCalls.SELF_CALL_HOP_DEPTH - 1,
        DeepCalls.SELF_CALL_HOP_DEPTH).map(levels -> Arguments.of(kind, levels)));
  }

  /** A chain whose last link is at level {@code levels}, holding a probe if {@code probe}. */
  static Object chain(BiFunction<Object, Object, Object> kind, int levels, boolean probe) {
    Object top = kind.apply(null, probe ? new Probe() : null);
    for (int i = 1; i < levels; i++) {
      top = kind.apply(top, null);
    }
    return top;
  }

  final Serval serval = Serval.builder().allowPackages("dev.serval").build();

  @ParameterizedTest(name = "{0}, last link at level {1}")
  @MethodSource("kindsAndDepths")
  void writingStaysOnTheCallersStackBelowTheSelfCallHopDepth(
      BiFunction<Object, Object, Object> kind, int levels) throws Exception {
    Object chain = chain(kind, levels, true);
    SmallStack.call(() -> serval.serialize(chain));
    assertThat(Probe.replacedOn.getName())
        .isEqualTo(levels < DeepCalls.SELF_CALL_HOP_DEPTH ? CALLER : HELPER);
  }

  @ParameterizedTest(name = "{0}, last link at level {1}")
  @MethodSource("kindsAndDepths")
  void readingStaysOnTheCallersStackBelowTheSelfCallHopDepth(
      BiFunction<Object, Object, Object> kind, int levels) throws Exception {
    Object chain = chain(kind, levels, false);
    byte[] bytes = serval.serialize(chain);
    builtOn.clear();
    SmallStack.call(() -> serval.deserialize(bytes, chain.getClass()));
    assertThat(builtOn).hasSize(levels);
    List<String> threads = builtOn.stream().map(Thread::getName).distinct().toList();
    if (levels < DeepCalls.SELF_CALL_HOP_DEPTH) {
      assertThat(threads).containsExactly(CALLER);
    } else {
      assertThat(threads).containsExactlyInAnyOrder(CALLER, HELPER);
    }
  }
}
