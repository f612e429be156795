package dev.serval.internal.serializers.collections;

import dev.serval.SerialException;
import dev.serval.internal.InlineBodies;
import dev.serval.internal.ReadSession;
import dev.serval.internal.codegen.ProfileCopies;
import dev.serval.io.ReadBuffer;
import java.util.Map;

/**
 * {@link InlineEntryLoops} as {@link EntryRun}'s format says, copied by {@link ProfileCopies} for
 * each pair of key and value kinds of each map class (see EntryLoopsCode#inlineLoops).
 *
 * <p>Why a copy per pair of kinds: the loop tests the kinds on every entry, tests whose outcome
 * cannot change within a call, and C2 hoists such tests out of the loop as predicates that the
 * profile says hold. Shared by every pair, the loop compiled while maps of one pair were read
 * failed its predicates on the first map of another and ran in the interpreter until compiled
 * again. In quick runs, which time 40 ms after a warmup of 100, deserializing a map of 64
 * Integer-to-Integer entries read below 0.3 of the fastest peer in 9 of 36 reports. In a copy of
 * its own, a pair's tests always go the same way. As a template of copies, this class has no
 * nested classes and no lambdas.
 */
final class InlineEntryLoopsCode implements InlineEntryLoops {
  InlineEntryLoopsCode() {}

  /**
   * Keys and values all of inline classes (see ElementLoopsCode#readInline): a loop with no
   * serializer call on any path, and the classes decided once per map. Numbers are read here, in
   * the loop itself: the session's methods read all four classes and compile too large to be
   * inlined into it, and so did a helper of this class that read numbers (compiled on its own, with
   * the session's string reads inlined); a call per key and per value was a quarter of reading
   * FST's FrequentCollections, which reads 1.10 times as fast this way (CHANGELOG).
   */
  @Override
  public void readInline(ReadSession session, int size, Map<Object, Object> contents,
      int keyKind, int valueKind, boolean shareKeys) {
    ReadBuffer in = session.buffer();
    for (int i = 0; i < size; i++) {
      int at = in.position();
      Object key;
      Object value;
      try {
        if (keyKind == InlineBodies.INTEGERS) {
          key = in.readVarInt32();
        } else if (keyKind == InlineBodies.LONGS) {
          key = in.readVarInt64();
        } else if (keyKind == InlineBodies.DOUBLES) {
          key = in.readFloat64Le();
        } else {
          key = shareKeys ? session.readInlineKey(keyKind) : session.readInlineBody(keyKind);
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[key #" + i + "]");
      }
      try {
        if (valueKind == InlineBodies.INTEGERS) {
          value = in.readVarInt32();
        } else if (valueKind == InlineBodies.LONGS) {
          value = in.readVarInt64();
        } else if (valueKind == InlineBodies.DOUBLES) {
          value = in.readFloat64Le();
        } else {
          value = session.readInlineBody(valueKind);
        }
      } catch (SerialException e) {
        throw e.withOuterPath("[value #" + i + "]");
      }
      try {
        contents.put(key, value); // here, not through EntryLoopsCode: the call site is this copy's
      } catch (RuntimeException | StackOverflowError e) {
        throw ElementRun.rejected("entry #" + i + " with key", key, e, at);
      }
    }
  }
}
