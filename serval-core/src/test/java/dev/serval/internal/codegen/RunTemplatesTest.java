package dev.serval.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.internal.ReadSession;
import dev.serval.internal.WriteSession;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The run loops of {@link FieldsCodec} are copied into each generated codec, not inherited: only
 * a copy gives each class's loop a call-site profile of its own (the behaviour is the same either
 * way, so the other tests would not notice a template left out).
 */
class RunTemplatesTest {
  record Pair(int left, int right) {}

  private static final SlowFields NO_SLOW_FIELDS = new SlowFields() {
    @Override
    public void writeField(WriteSession session, int index, Object object) {
      throw new AssertionError();
    }

    @Override
    public void readField(ReadSession session, int index, Object object) {
      throw new AssertionError();
    }

    @Override
    public Object newInstance() {
      throw new AssertionError();
    }
  };

  @Test
  void everyRunLoopOfTheBaseIsDeclaredByAGeneratedCodec() throws Exception {
    List<CodecField> fields = List.of(
        new CodecField("left", Pair.class.getDeclaredField("left"), Encoding.INT, null),
        new CodecField("right", Pair.class.getDeclaredField("right"), Encoding.INT, null));
    FieldsCodec codec = Codegen.generate(new CodecSpec(Pair.class, true, fields, NO_SLOW_FIELDS));

    assertThat(codec).as(Codegen.outcome(Pair.class)).isNotNull();
    List<String> templates = Arrays.stream(FieldsCodec.class.getDeclaredMethods())
        .filter(m -> m.getName().endsWith("Run") && !Modifier.isStatic(m.getModifiers()))
        .map(Method::getName)
        .toList();
    assertThat(templates).containsExactlyInAnyOrder(
        "writeRun", "writeArrayRun", "readRun", "readArrayRun");
    for (Method template : FieldsCodec.class.getDeclaredMethods()) {
      if (templates.contains(template.getName())) {
        assertThat(codec.getClass().getDeclaredMethod(template.getName(),
            template.getParameterTypes()))
            .as(template.getName()).isNotNull();
      }
    }
  }

  /** The copies compare an element's class with the class served as a constant, not a field. */
  @Test
  void theCopiesLoadTheClassServedAsAConstant() {
    List<String> seen = new ArrayList<>();
    RunTemplates.copyInto(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String method, String descriptor,
          String signature, String[] exceptions) {
        return new MethodVisitor(Opcodes.ASM9) {
          @Override
          public void visitFieldInsn(int opcode, String owner, String field, String type) {
            seen.add(method + " reads " + field);
          }

          @Override
          public void visitLdcInsn(Object value) {
            seen.add(method + " loads " + value);
          }
        };
      }
    }, "example/Served");

    assertThat(seen).contains("writeRun loads Lexample/Served;")
        .noneMatch(s -> s.endsWith(" reads owner"));
  }
}
