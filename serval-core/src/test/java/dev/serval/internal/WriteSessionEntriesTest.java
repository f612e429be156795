package dev.serval.internal;

import static org.assertj.core.api.Assertions.assertThat;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.Limits;
import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.io.WriteBuffer;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scratch arrays that maps borrow while they are written: one per nesting level, kept clean. */
class WriteSessionEntriesTest {
  private final WriteSession session = new WriteSession(
      new TypeRegistry(Map.of(), Map.of(), null, getClass().getClassLoader(), true),
      Limits.DEFAULT);

  @Test
  void nestedMapsGetTheirOwnArraysAndTheSameOnesNextTime() {
    Object[][] levels = new Object[10][];
    for (int i = 0; i < levels.length; i++) {
      levels[i] = session.borrowEntries(8);
      for (int j = 0; j < i; j++) {
        assertThat(levels[i]).isNotSameAs(levels[j]);
      }
    }
    for (int i = levels.length - 1; i >= 0; i--) {
      session.returnEntries(levels[i], 0);
    }
    for (Object[] level : levels) {
      assertThat(session.borrowEntries(8)).as("no allocation once warm").isSameAs(level);
    }
  }

  @Test
  void aReturnedArrayHoldsNoReferences() {
    Object[] entries = session.borrowEntries(4);
    entries[0] = "key";
    entries[1] = "value";
    session.returnEntries(entries, 2);
    assertThat(entries).containsOnlyNulls();
  }

  @Test
  void aLargeArrayIsNotKept() {
    Object[] large = session.borrowEntries(WriteSession.RETAINED_ENTRIES + 1);
    session.returnEntries(large, 0);
    assertThat(session.borrowEntries(4)).isNotSameAs(large);
  }

  @Test
  void aSmallerRequestReusesALargerArray() {
    Object[] first = session.borrowEntries(100);
    session.returnEntries(first, 0);
    assertThat(session.borrowEntries(10)).isSameAs(first);
  }

  @Test
  void aMapThatFailsMidwayGivesItsArrayBack() {
    Object[] levelZero = session.borrowEntries(4);
    session.returnEntries(levelZero, 0);
    Map<String, Object> inner = new HashMap<>();
    inner.put("thread", Thread.currentThread());
    Map<String, Object> outer = new HashMap<>();
    outer.put("inner", inner);
    session.begin(new WriteBuffer(64), false, SchemaMode.FIXED);
    assertThatThrownBy(() -> session.writeObject(outer)).isInstanceOf(SerialException.class);
    session.end();
    assertThat(levelZero).containsOnlyNulls();
    assertThat(session.borrowEntries(4)).isSameAs(levelZero);
  }
}
