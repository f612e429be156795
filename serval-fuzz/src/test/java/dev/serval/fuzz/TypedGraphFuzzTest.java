package dev.serval.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes typed reads of a client / media-content graph. Input: one selector byte choosing the root
 * type among {@link FuzzSupport#GRAPH_ROOTS}, then the payload.
 */
class TypedGraphFuzzTest {
  @FuzzTest(maxDuration = "10m")
  void typedGraph(byte[] data) {
    Class<?> root = FuzzSupport.GRAPH_ROOTS[FuzzSupport.selector(data, FuzzSupport.GRAPH_ROOTS.length)];
    byte[] payload = FuzzSupport.rest(data);
    FuzzSupport.readOrRefuse(() -> FuzzSupport.SERVAL.deserialize(payload, root));
  }
}
