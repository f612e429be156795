package dev.serval.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Array;
import java.util.HashMap;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class ProfileCopiesTest {
  private final CopiedGreeting template = new CopiedGreeting();
  private final ProfileCopies<Function<String, String>> copies = newCopies(template);

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static ProfileCopies<Function<String, String>> newCopies(Function<String, String> shared) {
    return new ProfileCopies<>(MethodHandles.lookup(), (Class) Function.class, shared);
  }

  @Test
  void eachKeyClassGetsAHiddenCopyOfItsOwn() {
    Function<String, String> forHashMap = copies.of(HashMap.class);
    Function<String, String> forTreeMap = copies.of(TreeMap.class);

    assertThat(copies.copying()).isTrue();
    assertThat(forHashMap).isNotSameAs(template).isNotSameAs(forTreeMap);
    assertThat(forHashMap.getClass()).isNotEqualTo(CopiedGreeting.class)
        .isNotEqualTo(forTreeMap.getClass());
    assertThat(forHashMap.getClass().isHidden()).isTrue();
    assertThat(forTreeMap.getClass().isHidden()).isTrue();
    assertThat(forHashMap.getClass().getPackageName())
        .isEqualTo(CopiedGreeting.class.getPackageName());
    assertThat(copies.of(HashMap.class)).isSameAs(forHashMap);
  }

  @Test
  void freshAnswersANewCopyEachCallCountedAgainstTheBound() {
    Function<String, String> first = copies.fresh();
    Function<String, String> second = copies.fresh();

    assertThat(first.getClass()).isNotEqualTo(CopiedGreeting.class)
        .isNotEqualTo(second.getClass());
    assertThat(first.getClass().isHidden()).isTrue();
    assertThat(first.apply("pair")).isEqualTo("hello pair from CopiedGreeting");
    for (int i = 2; i < ProfileCopies.MAX_COPIES; i++) {
      assertThat(copies.fresh()).as("copy %d", i + 1).isNotSameAs(template);
    }
    assertThat(copies.fresh()).isSameAs(template);
    assertThat(copies.of(HashMap.class)).isSameAs(template);
  }

  @Test
  void aCopyRunsTheTemplatesCode() {
    assertThat(copies.of(HashMap.class).apply("map")).isEqualTo("hello map from CopiedGreeting");
    assertThat(template.apply("map")).isEqualTo("hello map from CopiedGreeting");
  }

  @Test
  void pastTheBoundKeyClassesShareTheTemplatesInstance() {
    int bound = ProfileCopies.MAX_COPIES;
    for (int dimensions = 1; dimensions <= bound; dimensions++) {
      Class<?> key = Array.newInstance(Object.class, new int[dimensions]).getClass();
      assertThat(copies.of(key)).as("key %d", dimensions).isNotSameAs(template);
    }
    for (int dimensions = bound + 1; dimensions <= bound + 5; dimensions++) {
      Class<?> key = Array.newInstance(Object.class, new int[dimensions]).getClass();
      assertThat(copies.of(key)).as("key %d", dimensions).isSameAs(template);
    }
  }

  @Test
  void withoutAClassFileToCopyEveryKeyClassSharesOneInstance() {
    Function<String, String> lambda = name -> "hi " + name; // a hidden class: no class file
    ProfileCopies<Function<String, String>> uncopyable = newCopies(lambda);

    assertThat(uncopyable.copying()).isFalse();
    assertThat(uncopyable.of(HashMap.class)).isSameAs(lambda);
    assertThat(uncopyable.of(TreeMap.class)).isSameAs(lambda);
  }
}
