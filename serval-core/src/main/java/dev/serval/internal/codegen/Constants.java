package dev.serval.internal.codegen;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Int constants in their shortest instruction. */
final class Constants {
  private Constants() {}

  static void push(MethodVisitor m, int value) {
    if (value >= -1 && value <= 5) {
      m.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      m.visitIntInsn(Opcodes.BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      m.visitIntInsn(Opcodes.SIPUSH, value);
    } else {
      m.visitLdcInsn(value);
    }
  }
}
