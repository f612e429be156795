package dev.serval.internal.serializers.objects;

import dev.serval.internal.CodecBodies;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/**
 * What the object and record serializers share: a class written as its fields, in a
 * {@link FieldLayout} built on first use together with the generated codec, and described once per
 * payload. Writing is the same for both; they differ in how they build the layout and read.
 */
abstract class FieldsSerializer extends Serializer<Object> implements CodecBodies {
  final int describedIndex;
  /** The layout's identity plan; set by {@link #layout} before it publishes the layout. */
  volatile ReadPlan identityPlan;
  /** The generated codec, or null; set by {@link #layout}, published by its volatile write. */
  FieldsCodec codec;

  FieldsSerializer(TypeRegistry registry) {
    this.describedIndex = registry.newDescribedIndex();
  }

  /** The class's layout, built once (with {@link #identityPlan} and {@link #codec}) on first use. */
  abstract FieldLayout layout();

  @Override
  public final void write(WriteContext context, Object value) {
    WriteSession session = (WriteSession) context;
    ReadPlan.writeInstance(session, layout(), describedIndex, value, codec);
  }

  @Override
  public final FieldsCodec runCodec() {
    FieldLayout l = layout(); // first: it publishes codec
    return l.fields.length == 0 ? null : codec;
  }

  @Override
  public final void startWriteRun(WriteSession session) {
    ReadPlan.writePreamble(session, layout(), describedIndex);
  }

  @Override
  public final boolean flatBodies() {
    return layout().flat;
  }

  @Override
  public final int describedIndex() {
    return describedIndex;
  }

  @Override
  public final boolean startReadRun(ReadSession session) {
    // The payload wrote the layout's own fields when its plan is the identity plan.
    return ReadPlan.described(session, layout(), identityPlan, describedIndex) == identityPlan;
  }
}
