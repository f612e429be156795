package dev.serval.internal.serializers.objects;

import dev.serval.internal.CodecBodies;
import dev.serval.internal.FixedFingerprinted;
import dev.serval.internal.ReadSession;
import dev.serval.internal.TypeRegistry;
import dev.serval.internal.WriteSession;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/**
 * What the object and record serializers share: a class written as its fields, in a
 * {@link FieldLayout} built on first use together with the generated codec, and described once per
 * payload (unless the class is registered and the payload's registry fingerprint covers it).
 * Writing is the same for both; they differ in how they build the layout and read.
 */
abstract class FieldsSerializer extends Serializer<Object>
    implements CodecBodies, FixedFingerprinted {
  final Class<?> type;
  final TypeRegistry registry;
  final int describedIndex;
  /** Whether the class is registered, so that a registry fingerprint stands for its description. */
  private final boolean registered;
  /** The layout alone, without the codec: for the registry fingerprint. Guarded by this. */
  private FieldLayout fieldsOnly;
  /** The layout, published once {@link #identityPlan} and {@link #codec} are set. */
  private volatile FieldLayout layout;
  /** The layout's identity plan; set by {@link #layout} before it publishes the layout. */
  volatile ReadPlan identityPlan;
  /** The generated codec, or null; set by {@link #layout}, published by its volatile write. */
  FieldsCodec codec;
  /**
   * {@link #codec} when the class is registered and has fields, else null; set and published with
   * it. A payload whose registry fingerprint covers the class reads every instance with it, so
   * {@link #fingerprintedCodec} answers it without the plan lookup (a chain of dependent loads that
   * was a large part of reading a one-int object).
   */
  private FieldsCodec registeredCodec;

  FieldsSerializer(Class<?> type, TypeRegistry registry) {
    this.type = type;
    this.registry = registry;
    this.describedIndex = registry.newDescribedIndex();
    this.registered = registry.isRegistered(type);
  }

  /** Builds the class's layout, once, under this serializer's lock. */
  abstract FieldLayout newLayout();

  /** Generates the class's codec for {@code layout}. */
  abstract FieldsCodec newCodec(FieldLayout layout);

  /**
   * The class's layout, built on first use (see {@link FieldLayout}) with {@link #identityPlan}
   * and {@link #codec}.
   */
  final FieldLayout layout() {
    FieldLayout l = layout;
    return l != null ? l : buildLayout();
  }

  /**
   * Apart from {@link #layout()}, which every read and write calls, so that the JIT compiles those
   * without this path: inlined, it made the C2 compilation of {@code layout()} take 0.5 to 0.7 s
   * on a 2-core machine, time the compiler did not spend on the code being run. Built once, under
   * the lock, so a class's codec is generated once; building only creates other serializers,
   * never takes their locks.
   */
  private synchronized FieldLayout buildLayout() {
    FieldLayout l = layout;
    if (l == null) {
      l = fieldsOnly();
      identityPlan = ReadPlan.identity(l);
      codec = registry.codegen() ? newCodec(l) : null;
      registeredCodec = registered && l.fields.length > 0 ? codec : null;
      layout = l;
    }
    return l;
  }

  private synchronized FieldLayout fieldsOnly() {
    if (fieldsOnly == null) {
      fieldsOnly = newLayout();
    }
    return fieldsOnly;
  }

  @Override
  public final int fixedFingerprint() {
    return fieldsOnly().fingerprint;
  }

  @Override
  public final void write(WriteContext context, Object value) {
    WriteSession session = (WriteSession) context;
    FieldLayout l = layout();
    writePreamble(session, l);
    ReadPlan.writeFields(session, l, value, codec);
  }

  /** Writes what precedes the fields: the description, on the class's first use in the payload. */
  private void writePreamble(WriteSession session, FieldLayout l) {
    if (!(registered && session.registryFingerprinted()) && session.firstUse(describedIndex)) {
      ReadPlan.writeDescription(session, l);
    }
  }

  /**
   * The plan for the next instance in the payload: read from the description when this is the
   * class's first use (and no registry fingerprint covered it), else the one stored then.
   */
  final ReadPlan readPlan(ReadSession session, FieldLayout l) {
    if (registered && session.registryFingerprinted()) {
      return identityPlan;
    }
    return ReadPlan.described(session, l, identityPlan, describedIndex);
  }

  /**
   * The codec that reads the next instance when the payload's registry fingerprint covers this
   * class (its plan is then the identity plan and its body not empty), else null. Call after
   * {@link #layout()}, which publishes it.
   */
  final FieldsCodec fingerprintedCodec(ReadSession session) {
    FieldsCodec c = registeredCodec;
    return c != null && session.registryFingerprinted() ? c : null;
  }

  /** {@link #readPlan}, for an instance: also consumes the body of a class without fields. */
  final ReadPlan instancePlan(ReadSession session, FieldLayout l) {
    ReadPlan plan = readPlan(session, l);
    if (plan.kinds.length == 0) {
      ReadPlan.readEmptyBody(session);
    }
    return plan;
  }

  @Override
  public final FieldsCodec runCodec() {
    FieldLayout l = layout(); // first: it publishes codec
    return l.fields.length == 0 ? null : codec;
  }

  @Override
  public final void startWriteRun(WriteSession session) {
    writePreamble(session, layout());
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
    return readPlan(session, layout()) == identityPlan;
  }
}
