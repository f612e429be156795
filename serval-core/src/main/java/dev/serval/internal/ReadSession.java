package dev.serval.internal;

import dev.serval.Limits;
import dev.serval.SerialException;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.serializers.collections.ElementRun;
import dev.serval.io.ReadBuffer;
import dev.serval.io.StringCache;
import dev.serval.spi.ReadContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state of reading one payload: the class table built as classes are named, the objects read
 * so far (for back references), per-class descriptions, and the nesting depth. Pooled by
 * {@link dev.serval.Serval} and used by one thread at a time.
 */
public final class ReadSession implements ReadContext {
  /** Stands in a reference slot while its object is still being built (records, immutables). */
  private static final Object UNDER_CONSTRUCTION = new Object();

  private final TypeRegistry registry;
  private final Limits limits;
  private final boolean acceptsReferences;
  /**
   * The session's own reader, pointed at each payload's bytes by {@link #begin}: no reader is
   * allocated per call, and the session's field never changes (see WriteSession.begin on why
   * reference stores into a long-lived session are avoided).
   */
  private final ReadBuffer buffer = new ReadBuffer(NO_BYTES);
  private static final byte[] NO_BYTES = new byte[0];
  /** The length of the array behind the current payload, to let go of a large one at the end. */
  private int payloadArrayLength;
  private boolean references;
  private boolean evolving;
  /** See {@link #registryFingerprinted()}. */
  private boolean registryFingerprinted;
  private Class<?> rootType;

  private final ArrayList<ClassInfo> dynamicClasses = new ArrayList<>();
  private ArrayList<Object> referenced = new ArrayList<>();
  private int pendingReference = -1;
  private int generation;
  private int[] describedStamp = new int[64];
  private Object[] descriptions = new Object[64];
  private int depth;
  /** The level of the current move to a fresh stack, or 0 on the caller's own (see DeepCalls). */
  private int hopDepth;
  /** The value of the last slot {@link #readSlotHead} read whole, until {@link #slotValue}. */
  private Object slotValue;
  /** Up to this depth a body needs no depth-limit or stack check: one compare on the hot path. */
  private final int shallowDepth;
  /** What the hooks' serializers reuse from payload to payload (their streams); opaque here. */
  private Object hookStreams;

  /** The element classes whose bodies element runs handle inline. */
  private final InlineBodies inline;
  /**
   * The one-byte class tag of ArrayList while its serializer is Serval's own, else -1; see {@link
   * #readListSlot}.
   */
  private final int arrayListTag;
  /** The tag of the last root read with a static id, and its class (see {@link #readRoot}). */
  private int lastRootTag = -1;
  private ClassInfo lastRootInfo;
  /** Map keys read recently, kept from payload to payload (see {@link #readKey}). */
  private final StringCache keyStrings = new StringCache();

  /** How many of a payload's first class names {@link #readNamedClass} remembers. */
  private static final int REMEMBERED_NAMES = 16;
  /**
   * The bytes (header and chars) of the k-th class name of a recent payload at index k, and the
   * class it resolved to for {@link #rootType}. Payloads from one writer name the same classes in
   * the same order, so one compare replaces reading the name into a new string, hashing it and
   * looking it up. The same bytes always decode to the same name, and a name resolves to the same
   * class for one root type (see TypeRegistry#resolveName), so a hit answers what the lookup
   * would; the root type's change empties both.
   */
  private final byte[][] rememberedNames = new byte[REMEMBERED_NAMES][];
  private final ClassInfo[] rememberedClasses = new ClassInfo[REMEMBERED_NAMES];

  /**
   * @param acceptsReferences whether payloads that track references may be read. A graph with
   *     shared references can be exponentially larger than its payload when walked (hashing a key
   *     built from shared lists, say), so a reader built without references refuses them.
   */
  public ReadSession(TypeRegistry registry, Limits limits, boolean acceptsReferences) {
    this.registry = registry;
    this.limits = limits;
    this.acceptsReferences = acceptsReferences;
    this.shallowDepth = DeepCalls.shallowDepth(limits);
    this.inline = registry.inlineBodies();
    ClassInfo lists = registry.classInfo(ArrayList.class);
    int tag = lists.staticId() + SlotTags.FIRST_CLASS_ID;
    this.arrayListTag = lists.builtin() && lists.staticId() >= 0 && tag < 0x80 ? tag : -1;
  }

  /**
   * Starts reading the payload in {@code bytes[offset, offset + length)}; {@code rootType} is null
   * for an untyped read.
   */
  public void begin(byte[] bytes, int offset, int length, Class<?> rootType) {
    buffer.reset(bytes, offset, length);
    payloadArrayLength = bytes.length;
    if (this.rootType != rootType) {
      this.rootType = rootType; // stored only on change: see WriteSession.begin
      Arrays.fill(rememberedNames, null); // they resolved for the other root type
      Arrays.fill(rememberedClasses, null);
    }
    if (length > limits.maxPayloadBytes()) {
      throw new SerialException("payload of " + length + " bytes exceeds the limit of "
          + limits.maxPayloadBytes() + " (Limits.maxPayloadBytes)", 0);
    }
    int header = buffer.readUByte();
    PayloadHeader.check(header, 0);
    references = (header & PayloadHeader.REFERENCES) != 0;
    if (references && !acceptsReferences) {
      throw new SerialException("the payload tracks shared references, which this Serval does not"
          + " accept: build the reader with references(true) to read it", 0);
    }
    evolving = (header & PayloadHeader.EVOLVING) != 0;
    registryFingerprinted = (header & PayloadHeader.REGISTRY) != 0;
    if (registryFingerprinted) {
      checkRegistryFingerprint();
    }
    if (++generation == 0) {
      Arrays.fill(describedStamp, 0);
      generation = 1;
    }
    // The class and reference tables were emptied by the last end().
    pendingReference = -1;
    depth = 0;
  }

  /**
   * Drops what the payload referenced, so a pooled session keeps nothing of the caller's alive but
   * the payload's array up to 64 KiB, until the next payload. Class descriptions stay: they hold
   * only the registry's own objects, and stamps keep a later payload from seeing them.
   */
  public void end() {
    dynamicClasses.clear();
    if (referenced.size() > WriteSession.RETAINED_ENTRIES) {
      referenced = new ArrayList<>(); // see WriteSession.RETAINED_ENTRIES
    } else {
      referenced.clear();
    }
    if (payloadArrayLength > WriteSession.RETAINED_BUFFER_BYTES) {
      buffer.reset(NO_BYTES, 0, 0); // a pooled session must not keep a large payload alive
      payloadArrayLength = 0;
    }
  }

  /** See {@link #hookStreams}; null until the hooks' serializers first set it. */
  public Object hookStreams() {
    return hookStreams;
  }

  public void hookStreams(Object streams) {
    this.hookStreams = streams;
  }

  @Override
  public ReadBuffer buffer() {
    return buffer;
  }

  @Override
  public boolean references() {
    return references;
  }

  /** Whether the payload describes its classes for evolution (schema mode EVOLVING). */
  public boolean evolving() {
    return evolving;
  }

  /** As {@link WriteSession#registryFingerprinted()}: the header checked every registered class. */
  public boolean registryFingerprinted() {
    return registryFingerprinted;
  }

  private void checkRegistryFingerprint() {
    int at = buffer.position();
    int written = buffer.readInt16Le() & 0xFFFF;
    int own = registry.registryFingerprint();
    if (own == TypeRegistry.NO_REGISTRY_FINGERPRINT) {
      throw new SerialException("the payload was written with registered classes and this reader"
          + " has none to check them against (registry fingerprint in FIXED schema mode): register"
          + " the writer's classes, with the same ids", at);
    }
    if (written != own) {
      throw new SerialException("the registered classes differ from the writer's (registry"
          + " fingerprint mismatch in FIXED schema mode): register the same classes with the same"
          + " ids and fields on both sides, or write with SchemaMode.EVOLVING to let classes"
          + " change", at);
    }
  }

  @Override
  public Limits limits() {
    return limits;
  }

  public TypeRegistry registry() {
    return registry;
  }

  @Override
  public Object readObject() {
    int start = buffer.position();
    return readAfterTag(buffer.readSmallVarUInt32(), start);
  }

  /** The rest of {@link #readObject()} once the slot's tag, read from {@code start}, is known. */
  private Object readAfterTag(int tag, int start) {
    switch (tag) {
      case SlotTags.NULL:
        return null;
      case SlotTags.BACK_REFERENCE:
        return readBackReference(start);
      default:
        ClassInfo info = readClassAfterTag(tag, start);
        return readTracked(info);
    }
  }

  /**
   * The start of {@link #readObject()} for a field of a generated codec: reads the slot's tag and
   * answers the info whose serializer the caller is to run itself, the body's nesting level entered
   * (the caller leaves it with {@link #leaveBody}); or reads all of the slot, keeps its value for
   * {@link #slotValue}, and answers null. Generated codecs call it so that the serializer call is
   * their field's own: that call site sees the classes one field holds (an ArrayList's serializer,
   * say), where {@link #readBody}'s one site sees every class in the program (see
   * WriteSession#writeSlotHead). Null slots, back references, tracked classes (their reference
   * bookkeeping stays in readTracked) and bodies at the depth limit or at a level that moves to a
   * fresh stack are read whole.
   *
   * <p>A body that throws does not leave its level, and need not: the {@link #readBody} around the
   * codec restores the depth it started from (it assigns, where leaveBody decrements), and every
   * place that catches a failure and goes on reading (a hook's {@code readObject} call) reads
   * through readBody.
   *
   * <p>{@code caller} is the codec when the field may hold an instance of the codec's own class,
   * which the codec then reads by calling itself ({@link FieldsCodec#isSelf}), else null: past
   * the shallow depth, such a level stays on the caller's stack longer (see
   * DeepCalls#SELF_CALL_HOP_DEPTH).
   */
  public ClassInfo readSlotHead(FieldsCodec caller) {
    int start = buffer.position();
    int tag = buffer.readSmallVarUInt32();
    switch (tag) {
      case SlotTags.NULL:
        slotValue = null;
        return null;
      case SlotTags.BACK_REFERENCE:
        slotValue = readBackReference(start);
        return null;
      default:
        ClassInfo info = readClassAfterTag(tag, start);
        if ((depth < shallowDepth || inlineDeepLevel(caller != null && caller.isSelf(info)))
            && (!references || !info.tracked())) {
          depth++;
          return info;
        }
        slotValue = readTracked(info);
        return null;
    }
  }

  /**
   * Past the shallow depth: whether the next level's body may still be read from the generated
   * code's own call site, which it may unless that level is past the depth limit or one where the
   * recursion moves to a fresh stack (both handled in {@link #readBody}). See
   * WriteSession#enterDeepSlot.
   */
  private boolean inlineDeepLevel(boolean selfCall) {
    int d = depth + 1;
    return d <= limits.maxDepth() && !DeepCalls.isHopDepth(d, hopDepth, selfCall);
  }

  /** The value of the slot {@link #readSlotHead} read whole; forgets it, so nothing stays alive. */
  public Object slotValue() {
    Object value = slotValue;
    slotValue = null;
    return value;
  }

  /** What {@link #readListSlot} answers when the slot is not one it reads. */
  public static final Object NOT_A_LIST = new Object();

  /**
   * The whole of a generated codec's field when the slot holds an ArrayList (see
   * WriteSession#writeListSlot): its class tag, then what the list's serializer reads, in one call
   * where {@link #readSlotHead} looks the class up and calls the serializer. Answers {@link
   * #NOT_A_LIST}, having read nothing, for any other slot, and where the general path has more to
   * do: references on, or the elements' level near the shallow depth.
   */
  public Object readListSlot() {
    if (arrayListTag < 0 || references || depth + 2 >= shallowDepth
        || !buffer.skipIfNext(arrayListTag)) {
      return NOT_A_LIST;
    }
    depth++;
    Object list = ElementRun.readArrayList(this);
    depth--;
    return list;
  }

  /**
   * For a generated codec's field whose value {@link #readSlotHead} left to it: the codec that
   * reads the body of {@code info}'s class, what precedes its fields (the class's description, on
   * first use) read, so that the field calls that codec itself; or null when the body needs its
   * serializer (no codec, no fields, or fields written in another layout, whose plan the
   * serializer then finds stored). The read side of WriteSession#bodyCodec.
   */
  public FieldsCodec bodyCodec(ClassInfo info) {
    CodecBodies bodies = info.codecBodies();
    if (bodies == null) {
      return null;
    }
    FieldsCodec codec = bodies.runCodec();
    return codec != null && bodies.startReadRun(this) ? codec : null;
  }

  /** Leaves the level that {@link #readSlotHead} entered. */
  public void leaveBody() {
    depth--;
  }

  @Override
  public <T> T readObject(Class<T> type) {
    int start = buffer.position();
    Object value = readObject();
    return checkType(value, type, start);
  }

  /**
   * The payload's root, as {@link #readObject(Class)} reads it. A root of a class with a static
   * id is found by comparing its tag with the last root's: payloads read by one caller hold the
   * same class again and again, and a static id always denotes one class (the registry does not
   * change), so the comparison replaces the lookup's chain of dependent loads (registry, id table,
   * entry), which was a fifth of reading a one-int object.
   */
  public <T> T readRoot(Class<T> type) {
    int start = buffer.position();
    int tag = buffer.readSmallVarUInt32();
    Object value;
    if (tag == lastRootTag) {
      value = readTracked(lastRootInfo);
    } else {
      value = readAfterTag(tag, start);
      rememberRoot(tag);
    }
    return checkType(value, type, start);
  }

  /** Remembers the class of the root tag just read, when it is a static id (see readRoot). */
  private void rememberRoot(int tag) {
    int id = tag - SlotTags.FIRST_CLASS_ID;
    ClassInfo info = id >= 0 && id < registry.dynamicIdBase() ? registry.byStaticId(id) : null;
    if (info != null) {
      lastRootInfo = info;
      lastRootTag = tag;
    }
  }

  /** Fails unless {@code value} is null or fits {@code type}, boxes standing in for primitives. */
  public <T> T checkType(Object value, Class<T> type, int offset) {
    if (value == null || box(type).isInstance(value)) {
      @SuppressWarnings("unchecked")
      T cast = (T) value;
      return cast;
    }
    throw wrongType(value, type, offset);
  }

  /**
   * The failure of {@link #checkType}. Building messages in a method of its own keeps the methods
   * that codecs inline small (see WriteBuffer#writeSmallVarUInt32).
   */
  private static SerialException wrongType(Object value, Class<?> type, int offset) {
    return new SerialException("expected a " + type.getName() + " but the payload holds a "
        + value.getClass().getName(), offset);
  }

  private static Class<?> box(Class<?> type) {
    if (!type.isPrimitive()) {
      return type;
    }
    return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
  }

  /** Reads a value from a slot whose class is known to be {@code info}'s (see WriteSession#writeKnown). */
  public Object readKnown(ClassInfo info) {
    int start = buffer.position();
    return readKnownAfterTag(info, buffer.readSmallVarUInt32(), start);
  }

  /**
   * Reads the value of a field declared as a class the writer knew ({@code info}'s), as
   * WriteSession#writeKnownField wrote it: an enum slot or a known slot.
   */
  public Object readKnownField(ClassInfo info) {
    return info.enumSlots() != null ? readEnumField(info) : readKnown(info);
  }

  /**
   * Reads the enum slot of a field declared as the enum {@code info}'s (see
   * WriteSession#writeEnumField); the constant's level counts against the depth limit as in
   * {@link #readLeafMarker}.
   */
  public Object readEnumField(ClassInfo info) {
    Object value = info.enumSlots().readSlot(this);
    if (value != null && depth >= limits.maxDepth()) {
      throw tooDeep();
    }
    return value;
  }

  /**
   * What {@link #readKnownUnlessLeaf} answers when the caller is to run the serializer itself.
   * Never the value of a slot: no serializer can return it.
   */
  public static final Object LEAF_BODY = new Object();

  /**
   * For generated code: {@link #readKnown}, except that for a value of a leaf class (nothing
   * nested, so no depth to count) below the shallow depth it reads only the marker and answers
   * {@link #LEAF_BODY}; the caller then runs {@code info}'s serializer itself, from a call site that
   * sees one serializer class, which the JIT inlines (see WriteSession#writeKnownMarker).
   */
  public Object readKnownUnlessLeaf(ClassInfo info) {
    int start = buffer.position();
    int tag = buffer.readSmallVarUInt32();
    if (tag == SlotTags.VALUE && info.leaf() && depth < shallowDepth
        && (!references || !info.tracked())) {
      return LEAF_BODY;
    }
    return readKnownAfterTag(info, tag, start);
  }

  /**
   * What {@link #readOwnKnown} answers when the caller is to read the body by calling itself. Never
   * the value of a slot: no serializer can return it.
   */
  public static final Object OWN_BODY = new Object();

  /**
   * {@link #readKnownUnlessLeaf} for a field declared as the class of the generated codec {@code
   * caller} (a final class's or a record's own type): for a value that codec reads by calling
   * itself ({@link FieldsCodec#isSelf}), reads the marker, enters the body's level and answers
   * {@link #OWN_BODY}; the caller then reads the body and {@link #leaveBody}s. Otherwise reads all
   * of it, as {@link #readKnown} does: a null, and a tracked class with references on (its
   * bookkeeping stays in readTracked). Past the shallow depth such a level stays on the caller's
   * stack longer, as a slot's does (see {@link #readSlotHead}).
   */
  public Object readOwnKnown(ClassInfo info, FieldsCodec caller) {
    int start = buffer.position();
    int tag = buffer.readSmallVarUInt32();
    if (tag == SlotTags.VALUE && (!references || !info.tracked()) && caller.isSelf(info)
        && (depth < shallowDepth || inlineDeepLevel(true))) {
      depth++;
      return OWN_BODY;
    }
    return readKnownAfterTag(info, tag, start);
  }

  /**
   * For generated code, a KNOWN field whose class is a leaf with Serval's own serializer, which
   * never tracks its values (see WriteSession#writeLeafMarker): reads the slot's marker and
   * answers whether the value's body follows. Such a value is never shared, so any other marker is
   * corrupt input. The value's level counts against the depth limit as in {@link #readBody}.
   */
  public boolean readLeafMarker(Class<?> type) {
    int start = buffer.position();
    int tag = buffer.readSmallVarUInt32();
    if (tag == SlotTags.VALUE) {
      if (depth >= limits.maxDepth()) {
        throw tooDeep();
      }
      return true;
    }
    if (tag == SlotTags.NULL) {
      return false;
    }
    throw new SerialException("invalid slot tag " + tag + " for a " + type.getName()
        + " field (its values are never shared, so only null or a value may stand there)", start);
  }

  private Object readKnownAfterTag(ClassInfo info, int tag, int start) {
    switch (tag) {
      case SlotTags.NULL:
        return null;
      case SlotTags.BACK_REFERENCE:
        return readBackReference(start);
      case SlotTags.VALUE:
        return readTracked(info);
      default:
        throw new SerialException("invalid slot tag " + tag + " for a " + info.type().getName(),
            start);
    }
  }

  private Object readTracked(ClassInfo info) {
    if (!references || !info.tracked()) {
      return readBody(info);
    }
    int slot = referenced.size();
    referenced.add(UNDER_CONSTRUCTION);
    int outer = pendingReference;
    pendingReference = slot;
    Object value;
    try {
      value = readBody(info);
    } finally {
      pendingReference = outer;
    }
    referenced.set(slot, value);
    return value;
  }

  private Object readBackReference(int start) {
    if (!references) {
      throw new SerialException("back reference in a payload written without references", start);
    }
    int id = buffer.readVarUInt32(); // not readSmallVarUInt32: ids pass 2^14 in large graphs
    if (id < 0 || id >= referenced.size()) {
      throw new SerialException("back reference to unknown object #" + id, start);
    }
    Object value = referenced.get(id);
    if (value == UNDER_CONSTRUCTION) {
      throw new SerialException("back reference to an object still being built: cycles through"
          + " records, immutable collections or readResolve results cannot be restored", start);
    }
    return value;
  }

  @Override
  public void reference(Object value) {
    if (pendingReference >= 0) {
      referenced.set(pendingReference, value);
      pendingReference = -1;
    }
  }

  /** Reads the class tag of a polymorphic slot (see WriteSession#writeClassTag). */
  public ClassInfo readClassTag() {
    int start = buffer.position();
    int tag = buffer.readSmallVarUInt32();
    if (tag < SlotTags.CLASS_BY_NAME) {
      throw new SerialException("expected a class tag, found " + tag, start);
    }
    return readClassAfterTag(tag, start);
  }

  /**
   * The class {@code tag} denotes at this point of the payload, without reading or defining
   * anything: a static id's class, a per-payload id's class, or null (a name, or an id not defined
   * yet). {@code pending} are classes about to be named, in order: ids past this payload's so far
   * denote them.
   */
  public ClassInfo classOfTag(int tag, List<ClassInfo> pending) {
    int id = tag - SlotTags.FIRST_CLASS_ID;
    int base = registry.dynamicIdBase();
    if (id < 0) {
      return null;
    }
    if (id < base) {
      return registry.byStaticId(id);
    }
    int dynamic = id - base;
    if (dynamic < dynamicClasses.size()) {
      return dynamicClasses.get(dynamic);
    }
    dynamic -= dynamicClasses.size();
    return dynamic < pending.size() ? pending.get(dynamic) : null;
  }

  private ClassInfo readClassAfterTag(int tag, int start) {
    if (tag == SlotTags.CLASS_BY_NAME) {
      return readNamedClass(start);
    }
    ClassInfo info = classOfTag(tag, List.of());
    if (info == null) {
      throw new SerialException("unknown class id " + (tag - SlotTags.FIRST_CLASS_ID)
          + " (are the same classes registered with the same ids on both sides?)", start);
    }
    return info;
  }

  /** The class a tag names (after its CLASS_BY_NAME), defining the payload's next class id. */
  private ClassInfo readNamedClass(int start) {
    int k = dynamicClasses.size();
    if (k >= limits.maxClassesPerPayload()) {
      throw new SerialException("more than " + limits.maxClassesPerPayload()
          + " classes in one payload (Limits.maxClassesPerPayload)", start);
    }
    ClassInfo info;
    if (k < REMEMBERED_NAMES && rememberedNames[k] != null
        && buffer.skipIfNext(rememberedNames[k])) {
      info = rememberedClasses[k];
    } else {
      int nameStart = buffer.position();
      String name = buffer.readString(1024);
      if (name == null || name.isEmpty()) {
        throw new SerialException("empty class name", start);
      }
      info = registry.resolveName(name, rootType, start);
      if (k < REMEMBERED_NAMES) {
        rememberedNames[k] = buffer.copySince(nameStart);
        rememberedClasses[k] = info;
      }
    }
    dynamicClasses.add(info);
    return info;
  }

  /** Runs {@code info}'s serializer, enforcing the depth limit. */
  public Object readBody(ClassInfo info) {
    int d = ++depth;
    try {
      if (d <= shallowDepth) {
        return info.serializer().read(this);
      }
      if (d > limits.maxDepth()) {
        // Checked at every level: checking only at thread hops let a limit between two hops pass.
        throw tooDeep();
      }
      if (DeepCalls.isHopDepth(d, hopDepth, false)) {
        int caller = hopDepth;
        hopDepth = d;
        try {
          return DeepCalls.onFreshStack(() -> info.serializer().read(this));
        } finally {
          hopDepth = caller;
        }
      }
      return info.serializer().read(this);
    } finally {
      depth = d - 1;
    }
  }

  /** The failure of a value one level past the depth limit, at the current offset. */
  private SerialException tooDeep() {
    return new SerialException(DeepCalls.tooDeep(limits), buffer.position());
  }

  /**
   * The class of every element of a run laid out as {@code layout} when {@link #readLeafRun} may
   * read its bodies (the reading counterpart of WriteSession#writeLeafRun), else null; reads
   * nothing.
   */
  public ClassInfo leafRunClass(Elements layout) {
    ClassInfo common = layout.common;
    if (common == null || layout.marked || !common.leaf()
        || inline.kind(common) != InlineBodies.NONE || (references && common.tracked())
        || depth >= shallowDepth) {
      return null;
    }
    return common;
  }

  /**
   * Reads {@code array.length} bodies of the class {@link #leafRunClass} answered into {@code
   * array}: the values {@link #readElement} reads, the run's level entered once.
   */
  public void readLeafRun(ClassInfo common, Object[] array) {
    depth++;
    try {
      common.leafRuns().read(this, common.serializer(), array);
    } finally {
      depth--;
    }
  }

  /** The reading counterpart of {@link WriteSession#runCodec}; reads nothing. */
  public FieldsCodec runCodec(Elements layout) {
    return layout.runCodec(depth, shallowDepth);
  }

  /**
   * Reads what precedes the first body of a run whose {@link #runCodec} answered a codec and, when
   * the payload wrote the fields the codec reads, enters the elements' level and answers true: the
   * caller then reads each body with the codec's {@code read} (what {@link #readBody} returns) and
   * calls {@link #leaveRun} after the last. Answers false, having entered nothing, for an evolved
   * class: its bodies are then read the usual way. Call it where the run's first body starts.
   */
  public boolean enterRun(Elements layout) {
    if (!layout.common.codecBodies().startReadRun(this)) {
      return false;
    }
    depth++;
    return true;
  }

  /** Leaves the level entered by {@link #enterRun}. */
  public void leaveRun() {
    depth--;
  }

  /**
   * Whether elements laid out as {@code layout} are read inline (see {@link InlineBodies}), at no
   * nesting level of their own: a map's keys may then be read inside a run of its values.
   */
  public boolean readsInline(Elements layout) {
    return inline.covers(layout);
  }

  /**
   * Which inline class (see {@link InlineBodies}) every element of a run laid out as {@code layout}
   * is, so that a collection's loop can take its elements' bodies with no per-element dispatch
   * ({@link InlineBodies#STRINGS} to {@link InlineBodies#DOUBLES}), or {@link InlineBodies#NONE}.
   */
  public int inlineKind(Elements layout) {
    return layout.common == null || layout.marked ? InlineBodies.NONE : inline.kind(layout.common);
  }

  /**
   * The body of an element of inline kind {@code kind} ({@link #inlineKind}), as its class's
   * serializer reads it.
   */
  public Object readInlineBody(int kind) {
    if (kind == InlineBodies.INTEGERS) {
      return buffer.readVarInt32();
    } else if (kind == InlineBodies.STRINGS) {
      return readStringBody();
    } else if (kind == InlineBodies.LONGS) {
      return buffer.readVarInt64();
    }
    return buffer.readFloat64Le();
  }

  /**
   * Whether the class with described index {@code index} appears for the first time in this
   * payload, in which case its description follows and must be read and {@link #describe}d.
   */
  public boolean firstUse(int describedIndex) {
    ensureDescribed(describedIndex);
    if (describedStamp[describedIndex] == generation) {
      return false;
    }
    describedStamp[describedIndex] = generation;
    return true;
  }

  /** Stores what was read from a class's description, for its later instances in this payload. */
  public void describe(int describedIndex, Object description) {
    ensureDescribed(describedIndex);
    if (descriptions[describedIndex] != description) {
      // Most payloads describe a class as the last one did; storing the same reference into this
      // long-lived array again cost a G1 write barrier, 18% of reading a one-int object.
      descriptions[describedIndex] = description;
    }
  }

  public Object description(int describedIndex) {
    return descriptions[describedIndex];
  }

  private void ensureDescribed(int index) {
    if (index >= describedStamp.length) {
      int size = Math.max(index + 1, describedStamp.length * 2);
      describedStamp = Arrays.copyOf(describedStamp, size);
      descriptions = Arrays.copyOf(descriptions, size);
    }
  }

  @Override
  public String readString() {
    return buffer.readString(limits.maxStringLength());
  }

  @Override
  public int readLength(int minBytesEach) {
    int start = buffer.position();
    int length = buffer.readLength();
    if (length > limits.maxArrayLength()) {
      throw lengthOverLimit(length, start);
    }
    buffer.requireElements(length, Math.max(1, minBytesEach));
    return length;
  }

  /** The failure of {@link #readLength}, apart as {@link #wrongType} is. */
  private SerialException lengthOverLimit(int length, int start) {
    return new SerialException("length " + length + " exceeds the limit of "
        + limits.maxArrayLength() + " (Limits.maxArrayLength)", start);
  }

  /** Reads an elements header (see WriteSession#writeElementsHeader). */
  public Elements readElementsHeader() {
    int start = buffer.position();
    int flags = buffer.readUByte();
    if ((flags & ~(Elements.HAS_NULL | Elements.SAME_CLASS)) != 0) {
      throw new SerialException("invalid elements header " + flags, start);
    }
    if ((flags & Elements.SAME_CLASS) == 0) {
      return Elements.POLYMORPHIC;
    }
    ClassInfo info = readClassTag();
    boolean hasNull = (flags & Elements.HAS_NULL) != 0;
    return info.elements(hasNull || (references && info.tracked()));
  }

  /**
   * {@link #readElement} for a map's keys: strings are read through the session's {@link
   * StringCache}, since keys recur from map to map and payload to payload.
   */
  public Object readKey(Elements layout) {
    int kind = inlineKind(layout);
    return kind == InlineBodies.NONE ? readElement(layout) : readInlineKey(kind);
  }

  /** {@link #readInlineBody} for a map's keys (see {@link #readKey}). */
  public Object readInlineKey(int kind) {
    if (kind != InlineBodies.STRINGS) {
      return readInlineBody(kind);
    }
    int start = buffer.position();
    return stringBody(buffer.readString(limits.maxStringLength(), keyStrings), start);
  }

  public Object readElement(Elements layout) {
    ClassInfo common = layout.common;
    if (common == null) {
      return readObject();
    }
    if (layout.marked) {
      return readKnown(common);
    }
    // The built-in bodies of the most frequent element classes are read here, without a call to
    // their serializers.
    int kind = inline.kind(common);
    return kind == InlineBodies.NONE ? readTracked(common) : readInlineBody(kind);
  }

  /** A string's body as StringSerializer reads it: the null header is invalid there. */
  public String readStringBody() {
    int start = buffer.position();
    return stringBody(readString(), start);
  }

  /** {@code value}, a string read from {@code start}, unless it was the null header. */
  private static String stringBody(String value, int start) {
    if (value == null) {
      throw new SerialException("null string header where a string body must be", start);
    }
    return value;
  }
}
