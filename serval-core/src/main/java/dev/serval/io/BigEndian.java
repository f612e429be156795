package dev.serval.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Big-endian views of a byte array, for the one encoding that is big-endian: the varints, whose
 * length prefix sits in the first byte's high bits and whose value follows it high bits first
 * (see WriteBuffer#putVarUInt32), so a load and a mask decode them.
 */
final class BigEndian {
  static final VarHandle SHORT = view(short[].class);
  static final VarHandle INT = view(int[].class);
  static final VarHandle LONG = view(long[].class);

  private BigEndian() {}

  private static VarHandle view(Class<?> arrayType) {
    return MethodHandles.byteArrayViewVarHandle(arrayType, ByteOrder.BIG_ENDIAN);
  }
}
