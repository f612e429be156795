package dev.serval.internal.serializers.collections;

import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.util.BitSet;

/**
 * A {@link BitSet}. Wire layout: a {@code VarUInt32} word count, then that many {@code Int64Le}
 * words as {@link BitSet#toLongArray()} returns them (bit {@code n} is bit {@code n % 64} of word
 * {@code n / 64}; trailing zero words are not written).
 */
final class BitSetSerializer extends Serializer<BitSet> {
  @Override
  public void write(WriteContext context, BitSet value) {
    long[] words = value.toLongArray();
    context.buffer().writeVarUInt32(words.length);
    context.buffer().writeInt64ArrayLe(words);
  }

  @Override
  public BitSet read(ReadContext context) {
    int length = context.readLength(8);
    BitSet result = BitSet.valueOf(context.buffer().readInt64ArrayLe(length));
    context.reference(result);
    return result;
  }
}
