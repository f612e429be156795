package dev.serval.internal.codegen;

import static org.objectweb.asm.Opcodes.AALOAD;
import static org.objectweb.asm.Opcodes.ACONST_NULL;
import static org.objectweb.asm.Opcodes.ACC_FINAL;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_SUPER;
import static org.objectweb.asm.Opcodes.ACC_SYNTHETIC;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.ATHROW;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.GETFIELD;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IFEQ;
import static org.objectweb.asm.Opcodes.IFNE;
import static org.objectweb.asm.Opcodes.IFNULL;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.RETURN;
import static org.objectweb.asm.Opcodes.V17;

import dev.serval.SerialException;
import dev.serval.internal.ClassInfo;
import dev.serval.internal.WriteSession;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Writes the class file of one codec: a final subclass of {@link FieldsCodec} named after the
 * class it serves, with {@code writeFields} here and {@code read} in {@link ReadEmitter}. Each
 * field is one straight-line block: no switch on the encoding, no reflection, no boxing of
 * primitives. A local {@code index} names the field being handled, so one exception handler per
 * method prepends the right field name to a failure's path.
 */
final class CodecGenerator {
  static final String BASE = Type.getInternalName(FieldsCodec.class);
  static final String SERIAL_EXCEPTION = Type.getInternalName(SerialException.class);
  static final String CONSTRUCTOR_DESCRIPTOR = Type.getMethodDescriptor(Type.VOID_TYPE,
      Type.getType(Class.class), Type.getType(String[].class), Type.getType(ClassInfo[].class),
      Type.getType(SlowFields.class));

  private final CodecSpec spec;
  private final Access access;
  private final String owner;
  /** Whether POLYMORPHIC fields that may hold an application object call its codec themselves. */
  private final boolean callsBodyCodecs;

  CodecGenerator(CodecSpec spec, Access access) {
    this.spec = spec;
    this.access = access;
    this.owner = Type.getInternalName(spec.owner());
    this.callsBodyCodecs = callsBodyCodecs(spec, access);
  }

  /** The class's bytes; its name is the served class's plus a suffix, in the same package. */
  byte[] generate() {
    // Frames are computed, but every local keeps one type throughout, so ASM never needs a
    // common superclass (its default would load user classes through the wrong loader).
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
      @Override
      protected String getCommonSuperClass(String first, String second) {
        return "java/lang/Object";
      }
    };
    writer.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, owner + "$$ServalCodec",
        null, BASE, null);
    constructor(writer);
    writeFields(writer);
    new ReadEmitter(spec, access, owner).emit(writer);
    RunTemplates.copyInto(writer, owner);
    writer.visitEnd();
    return writer.toByteArray();
  }

  private static void constructor(ClassWriter writer) {
    MethodVisitor m = writer.visitMethod(ACC_PUBLIC, "<init>", CONSTRUCTOR_DESCRIPTOR, null, null);
    m.visitCode();
    for (int slot = 0; slot <= 4; slot++) {
      m.visitVarInsn(ALOAD, slot);
    }
    m.visitMethodInsn(INVOKESPECIAL, BASE, "<init>", CONSTRUCTOR_DESCRIPTOR, false);
    m.visitInsn(RETURN);
    m.visitMaxs(0, 0);
    m.visitEnd();
  }

  /** A KNOWN field's value, held for the two calls that write it. */
  private static final int VALUE_SLOT = 6;
  /** A {@link FixedRun}'s buffer and the offset it reserved. */
  private static final int RUN_BUFFER_SLOT = 7;
  private static final int RUN_AT_SLOT = 8;
  /** A POLYMORPHIC field's class info. */
  private static final int SLOT_INFO_SLOT = 9;
  /** The codec a POLYMORPHIC field calls itself (see {@link #callsBodyCodecs}). */
  private static final int BODY_CODEC_SLOT = 10;

  /**
   * Locals: 0 this, 1 session, 2 the object as Object, 3 it cast, 4 the field index, 5 a failure,
   * 6 a KNOWN or POLYMORPHIC field's value, 7 and 8 a fixed run's buffer and offset, 9 a
   * POLYMORPHIC field's info, 10 the codec of its class.
   */
  private void writeFields(ClassWriter writer) {
    MethodVisitor m = writer.visitMethod(ACC_PUBLIC, "writeFields",
        Type.getMethodDescriptor(Type.VOID_TYPE, Type.getType(WriteSession.class),
            Type.getType(Object.class)), null, null);
    m.visitCode();
    m.visitVarInsn(ALOAD, 2);
    m.visitTypeInsn(CHECKCAST, owner);
    m.visitVarInsn(ASTORE, 3);
    List<CodecField> fields = spec.fields();
    FieldBlocks blocks = new FieldBlocks(m, 4, 5);
    blocks.begin(fields.size());
    Predicate<CodecField> direct = field -> access.canGet(field.field());
    for (int i = 0; i < fields.size(); ) {
      blocks.enter(i);
      FixedRun run = FixedRun.at(fields, i, direct);
      // A field starts at most one of the two kinds of run: fixed widths or varints.
      VarintRun varints = VarintRun.at(fields, i, direct);
      if (varints != null) {
        varints.ensure(m, RUN_BUFFER_SLOT);
        for (; i < varints.end(); i++) {
          varints.pushBuffer(m, RUN_BUFFER_SLOT);
          getField(m, fields.get(i).field());
          varints.write(m, i);
        }
        continue;
      }
      if (run == null) {
        writeField(m, i, fields.get(i));
        i++;
        continue;
      }
      run.reserve(m, RUN_BUFFER_SLOT, RUN_AT_SLOT);
      for (; i < run.end(); i++) {
        run.pushPlace(m, i, RUN_BUFFER_SLOT, RUN_AT_SLOT);
        getField(m, fields.get(i).field());
        run.put(m, i);
      }
    }
    blocks.end();
    m.visitInsn(RETURN);
    blocks.handler();
    m.visitMaxs(0, 0);
    m.visitEnd();
  }

  private void writeField(MethodVisitor m, int index, CodecField field) {
    Field f = field.field();
    if (!access.canGet(f)) {
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, 1);
      Constants.push(m, index);
      m.visitVarInsn(ALOAD, 3);
      Call.SLOW_WRITE.emit(m);
      return;
    }
    Encoding encoding = field.encoding();
    if (encoding.isPrimitive() || encoding == Encoding.STRING) {
      m.visitVarInsn(ALOAD, 1);
      Call.WRITE_BUFFER.emit(m);
      getField(m, f);
      (encoding == Encoding.STRING ? Call.WRITE_STRING : Primitives.write(encoding)).emit(m);
    } else if (encoding == Encoding.POLYMORPHIC) {
      writeSlot(m, index, f);
    } else if (encoding == Encoding.KNOWN && f.getType() == spec.owner()) {
      // A field of the class served (final, or a record): if (session.writeOwnMarker(v, info,
      // this)) { this.writeFields(session, v); session.leaveBody(); } (see writeOwnMarker).
      getField(m, f);
      m.visitVarInsn(ASTORE, VALUE_SLOT);
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, VALUE_SLOT);
      knownInfo(m, index);
      m.visitVarInsn(ALOAD, 0);
      Call.WRITE_OWN_MARKER.emit(m);
      Label done = new Label();
      m.visitJumpInsn(IFEQ, done);
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, VALUE_SLOT);
      Call.WRITE_FIELDS.emit(m);
      m.visitVarInsn(ALOAD, 1);
      Call.LEAVE_BODY.emit(m);
      m.visitLabel(done);
    } else if (encoding == Encoding.ENUM) {
      // session.writeEnumField(v, info)
      m.visitVarInsn(ALOAD, 1);
      getField(m, f);
      knownInfo(m, index);
      Call.WRITE_ENUM_FIELD.emit(m);
    } else {
      // KNOWN: if (session.writeKnownMarker(v, info)) info.serializer().write(session, v), this
      // class's own call site, which sees one serializer class (see writeKnownMarker). LEAF: the
      // same through writeLeafMarker(v). BOXED: the primitive's own buffer call after a marker
      // that made room for it, if (session.writeBoxMarker(v, 9))
      // session.buffer().writeVarInt64Ensured(v.longValue()) say, instead of the serializer.
      Encoding boxed = encoding == Encoding.BOXED ? Primitives.ofBox(f.getType()) : null;
      getField(m, f);
      m.visitVarInsn(ASTORE, VALUE_SLOT);
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, VALUE_SLOT);
      if (encoding == Encoding.KNOWN) {
        knownInfo(m, index);
        Call.WRITE_KNOWN_MARKER.emit(m);
      } else if (boxed != null) {
        Constants.push(m, boxed.maxWidth());
        Call.WRITE_BOX_MARKER.emit(m);
      } else {
        Call.WRITE_LEAF_MARKER.emit(m);
      }
      Label done = new Label();
      m.visitJumpInsn(IFEQ, done);
      if (boxed != null) {
        m.visitVarInsn(ALOAD, 1);
        Call.WRITE_BUFFER.emit(m);
        m.visitVarInsn(ALOAD, VALUE_SLOT);
        Primitives.unbox(m, f.getType());
        Primitives.writeEnsured(boxed).emit(m);
      } else {
        knownInfo(m, index);
        Call.SERIALIZER.emit(m);
        m.visitVarInsn(ALOAD, 1);
        m.visitVarInsn(ALOAD, VALUE_SLOT);
        Call.SERIALIZER_WRITE.emit(m);
      }
      m.visitLabel(done);
    }
  }

  /**
   * A POLYMORPHIC field: {@code info = session.writeSlotHead(v, seen, index, this or null)}, then,
   * unless null, {@code info.serializer().write(session, v); session.leaveBody()}. The serializer
   * call is this field's own call site, which sees the classes this field holds (see
   * writeSlotHead).
   */
  private void writeSlot(MethodVisitor m, int index, Field f) {
    getField(m, f);
    m.visitVarInsn(ASTORE, VALUE_SLOT);
    Label done = new Label();
    if (mayHoldArrayList(f.getType())) {
      // if (session.writeListSlot(v)) done
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, VALUE_SLOT);
      Call.WRITE_LIST_SLOT.emit(m);
      m.visitJumpInsn(IFNE, done);
    }
    boolean mayCallSelf = mayHoldOwner(f.getType(), spec.owner());
    m.visitVarInsn(ALOAD, 1);
    m.visitVarInsn(ALOAD, VALUE_SLOT);
    m.visitVarInsn(ALOAD, 0);
    m.visitFieldInsn(GETFIELD, BASE, "seen", Type.getDescriptor(ClassInfo[].class));
    Constants.push(m, index);
    if (mayCallSelf) { // the codec, which calls itself below, else null
      m.visitVarInsn(ALOAD, 0);
    } else {
      m.visitInsn(ACONST_NULL);
    }
    Call.WRITE_SLOT_HEAD.emit(m);
    m.visitVarInsn(ASTORE, SLOT_INFO_SLOT);
    m.visitVarInsn(ALOAD, SLOT_INFO_SLOT);
    m.visitJumpInsn(IFNULL, done);
    Label leave = new Label();
    if (mayCallSelf) {
      // if (this.isSelf(info)) { this.writeFields(session, v); goto leave; }
      Label general = new Label();
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, SLOT_INFO_SLOT);
      Call.IS_SELF.emit(m);
      m.visitJumpInsn(IFEQ, general);
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, VALUE_SLOT);
      Call.WRITE_FIELDS.emit(m);
      m.visitJumpInsn(GOTO, leave);
      m.visitLabel(general);
    }
    if (callsBodyCodecs && mayHoldObject(f.getType())) {
      // FieldsCodec c = session.bodyCodec(info);
      // if (c != null) { c.writeFields(session, v); goto leave; }
      Label serializer = new Label();
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, SLOT_INFO_SLOT);
      Call.BODY_CODEC.emit(m);
      m.visitVarInsn(ASTORE, BODY_CODEC_SLOT);
      m.visitVarInsn(ALOAD, BODY_CODEC_SLOT);
      m.visitJumpInsn(IFNULL, serializer);
      m.visitVarInsn(ALOAD, BODY_CODEC_SLOT);
      m.visitVarInsn(ALOAD, 1);
      m.visitVarInsn(ALOAD, VALUE_SLOT);
      Call.WRITE_FIELDS.emit(m);
      m.visitJumpInsn(GOTO, leave);
      m.visitLabel(serializer);
    }
    m.visitVarInsn(ALOAD, SLOT_INFO_SLOT);
    Call.SERIALIZER.emit(m);
    m.visitVarInsn(ALOAD, 1);
    m.visitVarInsn(ALOAD, VALUE_SLOT);
    Call.SERIALIZER_WRITE.emit(m);
    m.visitLabel(leave);
    m.visitVarInsn(ALOAD, 1);
    Call.LEAVE_BODY.emit(m);
    m.visitLabel(done);
  }

  /**
   * The most fields of a class that call the codecs of their values themselves. Each such call is
   * a monomorphic site the JIT inlines, nested codec and all, into this codec's {@code
   * writeFields} (or {@code read}); past C2's budget for one compilation ({@code DesiredMethodLimit}) it stops
   * inlining anything, down to the small session calls of later fields. With every such field
   * calling its codec, FST's ManyClasses (eleven of them) was written 8% slower, MediaContent (one,
   * its Media) 7.6% faster.
   */
  static final int MAX_BODY_CODEC_FIELDS = 3;

  /**
   * Whether the POLYMORPHIC fields of {@code spec} that may hold an application object call its
   * codec themselves (see {@link WriteSession#bodyCodec}): when there are at most {@link
   * #MAX_BODY_CODEC_FIELDS} of them. A class with more calls none, rather than its first few: the
   * budget is spent by each, and which fields are hot is not known.
   */
  static boolean callsBodyCodecs(CodecSpec spec, Access access) {
    int count = 0;
    for (CodecField field : spec.fields()) {
      if (field.encoding() == Encoding.POLYMORPHIC && access.canGet(field.field())
          && mayHoldObject(field.field().getType())) {
        count++;
      }
    }
    return count <= MAX_BODY_CODEC_FIELDS;
  }

  /**
   * Whether a field declared as {@code declared} is meant to hold an application object with a
   * codec: declared as a class of the application (not the JDK's), not an interface, an array or an
   * enum. Other fields mostly hold values with built-in serializers, which have no codec.
   */
  static boolean mayHoldObject(Class<?> declared) {
    return !declared.isInterface() && !declared.isArray() && !declared.isEnum()
        && !declared.isPrimitive() && !declared.getName().startsWith("java.");
  }

  /**
   * Whether a field declared as {@code declared} may hold an instance of the class served, whose
   * codec it then calls itself (see {@link FieldsCodec#isSelf}). Object and the marker interfaces
   * also fit one, but such fields rarely do, and each would pay the check.
   */
  static boolean mayHoldOwner(Class<?> declared, Class<?> owner) {
    return declared != Object.class && declared != java.io.Serializable.class
        && declared.isAssignableFrom(owner);
  }

  /**
   * Whether a field declared as {@code declared} is a list field in the sense of {@link
   * WriteSession#writeListSlot}: a collection type an ArrayList fits. Object and the marker
   * interfaces also fit one, but such fields rarely hold a list, and each pays the call.
   */
  static boolean mayHoldArrayList(Class<?> declared) {
    return declared.isAssignableFrom(ArrayList.class) && Iterable.class.isAssignableFrom(declared);
  }

  private static void getField(MethodVisitor m, Field f) {
    m.visitVarInsn(ALOAD, 3);
    m.visitFieldInsn(GETFIELD, Type.getInternalName(f.getDeclaringClass()), f.getName(),
        Type.getDescriptor(f.getType()));
  }

  /** Pushes {@code this.known[index]}. */
  static void knownInfo(MethodVisitor m, int index) {
    m.visitVarInsn(ALOAD, 0);
    m.visitFieldInsn(GETFIELD, BASE, "known", Type.getDescriptor(ClassInfo[].class));
    Constants.push(m, index);
    m.visitInsn(AALOAD);
  }

  /**
   * The guarded region of a method's field blocks: {@link #enter} stores the field's index, and the
   * handler turns a {@link SerialException} into {@code fieldFailed(e, index)}.
   */
  static final class FieldBlocks {
    private final MethodVisitor m;
    private final int indexSlot;
    private final int exceptionSlot;
    private final Label start = new Label();
    private final Label end = new Label();
    private final Label handler = new Label();
    private boolean guarded;

    FieldBlocks(MethodVisitor m, int indexSlot, int exceptionSlot) {
      this.m = m;
      this.indexSlot = indexSlot;
      this.exceptionSlot = exceptionSlot;
    }

    /** Starts the region; a class without fields gets no handler (an empty range is invalid). */
    void begin(int fieldCount) {
      guarded = fieldCount > 0;
      if (guarded) {
        m.visitTryCatchBlock(start, end, handler, SERIAL_EXCEPTION);
      }
      Constants.push(m, 0);
      m.visitVarInsn(ISTORE, indexSlot);
      m.visitLabel(start);
    }

    void enter(int index) {
      Constants.push(m, index);
      m.visitVarInsn(ISTORE, indexSlot);
    }

    void end() {
      m.visitLabel(end);
    }

    /** Emits the handler; call after the method's normal exit. */
    void handler() {
      if (!guarded) {
        return;
      }
      m.visitLabel(handler);
      m.visitVarInsn(ASTORE, exceptionSlot);
      m.visitVarInsn(ALOAD, 0);
      m.visitVarInsn(ALOAD, exceptionSlot);
      m.visitVarInsn(ILOAD, indexSlot);
      Call.FIELD_FAILED.emit(m);
      m.visitInsn(ATHROW);
    }
  }
}
