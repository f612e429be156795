package dev.serval.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.Serval;
import dev.serval.testing.RoundTrip;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** With references on, containers register themselves before their contents: cycles survive. */
class CollectionCycleTest {

  @Test
  void arrayListContainingItself() {
    List<Object> list = new ArrayList<>();
    list.add("a");
    list.add(list);
    @SuppressWarnings("unchecked")
    List<Object> copy = (List<Object>) RoundTrip.checkWithReferences(list);
    assertThat(copy.get(1)).isSameAs(copy);
  }

  @Test
  void hashMapContainingItselfAsAValue() {
    Map<String, Object> map = new HashMap<>();
    map.put("self", map);
    map.put("n", 1);
    @SuppressWarnings("unchecked")
    Map<String, Object> copy = (Map<String, Object>) RoundTrip.checkWithReferences(map);
    assertThat(copy.get("self")).isSameAs(copy);
  }

  @Test
  void wrappersAndFixedSizeListsMayContainThemselves() {
    List<Object> inner = new ArrayList<>();
    List<Object> wrapper = Collections.synchronizedList(inner);
    inner.add(wrapper);
    List<Object> array = Arrays.asList(new Object[2]);
    array.set(0, array);
    CopyOnWriteArrayList<Object> cow = new CopyOnWriteArrayList<>();
    cow.add(cow);
    Map<Object, Object> tree = new TreeMap<>();
    tree.put("me", tree);
    for (Object value : List.of(wrapper, array, cow, tree)) {
      Object copy = RoundTrip.checkWithReferences(value);
      Object first = copy instanceof Map ? ((Map<?, ?>) copy).get("me") : ((List<?>) copy).get(0);
      assertThat(first).isSameAs(copy);
    }
  }

  @Test
  void sharedListStaysShared() {
    List<Integer> shared = new LinkedList<>(List.of(1, 2));
    List<Object> holder = new ArrayList<>(List.of(shared, shared, Map.of("k", shared)));
    @SuppressWarnings("unchecked")
    List<Object> copy = (List<Object>) RoundTrip.checkWithReferences(holder);
    assertThat(copy.get(1)).isSameAs(copy.get(0));
    assertThat(((Map<?, ?>) copy.get(2)).get("k")).isSameAs(copy.get(0));
  }

  @Test
  void manyEmptySingletonsInOneList() {
    // Each singleton costs one byte, so the element count check against bytes left holds.
    List<Object> list = new ArrayList<>(Collections.nCopies(1000, Collections.emptyList()));
    Serval serval = Serval.builder().build();
    assertThat(serval.deserialize(serval.serialize(list), ArrayList.class)).hasSize(1000);
  }
}
