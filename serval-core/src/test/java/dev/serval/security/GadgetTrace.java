package dev.serval.security;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the look-alike gadget classes (test classes named like real gadget entry points, in the
 * real gadgets' packages) record that any of their code ran: static initializer, constructor,
 * {@code readObject} or {@code readResolve}. A refused class leaves no trace.
 */
public final class GadgetTrace {
  private static final List<String> EVENTS = new ArrayList<>();

  private GadgetTrace() {}

  public static synchronized void record(String event) {
    EVENTS.add(event);
  }

  public static synchronized List<String> events() {
    return List.copyOf(EVENTS);
  }

  public static synchronized void clear() {
    EVENTS.clear();
  }
}
