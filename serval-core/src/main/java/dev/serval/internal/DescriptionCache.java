package dev.serval.internal;

import dev.serval.io.ReadBuffer;

/**
 * The last class description read for one serializer, as raw bytes, with what it was turned into.
 * An EVOLVING payload describes each class it uses (field names and kinds); a stream of payloads
 * from one writer repeats the same description every time, so comparing bytes replaces parsing
 * and name matching. Only descriptions whose meaning does not depend on the payload are kept:
 * those that name no class by name or per-payload id (see {@link ReadSession#payloadClassTags}).
 *
 * <p>Use: {@link #lookup}; on a miss note {@link ReadBuffer#position()} and
 * {@link ReadSession#payloadClassTags()}, parse, then {@link #remember}. Shared by the threads
 * using one {@code Serval}: the entry is immutable and swapped whole, so a race costs a parse.
 */
public final class DescriptionCache<T> {
  private record Entry<T>(byte[] bytes, Object value) {}

  private volatile Entry<T> last;

  /** The remembered value when the next bytes are its description (then consumed), else null. */
  @SuppressWarnings("unchecked")
  public T lookup(ReadBuffer in) {
    Entry<T> entry = last;
    if (entry != null && in.skipIfNext(entry.bytes)) {
      return (T) entry.value;
    }
    return null;
  }

  /**
   * Remembers {@code value} for the bytes read since offset {@code from}, unless a class tag read
   * since {@code payloadClassTags} was taken meant something only in this payload.
   */
  public void remember(ReadSession session, int from, int payloadClassTags, T value) {
    if (session.payloadClassTags() == payloadClassTags) {
      last = new Entry<>(session.buffer().copySince(from), value);
    }
  }
}
