package dev.serval.internal.serializers.hooks;

/**
 * The framing of a block: what one {@code writeObject} or {@code writeExternal} call wrote, and
 * what a class level without such a method writes in its place. A block is a run of segments, each
 * introduced by one tag byte, ended by {@link #END} or by a {@link #LAST_DATA} segment:
 * <pre>
 *   DATA      0x01  uint16 LE length n (1..65535), then n bytes of primitive data
 *   OBJECT    0x02  one value slot, exactly as WriteSession#writeObject writes it
 *   FIELDS    0x03  the class level's serial field values (defaultWriteObject / writeFields), in
 *                   the level's field order, each encoded as a plain object's field of that kind
 *   LAST_DATA 0x04  a DATA segment that also ends the block (no END follows)
 *   END       0x00
 * </pre>
 * A block that ends with primitive data (most {@code writeExternal} methods write nothing else)
 * saves its END byte that way: the writer turns the open segment's DATA tag into LAST_DATA.
 * Primitive data is the bytes {@link java.io.DataOutput} defines: big-endian and fixed-width
 * (short 2, char 2, int 4, long 8, float 4, double 8, boolean 1 byte 0/1; a float or double keeps
 * its NaN payload), {@code writeUTF} a uint16 byte count then modified UTF-8. A hook may read them
 * through other methods than wrote them (an int as four bytes, two shorts as an int) and reads
 * what Java's own streams would give it. Values never straddle two DATA segments when written; a
 * reader that reads other widths than were written may straddle and still works. (The framing's
 * own lengths are little-endian, as the rest of the format.)
 *
 * <p>Why segments rather than one length prefix: a reader that reads less than was written must
 * still consume the rest so that the reference numbering of the objects inside stays in step, and
 * skipping objects means reading them. Segments let the reader skip primitive bytes by length and
 * read (and drop) the objects, as Java's own block-data framing does.
 */
final class Segments {
  static final int END = 0x00;
  static final int DATA = 0x01;
  static final int OBJECT = 0x02;
  static final int FIELDS = 0x03;
  static final int LAST_DATA = 0x04;

  /** The most bytes one DATA segment holds: its length is a uint16. */
  static final int MAX_DATA = 0xFFFF;

  private Segments() {}
}
