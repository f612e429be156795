package dev.serval.bench.codec;

import dev.serval.fixtures.DeepEquals.ClassCheck;

/**
 * What a codec is, for the report.
 *
 * @param name short unique name, used by filters and in result files (such as {@code kryo-ref})
 * @param peer the library as people know it (such as {@code Kryo})
 * @param version the library's version, from its jar
 * @param format binary or JSON
 * @param references whether shared and cyclic references are tracked
 * @param schema whether the format tolerates class changes between writer and reader
 * @param fastest whether this is the configuration the peer documents as its fastest
 * @param classCheck how strictly round trips are checked: exact classes, or the same collection kinds
 * @param notes one line on the configuration
 */
public record CodecInfo(
    String name,
    String peer,
    String version,
    Format format,
    boolean references,
    Schema schema,
    boolean fastest,
    ClassCheck classCheck,
    String notes) {

  public enum Format {
    BINARY,
    JSON
  }

  public enum Schema {
    /** Writer and reader must have the same classes (Fory schema-consistent, Kryo FieldSerializer). */
    FIXED,
    /** Fields may be added and removed (Fory compatible, Kryo CompatibleFieldSerializer, JSON). */
    EVOLVING,
    /** Not a setting of this peer (Java built-in, FST). */
    NOT_APPLICABLE
  }

  public boolean isServal() {
    return peer.equals("Serval");
  }
}
