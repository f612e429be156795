package dev.serval.internal;

import dev.serval.Limits;
import dev.serval.SchemaMode;
import dev.serval.SerialException;
import dev.serval.internal.codegen.FieldsCodec;
import dev.serval.internal.serializers.collections.ElementRun;
import dev.serval.io.WriteBuffer;
import dev.serval.spi.WriteContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state of writing one payload: the class table, reference ids, which classes were already
 * described, and the nesting depth. Pooled by {@link dev.serval.Serval} and used by one thread at a
 * time; {@link #begin} resets it for the next payload.
 */
public final class WriteSession implements WriteContext {
  private final TypeRegistry registry;
  private final Limits limits;
  private WriteBuffer buffer;
  private boolean references;
  private SchemaMode schema;

  /**
   * Beyond this many entries, {@link #end} drops a table rather than clearing it (which keeps its
   * capacity): a session kept by a thread (see {@link SessionPool}) must not hold on to the memory
   * of the largest payload it ever wrote.
   */
  static final int RETAINED_ENTRIES = 4096;
  /** The largest caller's buffer a session keeps a reference to between payloads. */
  static final int RETAINED_BUFFER_BYTES = 64 << 10;

  private final ReferenceIds referenceIds = new ReferenceIds();
  private int generation;
  private int[] classStamp = new int[64];
  private int[] dynamicIdOfClass = new int[64];
  private int nextDynamicId;
  private int[] describedStamp = new int[64];
  /** See {@link #registryFingerprinted()}. */
  private boolean registryFingerprinted;

  private int depth;
  /** What the hooks' serializers reuse from object to object (their streams); opaque here. */
  private Object hookStreams;
  private Class<?> lastClass;
  private ClassInfo lastInfo;
  /**
   * The root's class and info, apart from the one-entry cache above: the classes inside a payload
   * (an element run's, say) replaced the root's there, so every payload looked its root class up
   * again (a hash lookup, 4% of serializing MediaContent).
   */
  private Class<?> rootClass;
  private ClassInfo rootInfo;
  /** Up to this depth a body needs no depth-limit or stack check: one compare on the hot path. */
  private final int shallowDepth;
  /** The objects on the current path, kept with references off to name a cycle. */
  private Object[] path = new Object[64];
  /** The deepest path slot used in this payload, so {@link #end} clears only what was used. */
  private int pathHighWater;
  /** The level of the current move to a fresh stack, or 0 on the caller's own (see DeepCalls). */
  private int hopDepth;

  /** The element classes whose bodies element runs handle inline. */
  private final InlineBodies inline;
  /** The first pass over a map's entries; see {@link EntryScan}. */
  private final EntryScan entryScan = new EntryScan(this);
  /** ArrayList's info while its serializer is Serval's own, else null; see {@link #writeListSlot}. */
  private final ClassInfo arrayLists;

  public WriteSession(TypeRegistry registry, Limits limits) {
    this.registry = registry;
    this.limits = limits;
    this.shallowDepth = DeepCalls.shallowDepth(limits);
    this.inline = registry.inlineBodies();
    ClassInfo lists = registry.classInfo(ArrayList.class);
    this.arrayLists = lists.builtin() ? lists : null;
  }

  /**
   * Starts a payload in {@code buffer} and writes its header. Reference fields are stored only when
   * they change: a session lives long, and on G1 storing a reference into an old object costs a
   * memory fence in the write barrier, which showed as a large share of serializing a tiny value.
   */
  public void begin(WriteBuffer buffer, boolean references, SchemaMode schema) {
    if (this.buffer != buffer) {
      this.buffer = buffer;
    }
    this.references = references;
    if (this.schema != schema) {
      this.schema = schema;
    }
    if (++generation == 0) {
      Arrays.fill(classStamp, 0);
      Arrays.fill(describedStamp, 0);
      generation = 1;
    }
    nextDynamicId = registry.dynamicIdBase(); // reference ids were cleared by the last end()
    depth = 0;
    int fingerprint = schema == SchemaMode.FIXED
        ? registry.registryFingerprint() : TypeRegistry.NO_REGISTRY_FINGERPRINT;
    registryFingerprinted = fingerprint != TypeRegistry.NO_REGISTRY_FINGERPRINT;
    buffer.writeByte(PayloadHeader.encode(references, schema, registryFingerprinted));
    if (registryFingerprinted) {
      buffer.writeInt16Le((short) fingerprint);
    }
  }

  /**
   * Drops references to the caller's objects so a pooled session does not keep them alive. The
   * caller's buffer is kept while it is small (see {@link #begin}), so a caller that reuses one
   * buffer pays no write barrier for it; a large one is let go.
   */
  public void end() {
    referenceIds.clear(RETAINED_ENTRIES);
    if (pathHighWater > 0) { // only graphs deeper than the shallow depth fill the path
      if (path.length > RETAINED_ENTRIES) {
        path = new Object[64];
      } else {
        Arrays.fill(path, 0, Math.min(path.length, pathHighWater + 1), null);
      }
      pathHighWater = 0;
    }
    if (buffer != null && buffer.bytes().length > RETAINED_BUFFER_BYTES) {
      buffer = null;
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
  public WriteBuffer buffer() {
    return buffer;
  }

  @Override
  public boolean references() {
    return references;
  }

  public SchemaMode schema() {
    return schema;
  }

  /** Whether this payload describes its classes for evolution (schema mode EVOLVING). */
  public boolean evolving() {
    return schema == SchemaMode.EVOLVING;
  }

  /**
   * Whether this payload's header carries the registry fingerprint, which then stands for the
   * FIXED description of every registered {@link FixedFingerprinted} class: their bodies skip it.
   */
  public boolean registryFingerprinted() {
    return registryFingerprinted;
  }

  public TypeRegistry registry() {
    return registry;
  }

  @Override
  public void writeObject(Object value) {
    if (value == null) {
      buffer.writeByte(SlotTags.NULL);
      return;
    }
    writeObject(value, classInfo(value.getClass()));
  }

  /** Writes a payload's root: {@link #writeObject(Object)} with a cache of its own. */
  public void writeRoot(Object value) {
    if (value == null) {
      buffer.writeByte(SlotTags.NULL);
      return;
    }
    Class<?> type = value.getClass();
    if (type != rootClass) {
      rootInfo = registry.classInfo(type);
      rootClass = type;
    }
    writeObject(value, rootInfo);
  }

  /**
   * The info of {@code value}'s class, through {@code seen[slot]}: a generated codec keeps there the
   * info of the last class seen in that field, since a field usually holds one class while the
   * session's one-entry cache alternates between fields. {@code seen} is shared by threads; each
   * slot holds an immutable info, so a lost update only costs a lookup.
   */
  private ClassInfo seenInfo(Object value, ClassInfo[] seen, int slot) {
    Class<?> type = value.getClass();
    ClassInfo info = seen[slot];
    if (info == null || info.type() != type) {
      info = registry.classInfo(type);
      seen[slot] = info;
    }
    return info;
  }

  /**
   * The start of {@link #writeObject(Object)} for a field of a generated codec: writes the slot's
   * null marker, back reference or class tag, and answers the info whose serializer the caller is
   * to run on {@code value} itself, the body's nesting level entered (the caller leaves it with
   * {@link #leaveBody}); or writes all of it and answers null. Generated codecs call it so that the
   * serializer call is their field's own: that call site sees the classes one field holds (usually
   * one: an ArrayList's serializer, say), where {@link #writeBody}'s one site sees every class in
   * the program. For a class replaced on write, and past the shallow depth at the depth limit and
   * at the levels that move to a fresh stack, it writes everything (see {@link #enterDeepSlot}).
   *
   * <p>A body that throws does not leave its level, and need not: the {@link #writeBody} around
   * the codec restores the depth it started from (it assigns, where leaveBody decrements), and
   * every place that catches a failure and goes on writing (a hook's {@code writeObject} call)
   * writes through writeBody.
   *
   * <p>{@code caller} is the codec when the field may hold an instance of the codec's own class,
   * which the codec then writes by calling itself ({@link FieldsCodec#isSelf}), else null: past
   * the shallow depth, such a level stays on the caller's stack longer (see
   * DeepCalls#SELF_CALL_HOP_DEPTH).
   */
  public ClassInfo writeSlotHead(Object value, ClassInfo[] seen, int slot, FieldsCodec caller) {
    if (value == null) {
      buffer.writeByte(SlotTags.NULL);
      return null;
    }
    ClassInfo info = seenInfo(value, seen, slot);
    if (info.replacer() != null || (depth >= shallowDepth
        && !enterDeepSlot(value, caller != null && caller.isSelf(info)))) {
      writeObject(value, info);
      return null;
    }
    if (references && info.tracked() && writeBackReference(value)) {
      return null;
    }
    writeClassTag(info);
    depth++;
    return info;
  }

  /**
   * Past the shallow depth: whether a slot's body may still run from the generated code's own call
   * site, which it may unless its level is past the depth limit or one where the recursion moves to
   * a fresh stack (both handled in {@link #writeDeepBody}); records the value on the path as that
   * does. Sending every deep level through writeBody's shared call site instead made each level of
   * a 1,000-link chain past the shallow depth cost about 1.75 times one above it to write (JMH,
   * with the thread hop disabled to isolate the levels).
   */
  private boolean enterDeepSlot(Object value, boolean selfCall) {
    int d = depth + 1;
    if (d > limits.maxDepth() || DeepCalls.isHopDepth(d, hopDepth, selfCall)) {
      return false;
    }
    if (!references) {
      recordPath(d, value);
    }
    return true;
  }

  /**
   * The whole of a generated codec's field when its value is an {@code ArrayList}: the bytes of
   * {@link #writeSlotHead} and of the list's serializer in one call, without the class lookup, the
   * serializer's dispatch and its per-class loops. Answers false, having written nothing, for any
   * other value, and where the general path has more to do: references on, or the elements' level
   * near the shallow depth. (A pass here for lists of one class with a codec, ahead of the general
   * run's guesses, measured the same: HeavyNesting ser within 1-7%, JMH 3 forks, two rounds.)
   */
  public boolean writeListSlot(Object value) {
    if (value == null || value.getClass() != ArrayList.class || arrayLists == null || references
        || depth + 2 >= shallowDepth) {
      return false;
    }
    writeClassTag(arrayLists);
    depth++; // the list's level, as writeSlotHead enters it
    try {
      ElementRun.writeArrayList(this, (ArrayList<?>) value);
    } finally {
      depth--;
    }
    return true;
  }

  /**
   * For a generated codec's field whose value {@link #writeSlotHead} left to it: the codec that
   * writes the body of {@code info}'s class, what precedes its fields (the class's description, on
   * first use) written, so that the field calls that codec itself; or null, having written
   * nothing, when the body needs its serializer (no codec, no fields, not an object or a record).
   * Called through the serializer, the codec is called from the serializer's one call site for
   * every class, where the JIT cannot inline it; from the field's own, it can. The bytes are the
   * serializer's (see {@link CodecBodies}).
   */
  public FieldsCodec bodyCodec(ClassInfo info) {
    CodecBodies bodies = info.codecBodies();
    if (bodies == null) {
      return null;
    }
    FieldsCodec codec = bodies.runCodec();
    if (codec != null) {
      bodies.startWriteRun(this);
    }
    return codec;
  }

  /** Leaves the level that {@link #writeSlotHead} entered. */
  public void leaveBody() {
    depth--;
  }

  private void writeObject(Object value, ClassInfo info) {
    Object written = value;
    WriteReplacing replacer = info.replacer();
    if (replacer != null) {
      written = replacer.writeReplace(value);
      if (written == null) {
        buffer.writeByte(SlotTags.NULL);
        return;
      }
      if (written != value) {
        info = registry.classInfo(written.getClass());
      }
    }
    if (references && info.tracked() && writeBackReference(value)) {
      return;
    }
    writeClassTag(info);
    writeBody(info, written);
  }

  /**
   * The info of {@code type}, remembering the last one asked for: a payload's root, and the
   * elements of most collections, are one class over and over.
   */
  private ClassInfo classInfo(Class<?> type) {
    if (type == lastClass) {
      return lastInfo;
    }
    ClassInfo info = registry.classInfo(type);
    lastClass = type;
    lastInfo = info;
    return info;
  }

  /**
   * Writes a value into a slot whose class the reader knows ({@code info}'s): a marker, then the
   * value without a class tag. The value's class must be exactly {@code info.type()}.
   */
  public void writeKnown(Object value, ClassInfo info) {
    if (writeKnownMarker(value, info)) {
      info.serializer().write(this, value);
    }
  }

  /**
   * The start of {@link #writeKnown}: writes the slot's marker and answers true when the caller is
   * to run {@code info}'s serializer on {@code value} itself, which it does for a leaf class
   * (nothing nested, so no depth to count) below the shallow depth. Otherwise writes all of it
   * and answers false. Generated code calls it so that the serializer call is its own: that call
   * site sees one serializer class (its field's), so the JIT inlines it, where writeBody's one
   * site for every class cannot.
   */
  public boolean writeKnownMarker(Object value, ClassInfo info) {
    if (value == null) {
      buffer.writeByte(SlotTags.NULL);
      return false;
    }
    if (references && info.tracked() && writeBackReference(value)) {
      return false;
    }
    buffer.writeByte(SlotTags.VALUE);
    if (info.leaf() && depth < shallowDepth) {
      return true;
    }
    writeBody(info, value);
    return false;
  }

  /**
   * {@link #writeKnownMarker} for a field declared as the class of the generated codec {@code
   * caller} (a final class's or a record's own type): writes the slot's marker and answers true,
   * the body's nesting level entered, when the caller is to write the body by calling itself
   * ({@link FieldsCodec#isSelf}) and then {@link #leaveBody}; otherwise writes all of it, as
   * {@link #writeKnown} does, and answers false: for null, and for a tracked class with references
   * on (its bookkeeping stays there, as readOwnKnown leaves it to readKnown). The same bytes as
   * the serializer's: the class was described before the fields of the instance that holds the
   * field. Past the shallow depth such a level stays on the caller's stack longer, as a slot's does
   * (see {@link #writeSlotHead}).
   */
  public boolean writeOwnMarker(Object value, ClassInfo info, FieldsCodec caller) {
    if (value == null || (references && info.tracked()) || !caller.isSelf(info)
        || (depth >= shallowDepth && !enterDeepSlot(value, true))) {
      writeKnown(value, info);
      return false;
    }
    buffer.writeByte(SlotTags.VALUE);
    depth++;
    return true;
  }

  /**
   * Writes the value of a field declared as a class the reader knows ({@code info}'s): an enum
   * slot for an enum with Serval's own serializer, else a known slot as {@link #writeKnown}.
   */
  public void writeKnownField(Object value, ClassInfo info) {
    if (info.enumSlots() != null) {
      writeEnumField(value, info);
    } else {
      writeKnown(value, info);
    }
  }

  /**
   * Writes the value of a field declared as the enum {@code info}'s, which has Serval's own
   * serializer: one varint for null or the constant (see EnumSerializer#writeSlot). The constant's
   * level counts against the depth limit, as any other value's does.
   */
  public void writeEnumField(Object value, ClassInfo info) {
    if (value != null && depth >= shallowDepth && depth + 1 > limits.maxDepth()) {
      throw tooDeep();
    }
    info.enumSlots().writeSlot(this, value);
  }

  /**
   * For generated code, a KNOWN field whose class is a leaf with Serval's own serializer, which
   * never tracks its values (a box, an enum, a {@code java.time} value): writes the slot's marker
   * and answers whether the caller is to write the value's body after it. The bytes of {@link
   * #writeKnownMarker}, without its checks for references and nesting. Past the shallow depth it
   * writes the value itself, through {@link #writeBody}, so that the depth limit falls where it
   * does for any other value.
   */
  public boolean writeLeafMarker(Object value) {
    if (value == null) {
      buffer.writeByte(SlotTags.NULL);
      return false;
    }
    buffer.writeByte(SlotTags.VALUE);
    if (depth < shallowDepth) {
      return true;
    }
    writeBody(classInfo(value.getClass()), value);
    return false;
  }

  /**
   * {@link #writeLeafMarker} for a box, whose primitive then takes at most {@code room} bytes: where
   * it answers true it has made room for them too, so that the caller writes the primitive with
   * the buffer's unchecked ({@code Ensured}) write, one capacity check for the marker and the value
   * instead of one each.
   */
  public boolean writeBoxMarker(Object value, int room) {
    if (value != null && depth < shallowDepth) {
      buffer.ensure(1 + room);
      buffer.writeByteEnsured(SlotTags.VALUE);
      return true;
    }
    return writeLeafMarker(value);
  }

  private boolean writeBackReference(Object value) {
    int id = referenceIds.idOrAdd(value);
    if (id < 0) {
      return false;
    }
    buffer.writeByte(SlotTags.BACK_REFERENCE);
    buffer.writeVarUInt32(id);
    return true;
  }

  /** Writes the class of a polymorphic slot: its static id, its per-payload id, or its name. */
  public void writeClassTag(ClassInfo info) {
    int id = info.staticId();
    if (id >= 0) {
      buffer.writeSmallVarUInt32(id + SlotTags.FIRST_CLASS_ID);
      return;
    }
    writeDynamicClassTag(info);
  }

  /**
   * {@link #writeClassTag} for a class without a static id. A method of its own so that a codec
   * whose classes all have static ids does not inline it (see WriteBuffer#writeSmallVarUInt32).
   */
  private void writeDynamicClassTag(ClassInfo info) {
    int index = info.index();
    if (index >= classStamp.length) {
      int size = Math.max(index + 1, classStamp.length * 2);
      classStamp = Arrays.copyOf(classStamp, size);
      dynamicIdOfClass = Arrays.copyOf(dynamicIdOfClass, size);
    }
    if (classStamp[index] == generation) {
      buffer.writeSmallVarUInt32(dynamicIdOfClass[index] + SlotTags.FIRST_CLASS_ID);
      return;
    }
    classStamp[index] = generation;
    dynamicIdOfClass[index] = nextDynamicId++;
    writeTagByName(buffer, info);
  }

  /** The tag that names {@code info}'s class the first time a payload uses it. */
  static void writeTagByName(WriteBuffer out, ClassInfo info) {
    out.writeBytes(info.nameTag());
  }

  /** The bytes of {@link #writeTagByName} for {@code type}: CLASS_BY_NAME, then the class name. */
  static byte[] encodeTagByName(Class<?> type) {
    WriteBuffer out = new WriteBuffer(16 + type.getName().length());
    out.writeVarUInt32(SlotTags.CLASS_BY_NAME);
    out.writeString(type.getName());
    return out.toByteArray();
  }

  /**
   * Whether this is the first time in this payload that the class with described index {@code index}
   * is written; a serializer that describes its class writes the description then.
   */
  public boolean firstUse(int describedIndex) {
    int[] stamps = describedStamp;
    if (describedIndex >= stamps.length) {
      stamps = growDescribedStamp(describedIndex);
    }
    if (stamps[describedIndex] == generation) {
      return false;
    }
    stamps[describedIndex] = generation;
    return true;
  }

  /** Out of {@link #firstUse}, which codecs inline (see WriteBuffer#writeSmallVarUInt32). */
  private int[] growDescribedStamp(int describedIndex) {
    describedStamp = Arrays.copyOf(describedStamp, Math.max(describedIndex + 1,
        describedStamp.length * 2));
    return describedStamp;
  }

  /** Runs {@code info}'s serializer on {@code value}, enforcing the depth limit. */
  public void writeBody(ClassInfo info, Object value) {
    if (info.leaf() && depth < shallowDepth) {
      // A leaf nests nothing, so its level needs no bookkeeping: this is the same check its body
      // would get below, without the counter update and its finally block.
      info.serializer().write(this, value);
      return;
    }
    int d = ++depth;
    try {
      if (d <= shallowDepth) {
        info.serializer().write(this, value);
      } else {
        writeDeepBody(d, info, value);
      }
    } finally {
      depth = d - 1;
    }
  }

  /**
   * Past the shallow depth: the depth limit, the path kept to name a cycle (only from here on: a
   * cycle repeats, so it shows up among the deep entries too), and hops to fresh stacks.
   */
  private void writeDeepBody(int d, ClassInfo info, Object value) {
    if (d > limits.maxDepth()) {
      // Checked at every level: checking only at thread hops let a limit between two hops pass.
      throw tooDeep();
    }
    if (!references) {
      recordPath(d, value);
    }
    if (DeepCalls.isHopDepth(d, hopDepth, false)) {
      checkDeep(d, value);
      int caller = hopDepth;
      hopDepth = d;
      try {
        DeepCalls.onFreshStack(() -> {
          info.serializer().write(this, value);
          return null;
        });
      } finally {
        hopDepth = caller;
      }
    } else {
      info.serializer().write(this, value);
    }
  }

  private SerialException tooDeep() {
    return new SerialException(DeepCalls.tooDeep(limits));
  }

  /** Notes {@code value} as the object at level {@code d} of the current path (references off). */
  private void recordPath(int d, Object value) {
    if (d >= path.length) {
      path = Arrays.copyOf(path, Math.max(d + 1, path.length * 2));
    }
    path[d] = value;
    if (d > pathHighWater) {
      pathHighWater = d;
    }
  }

  /**
   * Fails when {@code value} is already on the path (references off: a cycle would recurse until
   * the depth limit). Looks back from the nearest level, so the message gives the cycle's length
   * rather than a multiple of it.
   */
  private void checkDeep(int d, Object value) {
    if (!references) {
      for (int i = d - 1; i >= DeepCalls.FIRST_HOP_DEPTH; i--) {
        if (path[i] == value) {
          throw new SerialException("cycle: a " + value.getClass().getName() + " contains itself "
              + (d - i) + " levels down; build Serval with references(true) to write cycles");
        }
      }
    }
  }

  /**
   * Writes the header of a run of elements and returns how each element is to be written: when all
   * non-null elements share one class, that class is named once here and elements carry no tag.
   */
  public Elements writeElementsHeader(Iterable<?> values) {
    ElementClasses found = new ElementClasses();
    for (Object v : values) {
      found.add(v);
    }
    return writeElementsHeader(found);
  }

  /** The same as {@link #writeElementsHeader(Iterable)} for an array of references. */
  public Elements writeElementsHeader(Object[] values) {
    ElementClasses found = new ElementClasses();
    for (Object v : values) {
      found.add(v);
    }
    return writeElementsHeader(found);
  }

  /**
   * The same as {@link #writeElementsHeader(Iterable)} for the first {@code size} elements of a
   * {@link java.util.RandomAccess} list, scanned by index rather than through an iterator.
   */
  public Elements writeElementsHeader(List<?> values, int size) {
    ElementClasses found = new ElementClasses();
    for (int i = 0; i < size; i++) {
      found.add(values.get(i));
    }
    return writeElementsHeader(found);
  }

  /**
   * Writes the first {@code size} elements of a {@link java.util.RandomAccess} list as {@code
   * layout} says, the same bytes as {@link #writeElement} on each. One loop per layout, so the
   * layout is tested once per run, and a run of plain strings (the commonest) is written straight
   * into the buffer.
   */
  public void writeElements(Elements layout, List<?> values, int size) {
    ClassInfo common = layout.common;
    if (common != null && !layout.marked && !(depth < shallowDepth && inline.covers(common))) {
      FieldsCodec codec = runCodec(layout);
      if (codec != null) {
        writeCodecRun(layout, codec, values, size);
        return;
      }
    }
    int i = 0;
    try {
      if (common == null) {
        for (; i < size; i++) {
          writeObject(values.get(i));
        }
      } else if (layout.marked) {
        for (; i < size; i++) {
          writeKnown(values.get(i), common);
        }
      } else if (depth < shallowDepth && inline.covers(common)) {
        for (; i < size; i++) {
          writeInline(common, values.get(i));
        }
      } else {
        for (; i < size; i++) {
          writeBody(common, values.get(i));
        }
      }
    } catch (SerialException e) {
      throw e.withOuterPath("[" + i + "]");
    }
  }

  /**
   * Writes the elements of {@code array}, laid out as {@code layout}, through their class's copy of
   * the {@link LeafRuns} loops (the bytes of {@link #writeElement} on each) and answers true; or
   * writes nothing and answers false where those loops do not apply: elements of several classes or
   * marked ones, a class that is not a leaf or whose bodies are written inline, the shallow depth.
   */
  public boolean writeLeafRun(Elements layout, Object[] array) {
    ClassInfo common = layout.common;
    if (common == null || layout.marked || !common.leaf() || depth >= shallowDepth
        || inline.covers(common)) {
      return false;
    }
    common.leafRuns().write(this, common.serializer(), array);
    return true;
  }

  /**
   * {@link #writeElements} for bodies a codec writes: through the codec's own copy of the loop
   * ({@link FieldsCodec#writeRun}), whose calls see one codec class and are inlined. Looping here
   * called {@code writeFields} from one site shared by every class a JVM writes in lists.
   */
  private void writeCodecRun(Elements layout, FieldsCodec codec, List<?> values, int size) {
    try {
      enterRun(layout);
    } catch (SerialException e) {
      throw e.withOuterPath("[0]");
    }
    int written;
    try {
      written = codec.writeRun(this, values, 0, size);
    } finally {
      leaveRun();
    }
    if (written != size) {
      // The scan saw only instances of the class; another thread has since replaced one.
      throw new SerialException("element #" + written + " of a " + values.getClass().getName()
          + " changed while the list was being written; serialize a snapshot or lock it");
    }
  }

  /**
   * The codec that may write the bodies of a run laid out as {@code layout}, or null: when they are
   * unmarked bodies of a class with one (see {@link CodecBodies}) and the run is shallow, the
   * caller may {@link #enterRun}, write each body with the codec's {@code writeFields} (the bytes
   * {@link #writeBody} writes), then {@link #leaveRun}. Writes nothing. Below the shallow depth a
   * level needs no bookkeeping but its count, so a run enters its elements' level once; the margin
   * of one keeps inline bodies written inside a run (a map's keys) on their usual path.
   */
  public FieldsCodec runCodec(Elements layout) {
    return layout.runCodec(depth, shallowDepth);
  }

  /**
   * Enters the level of a run's elements and writes what precedes the class's first body. Call it
   * where the run's first body starts, {@link #runCodec} having answered a codec at this level.
   */
  public void enterRun(Elements layout) {
    layout.common.codecBodies().startWriteRun(this);
    depth++;
  }

  /**
   * {@link #enterRun} for a run started by {@link #startFlatRun}; answers whether the class was
   * already described in this payload before, for {@link #abandonFlatRun}.
   */
  private boolean enterFlatRun(ClassInfo values) {
    int index = values.codecBodies().describedIndex();
    boolean described = index < describedStamp.length && describedStamp[index] == generation;
    values.codecBodies().startWriteRun(this);
    depth++;
    return described;
  }

  /** Leaves the level entered by {@link #enterRun}. */
  public void leaveRun() {
    depth--;
  }

  /** Writes an element of a run laid out as {@code layout}, for which {@link #writesInline}. */
  public void writeInline(Elements layout, Object value) {
    writeInline(layout.common, value);
  }

  /**
   * Whether elements laid out as {@code layout} are written inline (see {@link InlineBodies}), at no
   * nesting level of their own: a map's keys may then be written inside a run of its values.
   */
  public boolean writesInline(Elements layout) {
    return inline.covers(layout);
  }

  /**
   * Writes the header and the first {@code size} elements of a {@link java.util.RandomAccess} list
   * in one pass, guessing from the first element that all share its class, when that class is one
   * whose bodies are written inline (see {@link InlineBodies}): the same bytes as the scan, {@link
   * #writeElementsHeader(List, int)} and {@link #writeElements}, without the scan. Those bodies
   * have no effect on the session (a static class id, no references, no descriptions), so a wrong
   * guess is undone by rewinding the buffer: answers false, having written nothing, as soon as an
   * element is null or of another class. (EntryScan does the same for a map's entries.)
   */
  public boolean writeInlineRun(List<?> values, int size) {
    int start = buffer.position();
    ClassInfo common = startInlineRun(values.get(0));
    if (common == null) {
      ClassInfo flat = startFlatRun(values.get(0));
      return flat != null && writeFlatRun(values, size, flat, start);
    }
    // A loop per class, each a method of its own: compiled, and profiled, when its class first
    // comes, where one loop choosing the body per element (writeInline) is compiled with every
    // branch in a JVM that writes several of them, and is then too large to inline. In a JVM that
    // had written ten kinds of rows, 64 Doubles were written 3.1 times as fast, 32-char strings
    // 1.1 times (JMH, two JVMs each).
    if (common == inline.strings) {
      return writeStringRun(values, size, start);
    }
    if (size <= MAX_ENSURED_RUN) {
      return common == inline.doubles
          ? writeDoubleRun(values, size, start)
          : writeVarintRun(values, size, common == inline.integers, start);
    }
    Class<?> type = common.type();
    int i = 0;
    try {
      for (; i < size; i++) {
        Object value = values.get(i);
        if (value == null || value.getClass() != type) {
          buffer.rewind(start);
          return false;
        }
        writeInline(common, value);
      }
    } catch (SerialException e) {
      throw e.withOuterPath("[" + i + "]");
    }
    return true;
  }

  /**
   * {@link #writeInlineRun}'s loop for the flat bodies of a class with a codec (see {@link
   * #startFlatRun}), the values' header written: what precedes the class's first body, then each
   * body through the codec; on a wrong guess, undone as {@link #abandonFlatRun} says. One pass
   * where the general path takes two (the classes, then the bodies).
   */
  private boolean writeFlatRun(List<?> values, int size, ClassInfo flat, int start) {
    boolean described;
    try {
      described = enterFlatRun(flat);
    } catch (SerialException e) {
      throw e.withOuterPath("[0]"); // what precedes the first body is the first element's failure
    }
    int written;
    try {
      written = flatCodec(flat).writeRun(this, values, 0, size);
    } finally {
      depth--;
    }
    if (written != size) {
      buffer.rewind(start);
      abandonFlatRun(flat, described);
      return false;
    }
    return true;
  }

  /**
   * The longest run of Integers or Longs written after one capacity check for all of it (see
   * {@link #writeVarintRun}); a longer one is written as other runs are.
   */
  private static final int MAX_ENSURED_RUN = 1 << 16;

  /** The room one Integer ({@code ints}) or Long of such a run may take. */
  private static int varintRoom(boolean ints) {
    return ints ? WriteBuffer.VAR_INT32_ROOM : WriteBuffer.VAR_INT64_ROOM;
  }

  /**
   * For a map's run guessed inline: when {@code keys} and {@code values} are each Integer's or
   * Long's and the run is not too long, makes room for all {@code size} entries and answers true;
   * the caller then stores each entry with {@link WriteBuffer#putVarInt32At} or {@link
   * WriteBuffer#putVarInt64At}, as {@link #writeVarintRun} stores a list's elements.
   */
  public boolean ensureVarintEntries(ClassInfo keys, ClassInfo values, int size) {
    if (size > MAX_ENSURED_RUN || !isVarint(keys) || !isVarint(values)) {
      return false;
    }
    buffer.ensure(size * (varintRoom(keys == inline.integers)
        + varintRoom(values == inline.integers)));
    return true;
  }

  private boolean isVarint(ClassInfo info) {
    return info == inline.integers || info == inline.longs;
  }

  /** {@link #writeInlineRun}'s loop for Strings. */
  private boolean writeStringRun(List<?> values, int size, int start) {
    WriteBuffer out = buffer;
    int i = 0;
    try {
      for (; i < size; i++) {
        if (!(values.get(i) instanceof String value)) {
          out.rewind(start);
          return false;
        }
        out.writeString(value);
      }
    } catch (SerialException e) {
      throw e.withOuterPath("[" + i + "]");
    }
    return true;
  }

  /**
   * {@link #writeInlineRun}'s loop for Doubles: one capacity check and position update for the run,
   * then a store per element.
   */
  private boolean writeDoubleRun(List<?> values, int size, int start) {
    WriteBuffer out = buffer;
    int at = out.reserve(size * Double.BYTES);
    for (int i = 0; i < size; i++) {
      if (!(values.get(i) instanceof Double value)) {
        out.rewind(start);
        return false;
      }
      out.putFloat64LeAt(at + i * Double.BYTES, value);
    }
    return true;
  }

  /**
   * {@link #writeInlineRun}'s loop for Integers ({@code ints}) or Longs: one capacity check for the
   * run, the offset kept in a local (see WriteBuffer#putVarInt32At), no choice of body per element
   * (which took as long as the write).
   */
  private boolean writeVarintRun(List<?> values, int size, boolean ints, int start) {
    WriteBuffer out = buffer;
    out.ensure(size * varintRoom(ints));
    int at = out.position();
    for (int i = 0; i < size; i++) {
      Object value = values.get(i);
      if (ints && value instanceof Integer v) {
        at = out.putVarInt32At(at, v);
      } else if (!ints && value instanceof Long v) {
        at = out.putVarInt64At(at, v);
      } else {
        out.rewind(start);
        return false;
      }
    }
    out.advance(at - out.position());
    return true;
  }

  /**
   * The info of {@code element}'s class when a run of it may be written inline in one pass: a
   * class {@link InlineBodies} covers, named by a static id, elements without markers (not
   * tracked), below the shallow depth. Else null.
   */
  private ClassInfo inlineGuess(Object element) {
    if (element == null || depth >= shallowDepth) {
      return null;
    }
    ClassInfo info = inline.of(element.getClass());
    // of() answers only the four classes covers() names, so only its leaf test remains.
    if (info == null || !info.leaf() || info.staticId() < 0 || (references && info.tracked())) {
      return null;
    }
    return info;
  }

  /** Which inline class {@code info} is ({@link InlineBodies#STRINGS} to DOUBLES), else NONE. */
  public int inlineKind(ClassInfo info) {
    return inline.kind(info);
  }

  /** The first pass over a map's entries, reused by every map this session writes. */
  public EntryScan entryScan() {
    return entryScan;
  }

  /**
   * Starts a run guessed from its first element (see {@link #writeInlineRun}): when {@code first}
   * is of a class whose bodies a run may write inline, writes the elements header naming that
   * class and answers its info, for {@link #writeInline(ClassInfo, Object)}; else writes nothing
   * and answers null. The caller rewinds to where the header started if the guess fails.
   */
  public ClassInfo startInlineRun(Object first) {
    ClassInfo common = inlineGuess(first);
    if (common != null) {
      buffer.writeByte(Elements.SAME_CLASS);
      writeClassTag(common);
    }
    return common;
  }

  /**
   * Starts the values of a map's run guessed from its first entry (see {@link #startInlineRun})
   * when the first value is not written inline but by a codec with flat bodies (see {@link
   * CodecBodies#flatBodies}): a class named by a static id, neither replaced nor tracked, whose run
   * stays below the shallow depth. Writes the values' header and answers the class's info, or
   * writes nothing and answers null. Such bodies touch nothing but the buffer, so a wrong guess is
   * undone as an inline run's is, plus {@link #abandonFlatRun}.
   */
  public ClassInfo startFlatRun(Object first) {
    if (first == null || depth + 1 >= shallowDepth) {
      return null;
    }
    ClassInfo info = classInfo(first.getClass());
    CodecBodies bodies = info.codecBodies();
    if (bodies == null || info.staticId() < 0 || info.replacer() != null
        || (references && info.tracked()) || !bodies.flatBodies() || bodies.runCodec() == null) {
      return null;
    }
    buffer.writeByte(Elements.SAME_CLASS); // writeElementsHeader's bytes for this class
    writeClassTag(info);
    return info;
  }

  /** The codec that writes the bodies of a run started by {@link #startFlatRun}. */
  public FieldsCodec flatCodec(ClassInfo values) {
    return values.codecBodies().runCodec();
  }

  /**
   * Writes the first entry of a run started by {@link #startFlatRun}: its key inline, what precedes
   * the class's first body (see {@link #enterRun}), then the value's body; answers whether the
   * class was already described in this payload, for {@link #abandonFlatRun}. The caller leaves
   * the run's level with {@link #leaveRun}.
   */
  public boolean writeFirstFlatEntry(ClassInfo keys, ClassInfo values, FieldsCodec codec,
      Object key, Object value) {
    writeKey(keys, 0, key);
    boolean described;
    try {
      described = enterFlatRun(values);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #0]");
    }
    writeFlatValue(codec, 0, value);
    return described;
  }

  /** A later entry of a run started by {@link #startFlatRun}. */
  public void writeFlatEntry(ClassInfo keys, FieldsCodec codec, int index, Object key,
      Object value) {
    writeKey(keys, index, key);
    writeFlatValue(codec, index, value);
  }

  private void writeKey(ClassInfo keys, int index, Object key) {
    try {
      writeInline(keys, key);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
  }

  private void writeFlatValue(FieldsCodec codec, int index, Object value) {
    try {
      codec.writeFields(this, value);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
  }

  /**
   * After a run started by {@link #startFlatRun} turned out wrong and its bytes were rewound: the
   * class is again undescribed in this payload unless it was before the run ({@code described}).
   */
  public void abandonFlatRun(ClassInfo values, boolean described) {
    if (!described) {
      describedStamp[values.codecBodies().describedIndex()] = 0; // no generation is 0
    }
  }

  /**
   * An entry of a map's run guessed inline (see {@link #startInlineRun}): the key's and the value's
   * bodies, a failure named by the entry's index.
   */
  public void writeInlineEntry(ClassInfo keys, ClassInfo values, int index, Object key,
      Object value) {
    try {
      writeInline(keys, key);
    } catch (SerialException e) {
      throw e.withOuterPath("[key #" + index + "]");
    }
    try {
      writeInline(values, value);
    } catch (SerialException e) {
      throw e.withOuterPath("[value #" + index + "]");
    }
  }

  /**
   * Writes an elements header from what a caller's own scan found: whether any element is null,
   * and the one class of all non-null elements, or null when they differ (or all are null).
   */
  public Elements writeElementsHeader(ElementClasses found) {
    return writeElementsHeader(found.hasNull(), found.common());
  }

  private Elements writeElementsHeader(boolean hasNull, Class<?> common) {
    ClassInfo info = common == null ? null : classInfo(common);
    if (info == null || info.replacer() != null) {
      buffer.writeByte(hasNull ? Elements.HAS_NULL : 0);
      return Elements.POLYMORPHIC;
    }
    buffer.writeByte(Elements.SAME_CLASS | (hasNull ? Elements.HAS_NULL : 0));
    writeClassTag(info);
    return info.elements(hasNull || (references && info.tracked()));
  }

  public void writeElement(Elements layout, Object value) {
    ClassInfo common = layout.common;
    if (common == null) {
      writeObject(value);
    } else if (layout.marked) {
      writeKnown(value, common);
    } else if (depth < shallowDepth && inline.covers(common)) {
      writeInline(common, value);
    } else {
      writeBody(common, value);
    }
  }

  /**
   * Writes the body of {@code value} as its built-in serializer does; only for a class that
   * {@link InlineBodies#covers}. Those bodies nest nothing and track no references, so below the
   * shallow depth skipping writeBody skips nothing.
   */
  public void writeInline(ClassInfo common, Object value) {
    if (common == inline.strings) {
      buffer.writeString((String) value);
    } else if (common == inline.integers) {
      buffer.writeVarInt32((Integer) value);
    } else if (common == inline.longs) {
      buffer.writeVarInt64((Long) value);
    } else {
      buffer.writeFloat64Le((Double) value);
    }
  }
}
