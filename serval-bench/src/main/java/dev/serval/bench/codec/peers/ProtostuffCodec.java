package dev.serval.bench.codec.peers;

import dev.serval.bench.codec.Codec;
import dev.serval.bench.codec.CodecInfo;
import dev.serval.bench.codec.CodecInfo.Format;
import dev.serval.bench.codec.Versions;
import dev.serval.fixtures.DeepEquals.ClassCheck;
import dev.serval.fixtures.TypeNames;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;

/**
 * protostuff-runtime: a schema derived from each class at run time, written in protostuff's
 * format with a reused {@link LinkedBuffer} (optional peer). Its roots must be message classes, so
 * arrays, strings and collections as roots fail.
 */
public final class ProtostuffCodec implements Codec {
  private static final int BUFFER_SIZE = 64 * 1024;

  private final CodecInfo info = new CodecInfo("protostuff", "protostuff",
      Versions.of(ProtostuffIOUtil.class, "io.protostuff", "protostuff-core"), Format.BINARY, false,
      CodecInfo.Schema.EVOLVING, true, ClassCheck.SAME_KIND,
      "runtime schema, reused LinkedBuffer (optional peer)");

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Bound bind(Type rootType, Sharing sharing) {
    Class<?> root = TypeNames.rawClass(rootType);
    if (root.isArray() || root.getName().startsWith("java.") || Modifier.isAbstract(root.getModifiers())) {
      throw new UnsupportedOperationException("protostuff roots must be message classes, not "
          + rootType.getTypeName());
    }
    @SuppressWarnings("unchecked")
    Schema<Object> schema = (Schema<Object>) RuntimeSchema.getSchema(root);
    LinkedBuffer reused = sharing == Sharing.SINGLE_THREAD ? LinkedBuffer.allocate(BUFFER_SIZE) : null;
    return new Bound() {
      @Override
      public byte[] serialize(Object value) {
        LinkedBuffer buffer = reused != null ? reused : LinkedBuffer.allocate(BUFFER_SIZE);
        try {
          return ProtostuffIOUtil.toByteArray(value, schema, buffer);
        } finally {
          buffer.clear();
        }
      }

      @Override
      public Object deserialize(byte[] bytes) {
        Object value = schema.newMessage();
        ProtostuffIOUtil.mergeFrom(bytes, value, schema);
        return value;
      }
    };
  }
}
