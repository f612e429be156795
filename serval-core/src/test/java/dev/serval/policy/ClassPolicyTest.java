package dev.serval.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.serval.SerialException;
import dev.serval.Serval;
import dev.serval.ServalLocal;
import dev.serval.policy.PolicyFixtures.AnimalRoot;
import dev.serval.policy.PolicyFixtures.Circle;
import dev.serval.policy.PolicyFixtures.Dog;
import dev.serval.policy.PolicyFixtures.Foo;
import dev.serval.policy.PolicyFixtures.GenericRoot;
import dev.serval.policy.PolicyFixtures.Holder;
import dev.serval.policy.PolicyFixtures.ListRoot;
import dev.serval.policy.PolicyFixtures.SealedRoot;
import dev.serval.policy.PolicyFixtures.Square;
import dev.serval.policy.PolicyFixtures.Unregistered;
import java.util.ArrayList;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The default class policy: what a read accepts without being told, and the ways to widen it. */
class ClassPolicyTest {
  private static final Serval DEFAULT = Serval.builder().build();

  @Test
  void unregisteredClassInAnObjectFieldIsRefusedWithAHint() {
    byte[] bytes = DEFAULT.serialize(new Holder(new Unregistered()));
    assertThatThrownBy(() -> DEFAULT.deserialize(bytes, Holder.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Unregistered.class.getName())
        .hasMessageContaining("allowClasses(")
        .hasMessageContaining("not reachable from the declared field types of "
            + Holder.class.getName())
        .satisfies(e -> assertThat(((SerialException) e).offset()).isPositive());
  }

  static Stream<Named<UnaryOperator<Serval.Builder>>> allowRules() {
    return Stream.of(
        Named.of("allowClasses", b -> b.allowClasses(Unregistered.class)),
        Named.of("allowPackages", b -> b.allowPackages("dev.serval.policy")),
        Named.of("classFilter", b -> b.classFilter(n -> n.endsWith("$Unregistered"))),
        Named.of("two filters, the second matching",
            b -> b.classFilter(n -> false).allowClasses(Unregistered.class)),
        Named.of("registration", b -> b.register(Unregistered.class, 1)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("allowRules")
  void allowRulesAcceptTheClass(UnaryOperator<Serval.Builder> rule) {
    Serval serval = rule.apply(Serval.builder()).build();
    byte[] bytes = serval.serialize(new Holder(new Unregistered()));
    assertThat(serval.deserialize(bytes, Holder.class).payload).isInstanceOf(Unregistered.class);
    // The same rule also opens untyped reads.
    assertThat(serval.deserialize(serval.serialize(new Unregistered())))
        .isInstanceOf(Unregistered.class);
  }

  @Test
  void allowRuleForAnotherClassDoesNotHelp() {
    Serval serval = Serval.builder().allowClasses(Foo.class).allowPackages("dev.serval.other")
        .build();
    byte[] bytes = serval.serialize(new Holder(new Unregistered()));
    assertThatThrownBy(() -> serval.deserialize(bytes, Holder.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Unregistered.class.getName());
  }

  @Test
  void typeArgumentOfAGenericUserFieldIsReachable() {
    GenericRoot root = new GenericRoot();
    root.bag.item = new Foo();
    GenericRoot copy = DEFAULT.deserialize(DEFAULT.serialize(root), GenericRoot.class);
    assertThat(copy.bag.item).isInstanceOf(Foo.class);
  }

  @Test
  void elementTypeOfAListFieldIsReachable() {
    // ArrayList itself is registered here only because collections are not built in yet.
    Serval serval = Serval.builder()
        .register(ArrayList.class, 0, new PolicyFixtures.ArrayListSerializer()).build();
    ListRoot root = new ListRoot();
    root.foos.add(new Foo());
    root.foos.add(null);
    ListRoot copy = serval.deserialize(serval.serialize(root), ListRoot.class);
    assertThat(copy.foos).hasSize(2);
    assertThat(copy.foos.get(0)).isInstanceOf(Foo.class);
    // An unrelated class in the same list is still refused.
    ListRoot bad = new ListRoot();
    @SuppressWarnings({"unchecked", "rawtypes"})
    java.util.List<Object> raw = (java.util.List) bad.foos;
    raw.add(new Unregistered());
    byte[] badBytes = serval.serialize(bad);
    assertThatThrownBy(() -> serval.deserialize(badBytes, ListRoot.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Unregistered.class.getName());
  }

  @Test
  void permittedSubclassesOfASealedFieldTypeAreReachable() {
    for (PolicyFixtures.Shape shape : new PolicyFixtures.Shape[] {new Circle(1.5), new Square(2)}) {
      SealedRoot root = new SealedRoot();
      root.shape = shape;
      assertThat(DEFAULT.deserialize(DEFAULT.serialize(root), SealedRoot.class).shape)
          .isEqualTo(shape);
    }
  }

  @Test
  void subclassOfANonSealedFieldTypeIsNotReachable() {
    AnimalRoot root = new AnimalRoot();
    root.animal = new PolicyFixtures.Animal();
    assertThat(DEFAULT.deserialize(DEFAULT.serialize(root), AnimalRoot.class).animal).isNotNull();
    root.animal = new Dog();
    byte[] bytes = DEFAULT.serialize(root);
    assertThatThrownBy(() -> DEFAULT.deserialize(bytes, AnimalRoot.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Dog.class.getName());
  }

  @Test
  void untypedReadOfAUserClassIsRefused() {
    byte[] bytes = DEFAULT.serialize(new Foo());
    assertThatThrownBy(() -> DEFAULT.deserialize(bytes))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Foo.class.getName())
        .hasMessageContaining("untyped read");
    assertThatThrownBy(() -> DEFAULT.deserialize(bytes, Object.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Foo.class.getName());
    // The typed read of the same bytes is fine: the caller named the class.
    assertThat(DEFAULT.deserialize(bytes, Foo.class)).isInstanceOf(Foo.class);
  }

  @Test
  void aClassReachableFromOneRootTypeIsRefusedForAnotherOnTheSameReader() {
    // One reader, so the name Foo resolved to for GenericRoot is remembered (see
    // ReadSession#readNamedClass); the root type decides, not what the reader read before.
    ServalLocal reader = DEFAULT.local();
    GenericRoot root = new GenericRoot();
    root.bag.item = new Foo();
    assertThat(reader.deserialize(DEFAULT.serialize(root), GenericRoot.class).bag.item)
        .isInstanceOf(Foo.class);
    byte[] held = DEFAULT.serialize(new Holder(new Foo()));
    assertThatThrownBy(() -> reader.deserialize(held, Holder.class))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining(Foo.class.getName());
    byte[] foo = DEFAULT.serialize(new Foo());
    assertThat(reader.deserialize(foo, Foo.class)).isInstanceOf(Foo.class);
    assertThatThrownBy(() -> reader.deserialize(foo))
        .isInstanceOf(SerialException.class)
        .hasMessageContaining("untyped read");
  }

  @Test
  void builtInTypesNeedNoRule() {
    Object[] values = {1, "s", new int[] {1}, new Object[] {2L, "x", new double[0]}};
    Object copy = DEFAULT.deserialize(DEFAULT.serialize(values));
    assertThat(copy).isInstanceOf(Object[].class);
    assertThat((Object[]) copy).hasSize(4);
  }
}
