package dev.serval.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Little-endian views of a byte array, one per primitive width, shared by {@link WriteBuffer} and
 * {@link ReadBuffer}: the wire format is little-endian but for its varints (see {@link
 * BigEndian}), and these compile to plain (unaligned) loads and stores with one bounds check.
 */
final class LittleEndian {
  static final VarHandle SHORT = view(short[].class);
  static final VarHandle CHAR = view(char[].class);
  static final VarHandle INT = view(int[].class);
  static final VarHandle LONG = view(long[].class);
  static final VarHandle FLOAT = view(float[].class);
  static final VarHandle DOUBLE = view(double[].class);

  private LittleEndian() {}

  private static VarHandle view(Class<?> arrayType) {
    return MethodHandles.byteArrayViewVarHandle(arrayType, ByteOrder.LITTLE_ENDIAN);
  }
}
