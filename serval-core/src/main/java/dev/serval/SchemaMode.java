package dev.serval;

/** How much of a class's shape a payload carries, and so how much the reader's class may differ. */
public enum SchemaMode {
  /**
   * The reader's classes must have the same fields as the writer's. Each class a payload names
   * costs two bytes of fingerprint per payload, and the registered classes two bytes together, so
   * a mismatch fails with {@link SerialException} instead of returning corrupt data. The fastest
   * and smallest mode, for peers that share class definitions.
   */
  FIXED,
  /**
   * The default. Each class used in a payload is described once (field names and kinds), and the
   * reader matches fields by name: added fields keep their defaults, removed ones are skipped, and
   * a field whose type changed incompatibly fails with a {@link SerialException} naming it.
   */
  EVOLVING
}
