package dev.serval.internal.codegen;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import dev.serval.io.ReadBuffer;
import dev.serval.io.WriteBuffer;
import dev.serval.spi.ReadContext;
import dev.serval.spi.Serializer;
import dev.serval.spi.WriteContext;
import java.lang.reflect.Method;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A virtual call that generated code makes into Serval, with its descriptor taken from the real
 * method, so a renamed or retyped method fails here, in every test, rather than in a verifier.
 */
final class Call {
  static final Call WRITE_BUFFER = of(WriteSession.class, "buffer");
  static final Call WRITE_KNOWN_MARKER = of(WriteSession.class, "writeKnownMarker",
      Object.class, ClassInfo.class);
  static final Call SERIALIZER = of(ClassInfo.class, "serializer");
  static final Call WRITE_LEAF_MARKER = of(WriteSession.class, "writeLeafMarker", Object.class);
  static final Call WRITE_BOX_MARKER = of(WriteSession.class, "writeBoxMarker", Object.class,
      int.class);
  static final Call WRITE_ENUM_FIELD = of(WriteSession.class, "writeEnumField", Object.class,
      ClassInfo.class);
  static final Call READ_ENUM_FIELD = of(ReadSession.class, "readEnumField", ClassInfo.class);
  static final Call READ_LEAF_MARKER = of(ReadSession.class, "readLeafMarker", Class.class);
  static final Call SERIALIZER_WRITE = of(Serializer.class, "write", WriteContext.class,
      Object.class);
  static final Call WRITE_SLOT_HEAD = of(WriteSession.class, "writeSlotHead", Object.class,
      ClassInfo[].class, int.class, FieldsCodec.class);
  static final Call WRITE_LIST_SLOT = of(WriteSession.class, "writeListSlot", Object.class);
  static final Call LEAVE_BODY = of(WriteSession.class, "leaveBody");
  static final Call WRITE_OWN_MARKER = of(WriteSession.class, "writeOwnMarker", Object.class,
      ClassInfo.class, FieldsCodec.class);
  static final Call BODY_CODEC = of(WriteSession.class, "bodyCodec", ClassInfo.class);
  static final Call WRITE_STRING = of(WriteBuffer.class, "writeString", String.class);

  static final Call READ_BUFFER = of(ReadSession.class, "buffer");
  static final Call POSITION = of(ReadBuffer.class, "position");
  static final Call READ_STRING = of(ReadSession.class, "readString");
  static final Call READ_KNOWN_UNLESS_LEAF = of(ReadSession.class, "readKnownUnlessLeaf",
      ClassInfo.class);
  static final Call SERIALIZER_READ = of(Serializer.class, "read", ReadContext.class);
  static final Call READ_SLOT_HEAD = of(ReadSession.class, "readSlotHead", FieldsCodec.class);
  static final Call SLOT_VALUE = of(ReadSession.class, "slotValue");
  static final Call READ_LIST_SLOT = of(ReadSession.class, "readListSlot");
  static final Call READ_LEAVE_BODY = of(ReadSession.class, "leaveBody");
  static final Call READ_OWN_KNOWN = of(ReadSession.class, "readOwnKnown", ClassInfo.class,
      FieldsCodec.class);
  static final Call READ_BODY_CODEC = of(ReadSession.class, "bodyCodec", ClassInfo.class);
  static final Call CHECK_TYPE = of(ReadSession.class, "checkType", Object.class, Class.class,
      int.class);
  static final Call REFERENCE = of(ReadSession.class, "reference", Object.class);

  static final Call SLOW_WRITE = of(FieldsCodec.class, "writeField", WriteSession.class,
      int.class, Object.class);
  static final Call SLOW_READ = of(FieldsCodec.class, "readField", ReadSession.class, int.class,
      Object.class);
  static final Call NEW_INSTANCE = of(FieldsCodec.class, "newInstance");
  static final Call IS_SELF = of(FieldsCodec.class, "isSelf", ClassInfo.class);
  static final Call WRITE_FIELDS = of(FieldsCodec.class, "writeFields", WriteSession.class,
      Object.class);
  static final Call CODEC_READ = of(FieldsCodec.class, "read", ReadSession.class);
  static final Call FIELD_FAILED = of(FieldsCodec.class, "fieldFailed", SerialException.class,
      int.class);
  static final Call CONSTRUCTOR_FAILED = of(FieldsCodec.class, "constructorFailed",
      Throwable.class);
  static final Call RECORD_REJECTED = of(FieldsCodec.class, "recordRejected", Throwable.class,
      ReadSession.class);

  private final String owner;
  private final String name;
  private final String descriptor;

  private Call(Class<?> owner, Method method) {
    this.owner = Type.getInternalName(owner);
    this.name = method.getName();
    this.descriptor = Type.getMethodDescriptor(method);
  }

  static Call of(Class<?> owner, String name, Class<?>... parameters) {
    try {
      return new Call(owner, owner.getMethod(name, parameters));
    } catch (NoSuchMethodException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  void emit(MethodVisitor method) {
    method.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, name, descriptor, false);
  }
}
