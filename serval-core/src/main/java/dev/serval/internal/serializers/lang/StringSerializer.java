package dev.serval.internal.serializers.lang;

import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;

/** A string's body is its string encoding (see WriteBuffer#writeString), never the null header. */
final class StringSerializer extends Serializer<String> {
  @Override
  public void write(WriteContext context, String value) {
    context.buffer().writeString(value);
  }

  @Override
  public String read(ReadContext context) {
    int start = context.buffer().position();
    String value = context.readString();
    if (value == null) {
      throw new dev.serval.SerialException("null string header where a string body must be", start);
    }
    return value;
  }

  @Override
  public boolean tracksReferences() {
    return false;
  }
}
