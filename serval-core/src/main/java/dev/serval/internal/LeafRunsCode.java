package dev.serval.internal;

import dev.serval.SerialException;
import dev.serval.spi.Serializer;

/**
 * {@link LeafRuns}, copied per element class by {@link dev.serval.internal.codegen.ProfileCopies}.
 * As a template of copies, this class has no nested classes and no lambdas.
 */
final class LeafRunsCode implements LeafRuns {
  LeafRunsCode() {}

  @Override
  public void write(WriteSession session, Serializer<Object> serializer, Object[] array) {
    int i = 0;
    try {
      for (; i < array.length; i++) {
        serializer.write(session, array[i]);
      }
    } catch (SerialException e) {
      throw e.withOuterPath("[" + i + "]");
    }
  }

  @Override
  public void read(ReadSession session, Serializer<Object> serializer, Object[] array) {
    for (int i = 0; i < array.length; i++) {
      ArrayStores.store(array, i, serializer.read(session));
    }
  }
}
