package dev.serval.internal.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Copies the run loops of {@link FieldsCodec}, written there in Java, into a generated codec as
 * overrides with the same bytecode. Why a copy: the JIT inlines a virtual or interface call only
 * where the call site's profile has seen one or two receiver classes, and a loop shared by every
 * codec sees them all (see {@link ProfileCopies}, which does the same for whole classes). In a
 * codec's copy, {@code this.writeFields} has one receiver and the element container's calls see
 * only the containers that hold that class.
 *
 * <p>A template may use only what a subclass in another package can: public members, and
 * protected ones through {@code this}. Where its class file cannot be read, nothing is copied and
 * the codecs share the template itself, which does the same work with shared profiles.
 */
final class RunTemplates {
  /** The methods of FieldsCodec copied into every codec. */
  private static final Set<String> COPIED = Set.of(
      "writeRun", "writeArrayRun", "readRun", "readArrayRun");

  private static final byte[] CLASS_FILE = readClassFile();

  private RunTemplates() {}

  /**
   * Adds the copies to the class {@code codec} is writing, a codec of the class with internal name
   * {@code served}.
   */
  static void copyInto(ClassVisitor codec, String served) {
    if (CLASS_FILE == null) {
      return;
    }
    // Frames are dropped here and computed again by the codec's writer; line numbers stay.
    new ClassReader(CLASS_FILE).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor,
          String signature, String[] exceptions) {
        return COPIED.contains(name)
            ? new OwnerAsConstant(codec.visitMethod(access, name, descriptor, signature,
                exceptions), served)
            : null;
      }
    }, ClassReader.SKIP_FRAMES);
  }

  /**
   * Turns the template's {@code this.owner} into the served class as a constant ({@code pop}, then
   * {@code ldc}). Why: the JIT compares {@code value.getClass()} with a constant class by the
   * object's class word alone, where comparing it with a field's class loads the class's mirror
   * through two more dependent loads per element; that chain was about a tenth of writing FST's
   * Trader (60 positions in one list run).
   */
  private static final class OwnerAsConstant extends MethodVisitor {
    private final Type served;

    OwnerAsConstant(MethodVisitor copy, String served) {
      super(Opcodes.ASM9, copy);
      this.served = Type.getObjectType(served);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
      if (opcode == Opcodes.GETFIELD && owner.equals(CodecGenerator.BASE)
          && name.equals("owner")) {
        super.visitInsn(Opcodes.POP);
        super.visitLdcInsn(served);
        return;
      }
      super.visitFieldInsn(opcode, owner, name, descriptor);
    }
  }

  private static byte[] readClassFile() {
    try (InputStream in = FieldsCodec.class.getResourceAsStream("FieldsCodec.class")) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      return null;
    }
  }
}
