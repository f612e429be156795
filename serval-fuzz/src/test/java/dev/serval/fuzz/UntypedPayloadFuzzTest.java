package dev.serval.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/** Fuzzes an untyped read ({@code deserialize(bytes)}): the payload alone decides what is built. */
class UntypedPayloadFuzzTest {
  @FuzzTest(maxDuration = "10m")
  void untypedPayload(byte[] data) {
    FuzzSupport.readOrRefuse(() -> FuzzSupport.SERVAL.deserialize(data));
  }
}
