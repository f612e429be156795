package dev.serval.internal;

import dev.serval.internal.codegen.ProfileCopies;
import dev.serval.internal.serializers.lang.EnumSerializer;
import dev.serval.spi.Serializer;
import java.lang.invoke.MethodHandles;

/**
 * Everything Serval resolved about one class, once: its serializer, its wire id when it has a
 * static one, and its index for per-payload bookkeeping. Shared between threads, and immutable but
 * for a cache of per-class loops made on first use.
 */
public final class ClassInfo {
  /** Marks a class that has no static id and is named in the payload on first use. */
  public static final int NO_STATIC_ID = -1;

  private static final ProfileCopies<LeafRuns> LEAF_RUNS =
      new ProfileCopies<>(MethodHandles.lookup(), LeafRuns.class, new LeafRunsCode());

  private final Class<?> type;
  private final Serializer<Object> serializer;
  private final int staticId;
  private final int index;
  private final boolean tracked;
  private final boolean bodyMayBeEmpty;
  private final boolean leaf;
  /** The serializer as a {@link WriteReplacing}, or null: tested once here, not per value. */
  private final WriteReplacing replacer;
  /** The serializer as {@link CodecBodies}, or null: tested once here, not per run. */
  private final CodecBodies codecBodies;
  /** The serializer as an {@link EnumSerializer}, or null: fields of such a class are enum slots. */
  private final EnumSerializer<?> enumSlots;
  /**
   * The tag that names this class in a payload (see WriteSession#writeTagByName), encoded once:
   * writing these bytes is a copy where encoding the name was a string write per payload. Null for
   * a class with a static id, which is never named.
   */
  private final byte[] nameTag;
  private final Elements plainElements = new Elements(this, false);
  private final Elements markedElements = new Elements(this, true);
  /**
   * This class's copy of the {@link LeafRuns} loops, made on first use (not final, so that only
   * the classes of such runs define one); a race stores the same copy twice ({@link ProfileCopies}
   * makes one per class), and a copy has no state to publish.
   */
  private LeafRuns leafRuns;

  @SuppressWarnings("unchecked")
  ClassInfo(Class<?> type, Serializer<?> serializer, int staticId, int index) {
    this.type = type;
    this.serializer = (Serializer<Object>) serializer;
    this.staticId = staticId;
    this.index = index;
    this.tracked = serializer.tracksReferences();
    // Serval's own serializers write at least one byte per value, which lets readers bound element
    // counts by the bytes left; a caller's serializer makes no such promise.
    this.bodyMayBeEmpty = !serializer.getClass().getName().startsWith("dev.serval.internal.");
    this.leaf = LeafTypes.isLeaf(type, serializer);
    // An interface instanceof scans the class's super-interfaces; per value it was a measurable cost.
    this.replacer = serializer instanceof WriteReplacing ? (WriteReplacing) serializer : null;
    this.codecBodies = serializer instanceof CodecBodies ? (CodecBodies) serializer : null;
    this.enumSlots = serializer instanceof EnumSerializer ? (EnumSerializer<?>) serializer : null;
    this.nameTag = staticId < 0 ? WriteSession.encodeTagByName(type) : null;
  }

  /** The bytes of the tag that names this class, which a payload writes on its first use. */
  byte[] nameTag() {
    return nameTag;
  }

  public Class<?> type() {
    return type;
  }

  public Serializer<Object> serializer() {
    return serializer;
  }

  /** The id written for this class, or {@link #NO_STATIC_ID}. */
  public int staticId() {
    return staticId;
  }

  /** A dense index over all classes this registry has seen, for per-payload tables. */
  public int index() {
    return index;
  }

  /** Whether values of this class take part in reference tracking. */
  public boolean tracked() {
    return tracked;
  }

  /** The serializer if it may replace values before writing (see {@link WriteReplacing}), else null. */
  WriteReplacing replacer() {
    return replacer;
  }

  /** The serializer if a generated codec may handle its bodies in element runs, else null. */
  public CodecBodies codecBodies() {
    return codecBodies;
  }

  /**
   * Serval's serializer of this enum class, or null for any other class (and for an enum the
   * application gave a serializer of its own): a field declared as such an enum is written as an
   * enum slot (see {@link WriteSession#writeKnownField}).
   */
  public EnumSerializer<?> enumSlots() {
    return enumSlots;
  }

  /** Whether the serializer writes only bytes, never a nested value (see {@link LeafTypes}). */
  public boolean leaf() {
    return leaf;
  }

  /**
   * The layout of a run of elements that all have this class: values written without class tags,
   * and with a null/reference marker before each one when {@code marked}.
   */
  Elements elements(boolean marked) {
    return marked || bodyMayBeEmpty ? markedElements : plainElements;
  }

  /** The loops over a run of this class's values (see {@link LeafRuns}); for leaf classes. */
  LeafRuns leafRuns() {
    LeafRuns runs = leafRuns;
    if (runs == null) {
      runs = LEAF_RUNS.of(type);
      leafRuns = runs;
    }
    return runs;
  }

  /** Whether the serializer is one of Serval's own, whose wire form readers may decode inline. */
  public boolean builtin() {
    return !bodyMayBeEmpty;
  }

  @Override
  public String toString() {
    return "ClassInfo[" + type.getName() + ", id " + staticId + "]";
  }
}
