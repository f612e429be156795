package dev.serval.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.ClassFilter;
import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.io.WriteBuffer;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Gadget defence: the deny list refuses the entry classes of publicly documented gadget chains even
 * when the caller allows every class by mistake. The look-alike classes (test classes named like
 * the real gadgets, in their packages) record any code of theirs that runs; each test shows the
 * class is refused by name, before it is loaded, so none of it runs.
 */
class GadgetDefenceTest {
  /** Test classes named like gadget entry points of commons-collections 3 and 4, Groovy, ... */
  static final List<String> LOOK_ALIKES = List.of(
      "org.apache.commons.collections.functors.InvokerTransformer",
      "org.apache.commons.collections4.functors.InvokerTransformer",
      "org.apache.commons.collections.map.LazyMap",
      "org.apache.commons.collections4.comparators.TransformingComparator",
      "org.codehaus.groovy.runtime.ConvertedClosure",
      "org.springframework.beans.factory.ObjectFactory",
      "org.springframework.core.SerializableTypeWrapper",
      "com.mchange.v2.c3p0.impl.PoolBackedDataSourceBase",
      "org.apache.commons.beanutils.BeanComparator",
      "bsh.XThis",
      "org.hibernate.engine.spi.TypedValue",
      "com.rometools.rome.feed.impl.ObjectBean",
      "org.mozilla.javascript.NativeError",
      "org.python.core.PyFunction",
      "clojure.core$comp$fn__4727");

  /** Real JDK gadget classes and generated-class names, refused by name only. */
  static final List<String> JDK_GADGETS = List.of(
      "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl",
      "com.sun.org.apache.xalan.internal.xsltc.trax.TrAXFilter",
      "sun.reflect.annotation.AnnotationInvocationHandler",
      "javax.management.BadAttributeValueExpException",
      "javax.management.openmbean.CompositeDataInvocationHandler",
      "java.beans.EventHandler",
      "com.sun.rowset.JdbcRowSetImpl",
      "java.rmi.server.RemoteObjectInvocationHandler",
      "java.rmi.server.UnicastRemoteObject",
      "javax.naming.Reference",
      "java.lang.reflect.Proxy",
      "java.lang.ProcessBuilder",
      "javax.script.ScriptEngineManager",
      "jdk.proxy1.$Proxy7",
      "com.sun.proxy.$Proxy3",
      "dev.serval.security.Handlers$$Lambda$14/0x0000000800c03000");

  private final RecordingLoader loader = new RecordingLoader(getClass().getClassLoader());
  /** The caller's mistake: every class allowed. */
  /** Allows everything the policy lets a caller allow, and reads payloads of every mode. */
  private final Serval allowAll = Serval.builder().classFilter(ClassFilter.allowAll())
      .references(true).classLoader(loader).build();

  @BeforeEach
  void clearTrace() {
    GadgetTrace.clear();
  }

  static Stream<String> lookAlikes() {
    return LOOK_ALIKES.stream();
  }

  static Stream<String> allGadgets() {
    return Stream.concat(LOOK_ALIKES.stream(), JDK_GADGETS.stream());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("allGadgets")
  void refusedAtTheTopOfAPayloadInEveryMode(String gadget) {
    for (int header = 0x10; header <= 0x13; header++) {
      byte[] payload = HostilePayloads.naming(header, gadget);
      assertRefused(() -> allowAll.deserialize(payload), gadget);
      assertRefused(() -> allowAll.deserialize(payload, Object.class), gadget);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("allGadgets")
  void refusedInsideAContainer(String gadget) {
    WriteBuffer out = new WriteBuffer(64);
    out.writeByte(HostilePayloads.TREE_FIXED);
    out.writeVarUInt32(HostilePayloads.TAG_OBJECTS);
    out.writeVarUInt32(1); // one element
    out.writeByte(0); // polymorphic run
    out.writeVarUInt32(HostilePayloads.TAG_CLASS_BY_NAME);
    out.writeString(gadget);
    out.writeByte(0);
    byte[] payload = out.toByteArray();
    assertRefused(() -> allowAll.deserialize(payload), gadget);
    assertRefused(() -> allowAll.deserialize(payload, Object[].class), gadget);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("allGadgets")
  void refusedAsTheElementClassOfAnArray(String gadget) {
    String arrayName = "[[L" + gadget + ";";
    assertRefused(() -> allowAll.deserialize(HostilePayloads.naming(0x10, arrayName)), gadget);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("lookAlikes")
  void refusedWhenAllowedByExactNameOrPackage(String gadget) {
    String pkg = gadget.substring(0, gadget.lastIndexOf('.'));
    Serval byName = Serval.builder().classFilter(gadget::equals).classLoader(loader).build();
    Serval byPackage = Serval.builder().allowPackages(pkg).classLoader(loader).build();
    byte[] payload = HostilePayloads.naming(0x10, gadget);
    assertRefused(() -> byName.deserialize(payload), gadget);
    assertRefused(() -> byPackage.deserialize(payload), gadget);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("lookAlikes")
  void cannotBeRegisteredNorWritten(String gadget) throws ClassNotFoundException {
    Class<?> type = Class.forName(gadget, false, getClass().getClassLoader()); // not initialized
    assertThatThrownBy(() -> Serval.builder().register(type, 1))
        .isInstanceOf(SerialException.class).hasMessageContaining("deny list");
    assertThat(GadgetTrace.events()).isEmpty();
  }

  @Test
  void aLookAlikeInstanceIsRefusedAtWriteTime() {
    Object gadget = new org.apache.commons.collections.functors.InvokerTransformer();
    assertThatThrownBy(() -> allowAll.serialize(gadget))
        .isInstanceOf(SerialException.class).hasMessageContaining("deny list");
  }

  @Test
  void aRealDynamicProxyIsRefusedWhenWrittenAndWhenNamed() {
    Runnable proxy = (Runnable) Proxy.newProxyInstance(getClass().getClassLoader(),
        new Class<?>[] {Runnable.class}, (self, method, args) -> null);
    assertThatThrownBy(() -> allowAll.serialize(proxy)).isInstanceOf(SerialException.class);
    String name = proxy.getClass().getName();
    assertThatThrownBy(() -> allowAll.deserialize(HostilePayloads.naming(0x10, name)))
        .isInstanceOf(SerialException.class);
  }

  private void assertRefused(Runnable read, String gadget) {
    assertThatThrownBy(read::run).isInstanceOf(SerialException.class)
        .hasMessageContaining("deny list").hasMessageContaining(gadget);
    assertThat(loader.requested).as("classes the reader asked the class loader for")
        .doesNotContain(gadget, "[L" + gadget + ";", "[[L" + gadget + ";");
    assertThat(GadgetTrace.events()).as("code of the gadget class that ran").isEmpty();
  }

  /** Records every class name it is asked to load. */
  private static final class RecordingLoader extends ClassLoader {
    final Set<String> requested = ConcurrentHashMap.newKeySet();

    RecordingLoader(ClassLoader parent) {
      super(parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      requested.add(name);
      return super.loadClass(name, resolve);
    }
  }
}
