package dev.serval.internal.codegen;

import dev.serval.SerialException;
import dev.serval.internal.ArrayStores;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.CodecBodies;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.internal.serializers.collections.ElementRun;
import java.util.Collection;
import java.util.List;

/**
 * The base of every generated codec: the body of one class's instances, field by field, in exactly
 * the encodings of the portable path. The class's description and the one 0 byte of a class
 * without fields are written and read by the caller; a codec handles only the fields, and reading
 * also creates the instance. An abstract class rather than an interface so the hot calls are
 * plain virtual calls with one receiver type per site.
 *
 * <p>Generated subclasses are hidden nestmates of the class they serve and hold no mutable state
 * beyond the {@link #seen} and {@link #self} caches: one instance is shared by every thread. The
 * public helpers below exist only for generated code.
 */
public abstract class FieldsCodec {
  /** The class served; protected for the {@link RunTemplates} copied into every codec. */
  protected final Class<?> owner;
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
  /**
   * The info of the class served, once {@link #isSelf} has found its serializer's codec to be this
   * one; a cache like {@link #seen}, and as safe to share.
   */
  private ClassInfo self;

  protected FieldsCodec(Class<?> owner, String[] names, ClassInfo[] known, SlowFields slow) {
    this.owner = owner;
    this.names = names;
    this.known = known;
    this.seen = new ClassInfo[names.length];
    this.slow = slow;
  }

  /**
   * Whether a field's value of class {@code info} is written and read by this very codec: the
   * field holds an instance of the class served (a list's next node, a tree's child) and the
   * class's serializer is the one this codec belongs to. Such a field calls this codec itself
   * rather than the serializer, which would only come back here: the class's description was
   * written (or read, and found to be the class's own layout) before the fields of the instance
   * that holds the field, so the serializer's first-use check and plan lookup are settled. One
   * level of a chain of DeepObjects spent about a fifth of its time writing in that detour.
   */
  public final boolean isSelf(ClassInfo info) {
    if (info == self) {
      return true;
    }
    if (info.type() != owner) {
      return false; // a subclass's instance, say: no lookup of its serializer's codec each time
    }
    CodecBodies bodies = info.codecBodies();
    if (bodies == null || bodies.runCodec() != this) {
      return false;
    }
    self = info;
    return true;
  }

  /** The class whose instances this codec writes and reads. */
  public final Class<?> servedClass() {
    return owner;
  }

  /** Writes every field of {@code object}, in layout order. */
  public abstract void writeFields(WriteSession session, Object object);

  /**
   * Reads one instance whose fields were written in this codec's layout: a plain object is created
   * and registered as a reference first, then filled; a record's components are read, then its
   * canonical constructor runs.
   */
  public abstract Object read(ReadSession session);

  /**
   * Writes the bodies of {@code values} from index {@code from} while each is an instance of
   * exactly the class served, and answers the index of the first that is not ({@code size} when all
   * are): the loop of a list's run. A template: every generated codec has a copy of this method's
   * bytecode (see {@link RunTemplates}), whose two calls then see one codec class and the list
   * classes of that class's runs. In the shared loop that called each element's codec, a JVM that
   * wrote lists of several record classes called {@code writeFields} through a vtable, and {@code
   * get} without inlining it: a list of 64 records of two doubles was written at 3.4-3.7 million
   * lists a second there, at 5.9-6.2 million with the copies (JMH, 13 rows in one JVM, two JVMs
   * each); alone in a JVM, at 7.4 and 7.6 million.
   */
  public int writeRun(WriteSession session, List<?> values, int from, int size) {
    int i = from;
    try {
      for (; i < size; i++) {
        Object value = values.get(i);
        if (value == null || value.getClass() != owner) {
          return i;
        }
        writeFields(session, value);
      }
    } catch (SerialException e) {
      throw elementFailed(e, i);
    }
    return size;
  }

  /** The template of {@link #writeRun} for an array whose elements are all of the class served. */
  public void writeArrayRun(WriteSession session, Object[] values) {
    int i = 0;
    try {
      for (; i < values.length; i++) {
        writeFields(session, values[i]);
      }
    } catch (SerialException e) {
      throw elementFailed(e, i);
    }
  }

  /**
   * The template of {@link #writeRun} for reading: {@code size} instances, each added to {@code
   * contents}. A collection that refuses one fails as ElementRun's loops say.
   */
  public void readRun(ReadSession session, int size, Collection<Object> contents) {
    for (int i = 0; i < size; i++) {
      int at = session.buffer().position();
      Object element;
      try {
        element = read(session);
      } catch (SerialException e) {
        throw elementFailed(e, i);
      }
      // Two handlers where Java code would write one multi-catch: the copy's frames are computed
      // by a writer that knows no common superclass but Object (see CodecGenerator#generate).
      try {
        contents.add(element);
      } catch (RuntimeException e) {
        throw elementRejected(e, i, element, at);
      } catch (StackOverflowError e) {
        throw elementRejected(e, i, element, at);
      }
    }
  }

  /**
   * The template of {@link #writeRun} for reading {@code array.length} instances into {@code
   * array}, which the caller made sure can hold the class served; a failure names the element's
   * index when {@code indexInPath}.
   */
  public void readArrayRun(ReadSession session, Object[] array, boolean indexInPath) {
    int i = 0;
    try {
      for (; i < array.length; i++) {
        ArrayStores.store(array, i, read(session));
      }
    } catch (SerialException e) {
      throw indexInPath ? elementFailed(e, i) : e;
    }
  }

  /** What a collection's refusal of element {@code index}, read from {@code at}, ends in. */
  public static SerialException elementRejected(Throwable cause, int index, Object element,
      int at) {
    return ElementRun.rejected("element #" + index, element, cause, at);
  }

  /** The failure of element {@code index} of a run, with its index prepended to its path. */
  public static SerialException elementFailed(SerialException e, int index) {
    return e.withOuterPath("[" + index + "]");
  }

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
