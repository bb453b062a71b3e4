package dev.nqueens.cluster;

import dev.nqueens.api.Split;
import dev.nqueens.engine.CountJob;
import dev.nqueens.engine.CountResult;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * A whole cluster in one process, for {@link ModularLaunchTest}: starts a member on a free port, connects a
 * client to it, counts n with the halves solver, and prints the solutions and the fundamental solutions.
 */
public final class ClusterRoundTrip {

    private ClusterRoundTrip() {
    }

    /**
     * @param args n
     */
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        ClusterName name = ClusterName.of("nqueens-modular-" + UUID.randomUUID().toString().substring(0, 8));
        MemberSettings.Builder settings = MemberSettings.builder().port(TestCluster.freePort()).clusterName(name)
                .threads(2);
        TestCluster.QUICK.forEach(settings::property);
        try (ClusterMember member = ClusterMember.start(settings.build(), Halves.solvers(), System.err::println);
             ClusterEngine engine = ClusterEngine.connect(ClientSettings.builder(
                     List.of(MemberAddress.parse(member.address()))).clusterName(name)
                     .connectTimeout(Duration.ofSeconds(5)).build(), Halves.solvers(), System.err::println)) {
            Split split = Halves.split(n);
            CountResult result = engine.count(CountJob.of(split));
            System.out.println(result.solutions() + " " + result.fundamentalSolutions());
        }
    }
}
