package dev.serval.bench.codec;

import java.util.List;
import java.util.Map;

/** The names of Serval's four measured modes: references off and on, fixed and evolving schema. */
public final class ServalNames {
  public static final String FIXED = "serval";
  public static final String FIXED_REFERENCES = "serval-ref";
  public static final String EVOLVING = "serval-evolving";
  public static final String EVOLVING_REFERENCES = "serval-evolving-ref";

  public static final List<String> ALL = List.of(FIXED, FIXED_REFERENCES, EVOLVING, EVOLVING_REFERENCES);

  /**
   * Each Serval mode and the peer configurations it is compared with: same references setting,
   * same schema discipline (Kryo's first, then Fory's).
   */
  public static final Map<String, List<String>> MATCHES = Map.of(
      FIXED, List.of("kryo-def", "fory"),
      FIXED_REFERENCES, List.of("kryo-ref", "fory-ref"),
      EVOLVING, List.of("kryo-compat", "fory-compat"),
      EVOLVING_REFERENCES, List.of("kryo-compat-ref", "fory-compat-ref"));

  private ServalNames() {}
}
