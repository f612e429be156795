package dev.serval.bench.codec;

import java.util.List;

/** The names of Serval's four measured modes: references off and on, fixed and evolving schema. */
public final class ServalNames {
  public static final String FIXED = "serval";
  public static final String FIXED_REFERENCES = "serval-ref";
  public static final String EVOLVING = "serval-evolving";
  public static final String EVOLVING_REFERENCES = "serval-evolving-ref";

  public static final List<String> ALL = List.of(FIXED, FIXED_REFERENCES, EVOLVING, EVOLVING_REFERENCES);

  private ServalNames() {}
}
