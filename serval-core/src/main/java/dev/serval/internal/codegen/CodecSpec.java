package dev.serval.internal.codegen;

import java.util.List;

/**
 * What to generate a codec for: a plain class or a record, its serialized fields in wire order
 * (for a record, its components in declaration order), and the reflective path to call for what
 * plain bytecode cannot do.
 */
public record CodecSpec(Class<?> owner, boolean record, List<CodecField> fields,
    SlowFields slow) {
  public CodecSpec {
    fields = List.copyOf(fields);
  }
}
