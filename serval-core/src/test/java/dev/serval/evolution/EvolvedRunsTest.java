package dev.serval.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.SchemaMode;
import dev.serval.Serval;
import evolved.RunPerson;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Lists and maps of one class are read through the class's generated codec when the payload wrote
 * the reader's own fields (see ReadSession#enterRun); elements of an evolved class must be read
 * field by field instead. The reader's class is {@link RunPerson}, on the test class path so that
 * its codec is generated; the writer's is another version of it, compiled here.
 */
class EvolvedRunsTest {
  @Test
  void elementsOfAnEvolvedClassAreReadFieldByField() {
    Versions writer = Versions.compile(Map.of("RunPerson", "public class RunPerson {"
        + " public String email; public int age; public long score; public String name; }"));
    List<Object> list = new ArrayList<>();
    Map<String, Object> map = new HashMap<>();
    for (int i = 0; i < 20; i++) {
      list.add(writer.pojo("RunPerson", "name", "p" + i, "age", i, "score", -1L));
      map.put("k" + i, writer.pojo("RunPerson", "name", "q" + i, "age", -i, "email", "e"));
    }
    Serval reader = Serval.builder().schema(SchemaMode.EVOLVING).allowPackages("evolved").build();
    List<?> readList = reader.deserialize(
        writer.serval(SchemaMode.EVOLVING).serialize(list), List.class);
    Map<?, ?> readMap = reader.deserialize(
        writer.serval(SchemaMode.EVOLVING).serialize(map), Map.class);
    for (int i = 0; i < 20; i++) {
      RunPerson fromList = (RunPerson) readList.get(i);
      RunPerson fromMap = (RunPerson) readMap.get("k" + i);
      assertThat(fromList.name).isEqualTo("p" + i);
      assertThat(fromList.age).isEqualTo(i);
      assertThat(fromMap.name).isEqualTo("q" + i);
      assertThat(fromMap.age).isEqualTo(-i);
    }
  }

  @Test
  void elementsOfTheReadersOwnVersionGoThroughItsCodec() {
    Serval serval = Serval.builder().schema(SchemaMode.EVOLVING).allowPackages("evolved").build();
    List<RunPerson> list = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      RunPerson p = new RunPerson();
      p.name = "n" + i;
      p.age = i;
      list.add(p);
    }
    List<?> read = serval.deserialize(serval.serialize(list), List.class);
    assertThat(read).extracting(p -> ((RunPerson) p).name).containsExactly("n0", "n1", "n2");
    assertThat(dev.serval.internal.codegen.Codegen.outcome(RunPerson.class))
        .isEqualTo(dev.serval.internal.codegen.Codegen.GENERATED);
  }
}
