package dev.serval.internal.serializers.collections;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Each map class's loops over inline keys and values come in a copy per pair of kinds (see
 * InlineEntryLoopsCode): a slot is filled once, with a class of its own.
 */
class InlineEntryCopiesTest {
  @Test
  void eachSlotGetsACopyOfItsOwnOnce() {
    InlineEntryLoops[] pairs = new InlineEntryLoops[4];

    InlineEntryLoops first = EntryRun.newInlineLoops(pairs, 1);
    InlineEntryLoops other = EntryRun.newInlineLoops(pairs, 2);

    assertThat(pairs[1]).isSameAs(first);
    assertThat(EntryRun.newInlineLoops(pairs, 1)).isSameAs(first);
    assertThat(first.getClass()).isNotEqualTo(InlineEntryLoopsCode.class)
        .isNotEqualTo(other.getClass());
    assertThat(first.getClass().isHidden()).isTrue();
    assertThat(pairs[0]).isNull();
  }
}
