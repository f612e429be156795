package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import dev.serval.internal.codegen.Codegen;
import org.junit.jupiter.api.Test;

/**
 * An object field whose class changed between writer and reader, in EVOLVING mode, with generated
 * codecs on both sides. The holder's codec calls the field's codec itself only where the payload
 * wrote that class's own layout (see ReadSession#bodyCodec); here it did not, and the field's
 * serializer reads the layout written. Each version pair shares a registered id, so the reader's
 * class stands in for the writer's (classes of this test's loader get codecs; the other tests'
 * versions, compiled into loaders of their own, do not).
 */
class NestedEvolutionTest {
  static class InnerV1 {
    String label;
    long gone;
  }

  static class InnerV2 {
    int added = 7;
    String label;
  }

  static class HolderV1 {
    InnerV1 inner;
    int after;
  }

  static class HolderV2 {
    InnerV2 inner;
    int after;
  }

  private static Serval serval(Class<?> holder, Class<?> inner) {
    return Serval.builder().schema(SchemaMode.EVOLVING).register(holder, 1).register(inner, 2)
        .build();
  }

  @Test
  void anOlderNestedClassIsReadInTheLayoutItWasWritten() {
    HolderV1 written = new HolderV1();
    written.inner = new InnerV1();
    written.inner.label = "a";
    written.inner.gone = 5;
    written.after = 1;
    byte[] bytes = serval(HolderV1.class, InnerV1.class).serialize(written);

    HolderV2 read = serval(HolderV2.class, InnerV2.class).deserialize(bytes, HolderV2.class);

    assertThat(Codegen.outcome(HolderV2.class)).isEqualTo(Codegen.GENERATED);
    assertThat(read.inner.label).isEqualTo("a");
    assertThat(read.inner.added).isEqualTo(7);
    assertThat(read.after).isEqualTo(1);
  }

  @Test
  void aNewerNestedClassIsReadInTheLayoutItWasWritten() {
    HolderV2 written = new HolderV2();
    written.inner = new InnerV2();
    written.inner.label = "c";
    written.inner.added = 9;
    written.after = 3;
    byte[] bytes = serval(HolderV2.class, InnerV2.class).serialize(written);

    HolderV1 read = serval(HolderV1.class, InnerV1.class).deserialize(bytes, HolderV1.class);

    assertThat(Codegen.outcome(HolderV1.class)).isEqualTo(Codegen.GENERATED);
    assertThat(read.inner.label).isEqualTo("c");
    assertThat(read.inner.gone).isZero();
    assertThat(read.after).isEqualTo(3);
  }
}
