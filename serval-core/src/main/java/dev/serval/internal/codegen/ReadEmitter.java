package dev.serval.internal.codegen;

import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACONST_NULL;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ARETURN;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.ATHROW;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.DUP;
import static org.objectweb.asm.Opcodes.GETSTATIC;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IFEQ;
import static org.objectweb.asm.Opcodes.IFNULL;
import static org.objectweb.asm.Opcodes.IF_ACMPNE;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.NEW;
import static org.objectweb.asm.Opcodes.POP;
import static org.objectweb.asm.Opcodes.PUTFIELD;
import static org.objectweb.asm.Opcodes.SWAP;

import dev.serval.internal.ReadSession;
import java.lang.reflect.Field;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Emits a codec's {@code read}. A plain object is created ({@code new} and its own no-argument
 * constructor when it has one, else the reflective instantiator), registered as a reference, then
 * filled field by field. A record's components are read into typed locals and passed to the
 * canonical constructor, with no boxing and no argument array. Non-primitive values are checked
 * with the session's {@code checkType} before the cast, so hostile bytes fail with a
 * {@code SerialException}, never a {@code ClassCastException}.
 */
final class ReadEmitter {
  private static final String THROWABLE = "java/lang/Throwable";

  private final CodecSpec spec;
  private final Access access;
  private final String owner;
  /** As on the writing side: see {@link CodecGenerator#callsBodyCodecs}. */
  private final boolean callsBodyCodecs;

  ReadEmitter(CodecSpec spec, Access access, String owner) {
    this.spec = spec;
    this.access = access;
    this.owner = owner;
    this.callsBodyCodecs = CodecGenerator.callsBodyCodecs(spec, access);
  }

  void emit(ClassWriter writer) {
    MethodVisitor m = writer.visitMethod(ACC_PUBLIC, "read", Type.getMethodDescriptor(
        Type.getType(Object.class), Type.getType(ReadSession.class)), null, null);
    m.visitCode();
    if (spec.record()) {
      readRecord(m);
    } else {
      readPlain(m);
    }
    m.visitMaxs(0, 0);
    m.visitEnd();
  }

  /**
   * Locals: 0 this, 1 session, 2 the object, 3 the field index, 4 a value's offset, 5 a failure,
   * 6 and 7 a fixed run's buffer and offset.
   */
  private void readPlain(MethodVisitor m) {
    Label constructorFailed = new Label();
    create(m, constructorFailed);
    m.visitVarInsn(ALOAD, 1);
    m.visitVarInsn(ALOAD, 2);
    Call.REFERENCE.emit(m);
    List<CodecField> fields = spec.fields();
    CodecGenerator.FieldBlocks blocks = new CodecGenerator.FieldBlocks(m, 3, 5);
    blocks.begin(fields.size());
    for (int i = 0; i < fields.size(); ) {
      blocks.enter(i);
      FixedRun run = FixedRun.at(fields, i, field -> access.canPut(field.field()));
      if (run == null) {
        readIntoField(m, i, fields.get(i));
        i++;
        continue;
      }
      run.take(m, 6, 7);
      for (; i < run.end(); i++) {
        blocks.enter(i); // an invalid boolean names its own field
        Field f = fields.get(i).field();
        m.visitVarInsn(ALOAD, 2);
        run.pushPlace(m, i, 6, 7);
        run.get(m, i);
        m.visitFieldInsn(PUTFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(),
            Type.getDescriptor(f.getType()));
      }
    }
    blocks.end();
    m.visitVarInsn(ALOAD, 2);
    m.visitInsn(ARETURN);
    blocks.handler();
    if (hasOwnNoArgConstructor()) {
      m.visitLabel(constructorFailed);
      m.visitVarInsn(ASTORE, 5);
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, 5);
      Call.CONSTRUCTOR_FAILED.emit(m);
      m.visitInsn(ATHROW);
    }
  }

  /** Leaves the new instance in local 2; a throwing constructor goes to {@code failed}. */
  private void create(MethodVisitor m, Label failed) {
    if (!hasOwnNoArgConstructor()) {
      m.visitVarInsn(ALOAD, 0);
      Call.NEW_INSTANCE.emit(m);
      m.visitTypeInsn(CHECKCAST, owner);
      m.visitVarInsn(ASTORE, 2);
      return;
    }
    Label start = new Label();
    Label end = new Label();
    m.visitTryCatchBlock(start, end, failed, THROWABLE);
    m.visitLabel(start);
    m.visitTypeInsn(NEW, owner);
    m.visitInsn(DUP);
    m.visitMethodInsn(INVOKESPECIAL, owner, "<init>", "()V", false);
    m.visitLabel(end);
    m.visitVarInsn(ASTORE, 2);
  }

  /** The same constructor the reflective instantiator prefers: the class's own, any access. */
  private boolean hasOwnNoArgConstructor() {
    try {
      spec.owner().getDeclaredConstructor();
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  private void readIntoField(MethodVisitor m, int index, CodecField field) {
    Field f = field.field();
    Encoding encoding = field.encoding();
    boolean direct = access.canPut(f) && (encoding.isPrimitive()
        || encoding == Encoding.STRING || access.canName(f.getType()));
    if (!direct) {
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, 1);
      Constants.push(m, index);
      m.visitVarInsn(ALOAD, 2);
      Call.SLOW_READ.emit(m);
      return;
    }
    if (checksType(encoding)) {
      offset(m, 4);
    }
    m.visitVarInsn(ALOAD, 2);
    readValue(m, index, field, 4);
    m.visitFieldInsn(PUTFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(),
        Type.getDescriptor(f.getType()));
  }

  /**
   * Locals: 0 this, 1 session, 2 the field index, 3 a value's offset, 4 a failure, 5 on the
   * values, then a fixed run's buffer and offset.
   */
  private void readRecord(MethodVisitor m) {
    List<CodecField> fields = spec.fields();
    int[] slots = new int[fields.size()];
    int slot = 5;
    for (int i = 0; i < fields.size(); i++) {
      slots[i] = slot;
      slot += Type.getType(fields.get(i).field().getType()).getSize();
    }
    int runBufferSlot = slot;
    int runAtSlot = slot + 1;
    CodecGenerator.FieldBlocks blocks = new CodecGenerator.FieldBlocks(m, 2, 4);
    blocks.begin(fields.size());
    for (int i = 0; i < fields.size(); ) {
      blocks.enter(i);
      FixedRun run = FixedRun.at(fields, i, field -> true);
      if (run != null) {
        run.take(m, runBufferSlot, runAtSlot);
        for (; i < run.end(); i++) {
          blocks.enter(i);
          run.pushPlace(m, i, runBufferSlot, runAtSlot);
          run.get(m, i);
          store(m, fields.get(i), slots[i]);
        }
        continue;
      }
      CodecField field = fields.get(i);
      if (checksType(field.encoding())) {
        offset(m, 3);
      }
      readValue(m, i, field, 3);
      store(m, field, slots[i]);
      i++;
    }
    blocks.end();
    Label start = new Label();
    Label end = new Label();
    Label rejected = new Label();
    m.visitTryCatchBlock(start, end, rejected, THROWABLE);
    m.visitLabel(start);
    m.visitTypeInsn(NEW, owner);
    m.visitInsn(DUP);
    Type[] parameters = new Type[fields.size()];
    slot = 5;
    for (int i = 0; i < parameters.length; i++) {
      parameters[i] = Type.getType(fields.get(i).field().getType());
      m.visitVarInsn(parameters[i].getOpcode(ILOAD), slot);
      slot += parameters[i].getSize();
    }
    m.visitMethodInsn(INVOKESPECIAL, owner, "<init>",
        Type.getMethodDescriptor(Type.VOID_TYPE, parameters), false);
    m.visitLabel(end);
    m.visitInsn(ARETURN);
    blocks.handler();
    m.visitLabel(rejected);
    m.visitVarInsn(ASTORE, 4);
    m.visitVarInsn(ALOAD, 0);
    m.visitVarInsn(ALOAD, 4);
    m.visitVarInsn(ALOAD, 1);
    Call.RECORD_REJECTED.emit(m);
    m.visitInsn(ATHROW);
  }

  private static void store(MethodVisitor m, CodecField field, int slot) {
    m.visitVarInsn(Type.getType(field.field().getType()).getOpcode(ISTORE), slot);
  }

  /** Whether a value of this encoding is type-checked, which needs the offset where it starts. */
  private static boolean checksType(Encoding encoding) {
    return encoding == Encoding.KNOWN || encoding == Encoding.POLYMORPHIC;
  }

  /** Stores the buffer's position in {@code slot}: where a checked value starts, for errors. */
  private static void offset(MethodVisitor m, int slot) {
    m.visitVarInsn(ALOAD, 1);
    Call.READ_BUFFER.emit(m);
    Call.POSITION.emit(m);
    m.visitVarInsn(ISTORE, slot);
  }

  /**
   * Pushes the field's value as its declared type, in the portable path's encoding; a
   * non-primitive one is type-checked against the declared type with its offset in
   * {@code offsetSlot}.
   */
  private void readValue(MethodVisitor m, int index, CodecField field, int offsetSlot) {
    Encoding encoding = field.encoding();
    if (encoding.isPrimitive()) {
      m.visitVarInsn(ALOAD, 1);
      Call.READ_BUFFER.emit(m);
      Primitives.read(encoding).emit(m);
      return;
    }
    if (encoding == Encoding.STRING) {
      m.visitVarInsn(ALOAD, 1);
      Call.READ_STRING.emit(m);
      return;
    }
    Class<?> type = field.field().getType();
    if (encoding == Encoding.ENUM) {
      // v = (T) session.readEnumField(info): Serval's own serializer, so no type check.
      m.visitVarInsn(ALOAD, 1);
      CodecGenerator.knownInfo(m, index);
      Call.READ_ENUM_FIELD.emit(m);
      m.visitTypeInsn(CHECKCAST, Type.getInternalName(type));
      return;
    }
    if (encoding == Encoding.LEAF || encoding == Encoding.BOXED) {
      // v = session.readLeafMarker(T.class) ? (T) info.serializer().read(session) : null, or for a
      // box v = session.readLeafMarker(Long.class) ? Long.valueOf(session.buffer().readVarInt64())
      // : null, say: Serval's own serializer, so no type check.
      Label absent = new Label();
      Label done = new Label();
      m.visitVarInsn(ALOAD, 1);
      m.visitLdcInsn(Type.getType(type));
      Call.READ_LEAF_MARKER.emit(m);
      m.visitJumpInsn(IFEQ, absent);
      if (encoding == Encoding.BOXED) {
        m.visitVarInsn(ALOAD, 1);
        Call.READ_BUFFER.emit(m);
        Primitives.read(Primitives.ofBox(type)).emit(m);
        Primitives.box(m, type);
      } else {
        CodecGenerator.knownInfo(m, index);
        Call.SERIALIZER.emit(m);
        m.visitVarInsn(ALOAD, 1);
        Call.SERIALIZER_READ.emit(m);
        m.visitTypeInsn(CHECKCAST, Type.getInternalName(type));
      }
      m.visitJumpInsn(GOTO, done);
      m.visitLabel(absent);
      m.visitInsn(ACONST_NULL);
      m.visitLabel(done);
      return;
    }
    Label checked = new Label();
    if (encoding != Encoding.KNOWN && CodecGenerator.mayHoldArrayList(type)) {
      // v = session.readListSlot(); if (v != NOT_A_LIST) skip the general path and its type check:
      // an ArrayList fits the declared type.
      m.visitVarInsn(ALOAD, 1);
      Call.READ_LIST_SLOT.emit(m);
      m.visitInsn(DUP);
      m.visitFieldInsn(GETSTATIC, Type.getInternalName(ReadSession.class), "NOT_A_LIST",
          Type.getDescriptor(Object.class));
      m.visitJumpInsn(IF_ACMPNE, checked);
      m.visitInsn(POP);
    }
    m.visitVarInsn(ALOAD, 1);
    m.visitVarInsn(ALOAD, 1);
    if (encoding == Encoding.KNOWN && type == spec.owner()) {
      // A field of the class served (final, or a record): v = session.readOwnKnown(info, this);
      // if (v == OWN_BODY) { v = this.read(session); session.leaveBody(); } (see readOwnKnown)
      CodecGenerator.knownInfo(m, index);
      m.visitVarInsn(ALOAD, 0);
      Call.READ_OWN_KNOWN.emit(m);
      Label done = unlessSentinel(m, "OWN_BODY");
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, 1);
      Call.CODEC_READ.emit(m);
      m.visitVarInsn(ALOAD, 1);
      Call.READ_LEAVE_BODY.emit(m);
      m.visitLabel(done);
    } else if (encoding == Encoding.KNOWN) {
      // v = session.readKnownUnlessLeaf(info);
      // if (v == LEAF_BODY) v = info.serializer().read(session); (see readKnownUnlessLeaf)
      CodecGenerator.knownInfo(m, index);
      Call.READ_KNOWN_UNLESS_LEAF.emit(m);
      Label done = unlessSentinel(m, "LEAF_BODY");
      CodecGenerator.knownInfo(m, index);
      Call.SERIALIZER.emit(m);
      m.visitVarInsn(ALOAD, 1);
      Call.SERIALIZER_READ.emit(m);
      m.visitLabel(done);
    } else {
      // info = session.readSlotHead(this, or null unless the field may hold the class served);
      // v = info == null ? session.slotValue() : info.serializer().read(session), then
      // session.leaveBody() (see readSlotHead).
      boolean mayCallSelf = CodecGenerator.mayHoldOwner(type, spec.owner());
      if (mayCallSelf) {
        m.visitVarInsn(ALOAD, 0);
      } else {
        m.visitInsn(ACONST_NULL);
      }
      Call.READ_SLOT_HEAD.emit(m);
      m.visitInsn(DUP);
      Label whole = new Label();
      m.visitJumpInsn(IFNULL, whole);
      Label leave = new Label();
      if (mayCallSelf) {
        // if (this.isSelf(info)) v = this.read(session) (see FieldsCodec.isSelf)
        Label general = new Label();
        m.visitInsn(DUP);
        m.visitVarInsn(ALOAD, 0);
        m.visitInsn(SWAP);
        Call.IS_SELF.emit(m);
        m.visitJumpInsn(IFEQ, general);
        m.visitInsn(POP);
        m.visitVarInsn(ALOAD, 0);
        m.visitVarInsn(ALOAD, 1);
        Call.CODEC_READ.emit(m);
        m.visitJumpInsn(GOTO, leave);
        m.visitLabel(general);
      }
      if (callsBodyCodecs && CodecGenerator.mayHoldObject(type)) {
        // FieldsCodec c = session.bodyCodec(info); if (c != null) { v = c.read(session); leave }
        Label serializer = new Label();
        m.visitInsn(DUP);
        m.visitVarInsn(ALOAD, 1);
        m.visitInsn(SWAP);
        Call.READ_BODY_CODEC.emit(m);
        m.visitInsn(DUP);
        m.visitJumpInsn(IFNULL, serializer);
        m.visitInsn(SWAP);
        m.visitInsn(POP);
        m.visitVarInsn(ALOAD, 1);
        Call.CODEC_READ.emit(m);
        m.visitJumpInsn(GOTO, leave);
        m.visitLabel(serializer);
        m.visitInsn(POP);
      }
      Call.SERIALIZER.emit(m);
      m.visitVarInsn(ALOAD, 1);
      Call.SERIALIZER_READ.emit(m);
      m.visitLabel(leave);
      m.visitVarInsn(ALOAD, 1);
      Call.READ_LEAVE_BODY.emit(m);
      Label done = new Label();
      m.visitJumpInsn(GOTO, done);
      m.visitLabel(whole);
      m.visitInsn(POP);
      m.visitVarInsn(ALOAD, 1);
      Call.SLOT_VALUE.emit(m);
      m.visitLabel(done);
    }
    m.visitLdcInsn(Type.getType(type));
    m.visitVarInsn(ILOAD, offsetSlot);
    Call.CHECK_TYPE.emit(m);
    m.visitLabel(checked);
    m.visitTypeInsn(CHECKCAST, Type.getInternalName(type));
  }

  /**
   * With the value a session call answered on the stack: if it is the {@link ReadSession} constant
   * {@code sentinel}, pops it and goes on (the caller then reads the body itself); else jumps, the
   * value kept, to the label answered, which the caller places after that read.
   */
  private static Label unlessSentinel(MethodVisitor m, String sentinel) {
    m.visitInsn(DUP);
    m.visitFieldInsn(GETSTATIC, Type.getInternalName(ReadSession.class), sentinel,
        Type.getDescriptor(Object.class));
    Label done = new Label();
    m.visitJumpInsn(IF_ACMPNE, done);
    m.visitInsn(POP);
    return done;
  }
}
