package dev.serval.internal;

import dev.serval.internal.codegen.FieldsCodec;

/**
 * A serializer whose bodies a generated codec writes and reads, once whatever precedes a class's
 * first body in a payload (its description) is out of the way: the object and record serializers.
 * Element runs use it to hand each body of a run straight to the codec, paying the serializer's
 * per-value set-up (the layout, the first-use check) and the session's per-level bookkeeping once
 * per run instead of once per element. A generated codec's object field uses it as a run of one
 * body (WriteSession#bodyCodec, ReadSession#bodyCodec), so that it calls the codec from its own
 * call site. The bytes are the serializer's own.
 */
public interface CodecBodies {
  /**
   * The codec that writes and reads each body of this class in a run, or null when bodies need the
   * serializer (no codec was generated, or the class has no fields). Touches no payload.
   */
  FieldsCodec runCodec();

  /**
   * Writes what {@link dev.serval.spi.Serializer#write} writes before the fields of a body (the
   * description, on the class's first use in the payload); called before a run's first body, and
   * before the one body a field hands to the codec.
   */
  void startWriteRun(WriteSession session);

  /**
   * Reads what precedes the fields of a run's first body (or of a field's one body), and answers
   * whether the payload wrote the fields the codec reads (the class's own layout; an evolved
   * class's is read field by field). When it answers false, the serializer finds the description
   * stored for the payload.
   */
  boolean startReadRun(ReadSession session);

  /**
   * Whether each body writes into the buffer and nothing else (every field a primitive or a
   * string), so that a run of them is undone by rewinding the buffer and forgetting the class's
   * description, if the run wrote it (see {@link #describedIndex}).
   */
  boolean flatBodies();

  /** The index of the class's first-use stamp in a payload (see WriteSession#firstUse). */
  int describedIndex();
}
