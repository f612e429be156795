package dev.serval.internal.serializers.lang;

import dev.serval.SerialException;
import dev.serval.internal.DescriptionCache;
import dev.serval.internal.FixedFingerprinted;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.objects.Fingerprint;
import dev.serval.io.WriteBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/**
 * An enum constant is its ordinal as a {@code VarUInt32}. The first time an enum appears in a
 * payload its description precedes it: in FIXED mode a 16-bit fingerprint of the constant names
 * (none for a registered enum in a payload whose registry fingerprint covers it), in EVOLVING mode
 * the names themselves, so a reader whose enum gained or reordered constants maps them by name, and
 * one that lost a constant fails naming it.
 *
 * <p>A field declared as the enum is a slot of its own shape ({@link #writeSlot}): one varint for
 * null or the constant, where a known slot would spend a marker byte before the ordinal.
 */
public final class EnumSerializer<E extends Enum<E>> extends Serializer<E>
    implements FixedFingerprinted {
  private final Class<E> type;
  private final E[] constants;
  private final int fingerprint;
  private final int describedIndex;
  /** Whether the enum is registered, so that a registry fingerprint stands for its description. */
  private final boolean registered;
  /** The EVOLVING description: the constant count and names, the same in every payload. */
  private final byte[] description;
  private final DescriptionCache<E[]> descriptionsRead = new DescriptionCache<>();

  @SuppressWarnings({"unchecked", "rawtypes"})
  public EnumSerializer(Class<?> type, int describedIndex, boolean registered) {
    this.type = (Class<E>) type;
    this.registered = registered;
    this.constants = ((Class<E>) type).getEnumConstants();
    this.describedIndex = describedIndex;
    Fingerprint f = new Fingerprint().add(type.getName());
    for (E constant : constants) {
      f.add(constant.name());
    }
    this.fingerprint = f.value16();
    WriteBuffer names = new WriteBuffer(16 * constants.length);
    names.writeVarUInt32(constants.length);
    for (E constant : constants) {
      names.writeString(constant.name());
    }
    this.description = names.toByteArray();
  }

  @Override
  public int fixedFingerprint() {
    return fingerprint;
  }

  @Override
  public void write(WriteContext context, E value) {
    WriteSession session = (WriteSession) context;
    describeOnFirstUse(session);
    session.buffer().writeVarUInt32(value.ordinal());
  }

  /**
   * Writes a field's slot (docs/FORMAT.md, "Enum slot"): {@code ordinal + 1} as a {@code
   * VarUInt32}, 0 being null, then the description if this is the enum's first use in the payload.
   * The description follows the varint because only a value that is not null has one.
   */
  public void writeSlot(WriteSession session, Object value) {
    if (value == null) {
      session.buffer().writeByte(0);
      return;
    }
    session.buffer().writeVarUInt32(((Enum<?>) value).ordinal() + 1);
    describeOnFirstUse(session);
  }

  private void describeOnFirstUse(WriteSession session) {
    if (!(registered && session.registryFingerprinted()) && session.firstUse(describedIndex)) {
      if (session.evolving()) {
        session.buffer().writeBytes(description);
      } else {
        session.buffer().writeInt16Le((short) fingerprint);
      }
    }
  }

  @Override
  public E read(ReadContext context) {
    ReadSession session = (ReadSession) context;
    E[] byWriterOrdinal = byWriterOrdinal(session);
    int at = session.buffer().position();
    return constant(byWriterOrdinal, session.buffer().readSmallVarUInt32(), at);
  }

  /** Reads what {@link #writeSlot} wrote: a constant or null. */
  public E readSlot(ReadSession session) {
    int at = session.buffer().position();
    int slot = session.buffer().readSmallVarUInt32();
    if (slot == 0) {
      return null;
    }
    return constant(byWriterOrdinal(session), slot - 1, at);
  }

  /** The reader's constants by the writer's ordinals, the description read on first use. */
  private E[] byWriterOrdinal(ReadSession session) {
    if (registered && session.registryFingerprinted()) {
      return constants;
    }
    if (session.firstUse(describedIndex)) {
      session.describe(describedIndex, readDescription(session));
    }
    @SuppressWarnings("unchecked")
    E[] described = (E[]) session.description(describedIndex);
    return described;
  }

  private E constant(E[] byWriterOrdinal, int ordinal, int at) {
    if (ordinal < 0 || ordinal >= byWriterOrdinal.length) {
      throw new SerialException("enum " + type.getName() + " has no constant #" + ordinal, at);
    }
    E value = byWriterOrdinal[ordinal];
    if (value == null) {
      throw new SerialException("enum " + type.getName() + " has no constant written as #"
          + ordinal + " (it was removed or renamed since the payload was written)", at);
    }
    return value;
  }

  private E[] readDescription(ReadSession session) {
    int at = session.buffer().position();
    if (!session.evolving()) {
      int written = session.buffer().readInt16Le() & 0xFFFF;
      if (written != fingerprint) {
        throw new SerialException("enum " + type.getName() + " differs from the writer's"
            + " (fingerprint mismatch in FIXED schema mode)", at);
      }
      return constants;
    }
    E[] cached = descriptionsRead.lookup(session);
    if (cached != null) {
      return cached;
    }
    DescriptionCache<E[]>.Parse parse = descriptionsRead.parse(session);
    E[] mapped = mapNames(session);
    parse.remember(mapped);
    return mapped;
  }

  /** Maps the writer's constants, by name, to this reader's; null for names it lacks. */
  private E[] mapNames(ReadSession session) {
    int count = session.readLength(1);
    E[] mapped = java.util.Arrays.copyOf(constants, count);
    for (int i = 0; i < count; i++) {
      String name = session.buffer().readString(1024);
      mapped[i] = null;
      for (E constant : constants) {
        if (constant.name().equals(name)) {
          mapped[i] = constant;
          break;
        }
      }
    }
    return mapped;
  }

  @Override
  public boolean tracksReferences() {
    return false;
  }
}
