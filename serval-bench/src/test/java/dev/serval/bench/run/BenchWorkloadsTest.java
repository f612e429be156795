package dev.serval.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serval.fixtures.Workload;
import dev.serval.fixtures.extra.ExtraWorkloads;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The two extra rows are found by id, and told apart from the seed workloads. */
class BenchWorkloadsTest {
  @Test
  void theDeepChainAndTheLargeGraphAreRecognised() {
    Workload chain = BenchWorkloads.byId(ExtraWorkloads.deepChain(12).id());
    assertThat(chain.id()).isEqualTo(ExtraWorkloads.deepChain(12).id());
    assertThat(BenchWorkloads.isDeepChain(chain)).isTrue();
    assertThat(BenchWorkloads.isLarge(chain)).isFalse();

    Workload large = ExtraWorkloads.largeClientList(3);
    assertThat(BenchWorkloads.isLarge(large)).isTrue();
    assertThat(BenchWorkloads.isDeepChain(large)).isFalse();

    List<Workload> quick = RunMode.QUICK.workloads();
    assertThat(quick.stream().filter(BenchWorkloads::isDeepChain)).hasSize(1);
    assertThat(quick.stream().filter(w -> w.id().equals("media:MediaContent")))
        .noneMatch(BenchWorkloads::isDeepChain);
  }
}
