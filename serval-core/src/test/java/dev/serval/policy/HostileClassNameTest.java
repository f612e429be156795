package dev.serval.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.serval.ClassFilter;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Payloads that name classes an attacker would like instantiated. */
class HostileClassNameTest {
  /** A payload whose root slot names {@code className}: header, tag 2, the name, then junk. */
  static byte[] naming(String className) {
    byte[] header = Serval.builder().build().serialize(null); // header byte, then the null slot
    WriteBuffer out = new WriteBuffer(64);
    out.writeByte(header[0]);
    out.writeVarUInt32(2); // class by name
    out.writeString(className);
    out.writeBytes(new byte[16], 0, 16);
    return out.toByteArray();
  }

  static Stream<Named<String>> gadgets() {
    return Stream.of(
        Named.of("commons-collections InvokerTransformer",
            "org.apache.commons.collections.functors.InvokerTransformer"),
        Named.of("commons-collections4 InstantiateTransformer",
            "org.apache.commons.collections4.functors.InstantiateTransformer"),
        Named.of("JDK TemplatesImpl", "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl"),
        Named.of("JdbcRowSetImpl", "com.sun.rowset.JdbcRowSetImpl"),
        Named.of("ProcessBuilder", "java.lang.ProcessBuilder"),
        Named.of("Runtime", "java.lang.Runtime"),
        Named.of("array of TemplatesImpl",
            "[Lcom.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl;"),
        Named.of("2-d array of InvokerTransformer",
            "[[Lorg.apache.commons.collections.functors.InvokerTransformer;"),
        Named.of("a dynamic proxy class name", "jdk.proxy1.$Proxy12"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("gadgets")
  void gadgetIsRefusedEvenWhenEverythingIsAllowed(String className) {
    Serval permissive = Serval.builder().classFilter(ClassFilter.allowAll()).build();
    byte[] bytes = naming(className);
    for (Throwable t : new Throwable[] {
        catchThrowable(() -> permissive.deserialize(bytes)),
        catchThrowable(() -> permissive.deserialize(bytes, Object.class)),
        catchThrowable(() -> permissive.deserialize(bytes, PolicyFixtures.Holder.class))}) {
      assertThat(t).isInstanceOf(SerialException.class).hasMessageContaining("deny list");
      assertThat(((SerialException) t).offset()).isEqualTo(1);
    }
  }

  @Test
  void refusedClassRunsNoCodeInAnUntypedRead() {
    byte[] bytes = naming(PolicyFixtures.class.getName() + "$UntypedTripwire");
    Throwable t = catchThrowable(() -> Serval.builder().build().deserialize(bytes));
    assertThat(t).isInstanceOf(SerialException.class).hasMessageContaining("UntypedTripwire");
    assertThat(PolicyFixtures.UNTYPED_TRIPWIRE_RAN).isFalse();
  }

  /** A typed read loads the class to check reachability, but must not initialize it. */
  @Test
  void refusedClassRunsNoCodeInATypedRead() {
    Serval serval = Serval.builder().build();
    byte[] holder = serval.serialize(new PolicyFixtures.Holder(1));
    // Replace the payload (the Integer slot, last two bytes) with a slot naming the tripwire.
    WriteBuffer out = new WriteBuffer(64);
    out.writeBytes(holder, 0, holder.length - 2);
    out.writeVarUInt32(2);
    out.writeString(PolicyFixtures.class.getName() + "$TypedTripwire");
    byte[] bytes = out.toByteArray();
    assertThat(serval.deserialize(holder, PolicyFixtures.Holder.class).payload).isEqualTo(1);
    Throwable t = catchThrowable(() -> serval.deserialize(bytes, PolicyFixtures.Holder.class));
    assertThat(t).isInstanceOf(SerialException.class).hasMessageContaining("TypedTripwire")
        .hasMessageContaining("not allowed");
    assertThat(PolicyFixtures.TYPED_TRIPWIRE_RAN).isFalse();
  }

  @Test
  void unknownAndMalformedClassNamesAreRefused() {
    Serval permissive = Serval.builder().classFilter(ClassFilter.allowAll()).build();
    for (String name : new String[] {"no.such.Clazz", "[", "[[", "[Q", "[Ljava.lang.String",
        "java/lang/String", "int", ""}) {
      Throwable t = catchThrowable(() -> permissive.deserialize(naming(name)));
      assertThat(t).as(name).isInstanceOf(SerialException.class);
    }
  }
}
