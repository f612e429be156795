package dev.serval.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fuzzes reads of collections, maps and arrays of references. Input: one selector byte choosing
 * the requested type, then the payload.
 */
class CollectionsFuzzTest {
  private static final Class<?>[] ROOTS = {List.class, Map.class, Set.class, Collection.class,
      Object[].class, Object.class};

  @FuzzTest(maxDuration = "10m")
  void collectionsAndMaps(byte[] data) {
    Class<?> root = ROOTS[FuzzSupport.selector(data, ROOTS.length)];
    byte[] payload = FuzzSupport.rest(data);
    FuzzSupport.readOrRefuse(() -> FuzzSupport.SERVAL.deserialize(payload, root));
  }
}
