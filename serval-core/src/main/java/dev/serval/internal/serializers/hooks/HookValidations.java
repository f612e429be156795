package dev.serval.internal.serializers.hooks;

import dev.serval.SerialException;
import java.io.InvalidObjectException;
import java.io.ObjectInputValidation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Validations registered through {@code ObjectInputStream.registerValidation}. Java runs them once
 * the whole graph is read; Serval has no end-of-graph callback for serializers, so they run when
 * the object that registered them is complete (its nested objects are complete by then too).
 */
final class HookValidations {
  private record Entry(ObjectInputValidation validation, int priority) {}

  private List<Entry> entries;

  void add(ObjectInputValidation validation, int priority) {
    if (validation == null) {
      throw new IllegalArgumentException("null validation");
    }
    if (entries == null) {
      entries = new ArrayList<>();
    }
    entries.add(new Entry(validation, priority));
  }

  /** Forgets what was registered, run or not (a stream is reused for the next object). */
  void clear() {
    entries = null;
  }

  void run() {
    if (entries == null) {
      return;
    }
    entries.sort(Comparator.comparingInt(Entry::priority).reversed());
    for (Entry e : entries) {
      try {
        e.validation().validateObject();
      } catch (InvalidObjectException ex) {
        throw new SerialException("validation of the object read failed: " + ex.getMessage(), ex);
      }
    }
    entries = null;
  }
}
