package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Identity, not equality; ids in order of first sight; a clear forgets everything. */
class ReferenceIdsTest {
  @Test
  void idsAreGivenInOrderAndFoundByIdentity() {
    ReferenceIds ids = new ReferenceIds();
    List<Object> objects = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) {
      objects.add(new String("same text")); // equal, never identical
    }
    for (int i = 0; i < objects.size(); i++) {
      assertThat(ids.idOrAdd(objects.get(i))).as("first sight of #%d", i).isEqualTo(-1);
    }
    for (int i = objects.size() - 1; i >= 0; i--) {
      assertThat(ids.idOrAdd(objects.get(i))).isEqualTo(i);
    }
    assertThat(ids.size()).isEqualTo(objects.size());
  }

  @Test
  void clearForgetsEvenWhenTheTableIsKept() {
    for (int retained : new int[] {1 << 20, 0}) {
      ReferenceIds ids = new ReferenceIds();
      Object a = new Object();
      Object b = new Object();
      for (int i = 0; i < 1000; i++) {
        ids.idOrAdd(new Object());
      }
      ids.idOrAdd(a);
      ids.clear(retained);
      assertThat(ids.size()).isZero();
      assertThat(ids.idOrAdd(b)).isEqualTo(-1);
      assertThat(ids.idOrAdd(a)).isEqualTo(-1);
      assertThat(ids.idOrAdd(b)).isZero();
      assertThat(ids.idOrAdd(a)).isEqualTo(1);
    }
  }
}
