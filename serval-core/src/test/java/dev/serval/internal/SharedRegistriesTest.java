package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.ClassFilter;
import dev.serval.Serval;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Instances built from the same things share one registry, for as long as one of them lives. */
class SharedRegistriesTest {
  private static final ClassLoader LOADER = SharedRegistriesTest.class.getClassLoader();

  record Point(int x, int y) {}

  record Line(Point from, Point to) {}

  static final class PointSerializer extends Serializer<Point> {
    @Override
    public void write(WriteContext context, Point value) {
      context.buffer().writeVarInt32(value.x());
      context.buffer().writeVarInt32(value.y());
    }

    @Override
    public Point read(ReadContext context) {
      return new Point(context.buffer().readVarInt32(), context.buffer().readVarInt32());
    }
  }

  private static Map<Class<?>, Integer> ids(Object... classAndId) {
    Map<Class<?>, Integer> ids = new LinkedHashMap<>();
    for (int i = 0; i < classAndId.length; i += 2) {
      ids.put((Class<?>) classAndId[i], (Integer) classAndId[i + 1]);
    }
    return ids;
  }

  @Test
  void theSameArgumentsGiveTheSameRegistryWhateverTheOrderOfRegistration() {
    PointSerializer points = new PointSerializer();
    TypeRegistry first = SharedRegistries.registry(ids(Point.class, 0, Line.class, 1),
        Map.of(Point.class, points), null, LOADER, true);
    System.gc(); // the entry lives as long as its registry, not until the next collection
    TypeRegistry second = SharedRegistries.registry(ids(Line.class, 1, Point.class, 0),
        Map.of(Point.class, points), null, LOADER, true);
    assertThat(second).isSameAs(first);
  }

  @Test
  void anyDifferenceGivesARegistryOfItsOwn() {
    PointSerializer points = new PointSerializer();
    ClassFilter filter = name -> true;
    TypeRegistry base = SharedRegistries.registry(ids(Point.class, 0), Map.of(Point.class, points),
        filter, LOADER, true);
    List<TypeRegistry> others = List.of(
        SharedRegistries.registry(ids(Point.class, 1), Map.of(Point.class, points), filter,
            LOADER, true),
        SharedRegistries.registry(ids(Point.class, 0, Line.class, 1),
            Map.of(Point.class, points), filter, LOADER, true),
        // An equal serializer of the same class is still another object, which may behave apart.
        SharedRegistries.registry(ids(Point.class, 0), Map.of(Point.class, new PointSerializer()),
            filter, LOADER, true),
        SharedRegistries.registry(ids(Point.class, 0), Map.of(), filter, LOADER, true),
        SharedRegistries.registry(ids(Point.class, 0), Map.of(Point.class, points),
            name -> true, LOADER, true),
        SharedRegistries.registry(ids(Point.class, 0), Map.of(Point.class, points), filter,
            new ClassLoader(LOADER) {}, true),
        SharedRegistries.registry(ids(Point.class, 0), Map.of(Point.class, points), filter,
            LOADER, false));
    for (TypeRegistry other : others) {
      assertThat(other).isNotSameAs(base);
    }
    assertThat(others).doesNotHaveDuplicates();
  }

  @Test
  void instancesOfOtherModesShareTheRegistryAndEachKeepsItsOwnWireFormat() {
    Line line = new Line(new Point(1, 2), new Point(1, 2));
    List<byte[]> payloads = new ArrayList<>();
    for (boolean references : new boolean[] {false, true}) {
      for (var schema : dev.serval.SchemaMode.values()) {
        Serval serval = Serval.builder().references(references).schema(schema)
            .register(Point.class, 0).register(Line.class, 1).build();
        byte[] bytes = serval.serialize(line);
        assertThat(serval.deserialize(bytes, Line.class)).isEqualTo(line);
        payloads.add(bytes);
      }
    }
    // Four modes, four formats: the header's flags alone tell them apart.
    assertThat(payloads.stream().map(b -> b[0]).distinct()).hasSize(4);
  }

  @Test
  void nothingKeepsARegistryOrWhatItWasBuiltFromOnceNoInstanceHoldsIt() throws Exception {
    // A key of its own, which no other test's registry matches: a filter that captures a value is
    // a new object each time (one that captures nothing is made once and never collected).
    String prefix = "dev.";
    ClassFilter ownFilter = name -> name.startsWith(prefix);
    TypeRegistry registry = SharedRegistries.registry(ids(Line.class, 7), Map.of(), ownFilter,
        LOADER, true);
    registry.classInfo(Line.class);
    registry.classInfo(Point.class);
    WeakReference<TypeRegistry> registryGone = new WeakReference<>(registry);
    WeakReference<ClassFilter> keyGone = new WeakReference<>(ownFilter);
    registry = null;
    ownFilter = null;
    for (int i = 0; i < 50 && (registryGone.get() != null || keyGone.get() != null); i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertThat(registryGone.get()).isNull();
    // The filter was reachable only through the entry's key: the entry went with its registry.
    assertThat(keyGone.get()).isNull();
  }
}
