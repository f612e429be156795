package dev.serval.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import dev.serval.testing.SmallStack;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Chains 20,000 links long through each kind of level other tests do not chain through, written
 * and read on a 1 MB stack: the levels up to the first thread hop run on the caller's stack, and
 * these are the levels that take the most of it. Without hops, on a 512 KB stack, a chain through
 * {@code writeObject} hooks overflowed after 195 to 232 links (about 2.3 to 2.7 KB a link, for
 * the hook's two levels), one through a record field after 374 to 504, one through an {@code
 * Object} field after 707 to 918; a chain through a field of the class's own type, which the
 * generated code writes by calling itself, after 1,539 to 2,491 (interpreted, C1 only, and C2).
 * Lists and maps are chained in ElementRunsTest, plain self-typed fields in GraphsTest. With the
 * first hop at level 384, the hook chain's read overflowed the 1 MB stack here (after the shapes
 * before it, a hook level took about 2.6 KB), which moved the hop to 128 (DeepCalls). Levels of a
 * class's own type stay on the caller's stack to level 1,023: the last two shapes stack them
 * under 126 levels of hooks.
 */
class DeepShapesTest {
  static final int LINKS = 20_000;

  record InRecord(int n, InRecord below) {}

  static final class InObjectField {
    Object below;
  }

  static final class InArray {
    Object[] below;
  }

  static final class InHook implements Serializable {
    private static final long serialVersionUID = 1L;
    InHook below;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /**
   * Not final, so that its field is a slot the generated codec fills by calling itself: such
   * levels stay on the caller's stack past the first hop depth (DeepCalls#SELF_CALL_HOP_DEPTH).
   */
  static class InOwnType implements Serializable {
    private static final long serialVersionUID = 1L;
    InOwnType below;
  }

  /** A record with a component of its own type: a level its codec also enters by calling itself. */
  record InOwnRecord(int n, InOwnRecord below) {}

  /** A hook level that may hold any link: the heaviest levels, above a self-calling chain. */
  static final class InHookAbove implements Serializable {
    private static final long serialVersionUID = 1L;
    Object below;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /** Hook links whose two levels each fill the 126 levels below the first hop depth. */
  static final int HOOK_LINKS_ABOVE = 63;

  public static final class InExternal implements Externalizable {
    InExternal below;

    public InExternal() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeObject(below);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      below = (InExternal) in.readObject();
    }
  }

  /** A chain's first link, made from the link below it (null for the last). */
  record Shape(IntFunction<Object> chain, Function<Object, Object> below) {}

  static Stream<Named<Shape>> shapes() {
    return Stream.of(
        Named.of("record field", new Shape(
            n -> link(n, (below, i) -> new InRecord(i, (InRecord) below)),
            o -> ((InRecord) o).below())),
        Named.of("Object field", new Shape(
            n -> link(n, (below, i) -> {
              InObjectField f = new InObjectField();
              f.below = below;
              return f;
            }),
            o -> ((InObjectField) o).below)),
        Named.of("Object[] element", new Shape(
            n -> link(n, (below, i) -> {
              InArray a = new InArray();
              a.below = new Object[] {below};
              return a;
            }),
            o -> ((InArray) o).below[0])),
        Named.of("writeObject hook", new Shape(
            n -> link(n, (below, i) -> {
              InHook h = new InHook();
              h.below = (InHook) below;
              return h;
            }),
            o -> ((InHook) o).below)),
        Named.of("Externalizable", new Shape(
            n -> link(n, (below, i) -> {
              InExternal e = new InExternal();
              e.below = (InExternal) below;
              return e;
            }),
            o -> ((InExternal) o).below)),
        // The most the caller's stack holds: the heaviest levels up to the first hop depth, then
        // levels of a class's own type up to the self-call hop depth.
        Named.of("writeObject hooks, then fields of the class's own type", new Shape(
            n -> underHooks(link(n - HOOK_LINKS_ABOVE, (below, i) -> {
              InOwnType o = new InOwnType();
              o.below = (InOwnType) below;
              return o;
            })),
            o -> o instanceof InHookAbove h ? h.below : ((InOwnType) o).below)),
        Named.of("writeObject hooks, then record components of the record's own type", new Shape(
            n -> underHooks(link(n - HOOK_LINKS_ABOVE,
                (below, i) -> new InOwnRecord(i, (InOwnRecord) below))),
            o -> o instanceof InHookAbove h ? h.below : ((InOwnRecord) o).below())));
  }

  /** {@code chain} below {@link #HOOK_LINKS_ABOVE} hook links. */
  static Object underHooks(Object chain) {
    Object top = chain;
    for (int i = 0; i < HOOK_LINKS_ABOVE; i++) {
      InHookAbove h = new InHookAbove();
      h.below = top;
      top = h;
    }
    return top;
  }

  interface Link {
    Object above(Object below, int index);
  }

  static Object link(int links, Link link) {
    Object top = null;
    for (int i = 0; i < links; i++) {
      top = link.above(top, i);
    }
    return top;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("shapes")
  void aLongChainRoundTripsOnASmallStack(Shape shape) throws Exception {
    Object chain = shape.chain().apply(LINKS);
    for (boolean codegen : new boolean[] {true, false}) {
      for (RoundTrip.Mode mode : List.of(RoundTrip.allModes().get(0),
          RoundTrip.allModes().get(RoundTrip.allModes().size() - 1))) {
        Serval serval = mode.serval(b -> b.codegen(codegen));
        byte[] bytes = SmallStack.call(() -> serval.serialize(chain));
        Object copy = SmallStack.call(() -> serval.deserialize(bytes, chain.getClass()));
        int links = 0;
        for (Object o = copy; o != null; o = shape.below().apply(o)) {
          links++;
        }
        assertThat(links).as("codegen %s, %s", codegen, mode).isEqualTo(LINKS);
      }
    }
  }
}
