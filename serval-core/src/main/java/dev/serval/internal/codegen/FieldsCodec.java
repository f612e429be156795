package dev.serval.internal.codegen;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;

/**
 * The base of every generated codec: the body of one class's instances, field by field, in exactly
 * the encodings of the portable path. The class's description and the one 0 byte of a class
 * without fields are written and read by the caller; a codec handles only the fields, and reading
 * also creates the instance. An abstract class rather than an interface so the hot calls are
 * plain virtual calls with one receiver type per site.
 *
 * <p>Generated subclasses are hidden nestmates of the class they serve and hold no mutable state
 * beyond the {@link #seen} cache: one instance is shared by every thread. The public helpers below
 * exist only for generated code.
 */
public abstract class FieldsCodec {
  private final Class<?> owner;
  private final String[] names;
  /** For each field index: the declared class's info where the field is KNOWN, else null. */
  protected final ClassInfo[] known;
  private final SlowFields slow;
  /**
   * For each polymorphic field: the info of the class last written in it, a cache for {@link
   * WriteSession#writeObject(Object, ClassInfo[], int)}. The one mutable state of a codec, and safe
   * to share: a slot holds an immutable info or null, and a lost update only costs a lookup.
   */
  protected final ClassInfo[] seen;

  protected FieldsCodec(Class<?> owner, String[] names, ClassInfo[] known, SlowFields slow) {
    this.owner = owner;
    this.names = names;
    this.known = known;
    this.seen = new ClassInfo[names.length];
    this.slow = slow;
  }

  /** Writes every field of {@code object}, in layout order. */
  public abstract void writeFields(WriteSession session, Object object);

  /**
   * Reads one instance whose fields were written in this codec's layout: a plain object is created
   * and registered as a reference first, then filled; a record's components are read, then its
   * canonical constructor runs.
   */
  public abstract Object read(ReadSession session);

  public final void writeField(WriteSession session, int index, Object object) {
    slow.writeField(session, index, object);
  }

  public final void readField(ReadSession session, int index, Object object) {
    slow.readField(session, index, object);
  }

  public final Object newInstance() {
    return slow.newInstance();
  }

  /** The failure of field {@code index}, with the field's name prepended to its path. */
  public final SerialException fieldFailed(SerialException e, int index) {
    return e.withOuterPath(names[index]);
  }

  /** What the portable path reports when a no-argument constructor throws. */
  public final SerialException constructorFailed(Throwable cause) {
    return new SerialException("constructor of " + owner.getName() + " failed: " + cause, cause);
  }

  /** What the portable path reports when a record's canonical constructor throws. */
  public final SerialException recordRejected(Throwable cause, ReadSession session) {
    return new SerialException("record " + owner.getName() + " rejected the values read: " + cause,
        session.buffer().position(), cause);
  }
}
