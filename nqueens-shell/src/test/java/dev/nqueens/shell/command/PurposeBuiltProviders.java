package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ListingCounts;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.Session;
import dev.nqueens.testkit.internal.TestProviders;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Providers that misbehave on purpose, installed next to the real ones, to check how the shell reports a
 * provider that fails while running, one that refuses a request, and one that can only count.
 */
public final class PurposeBuiltProviders {

    private PurposeBuiltProviders() {
    }

    /** @return a session over the installed providers and the purpose-built ones */
    public static Session session() {
        List<Solver> solvers = new ArrayList<>(Registry.installed(ProviderKind.SOLVER).all());
        solvers.addAll(List.of(new FailingSolver(), runaway(), countOnly()));
        List<Renderer> renderers = new ArrayList<>(Registry.installed(ProviderKind.FORMAT).all());
        renderers.add(refusing());
        return Session.builder(Registry.of(ProviderKind.SOLVER, solvers),
                Registry.of(ProviderKind.FORMAT, renderers)).build();
    }

    /**
     * Fails while running: counting throws at once, solving after the first board. A class of its own, so that
     * a stack trace names it.
     */
    static final class FailingSolver implements Solver {
        @Override
        public String id() {
            return "failing";
        }

        @Override
        public String description() {
            return "Fails while running";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.ALL_SOLUTIONS, Capability.COUNT);
        }

        @Override
        public Stream<Solution> solve(SolveRequest request) {
            return Stream.of(0, 1).map(step -> {
                if (step == 1) {
                    throw new IllegalStateException("the search tree is on fire");
                }
                return Solution.of(1, 3, 0, 2);
            });
        }

        @Override
        public long count(SolveRequest request) {
            throw new IllegalStateException("the search tree is on fire");
        }

        @Override
        public long countUnique(SolveRequest request) {
            return ListingCounts.countUnique(this, request);
        }
    }

    /** @return a solver that recurses without end, as a plugin with a bug might */
    static Solver runaway() {
        return TestProviders.solver("runaway").description("Recurses without end").capabilities(Capability.COUNT)
                .count(PurposeBuiltProviders::recurse).build();
    }

    private static long recurse(SolveRequest request) {
        return 1 + recurse(request);
    }

    /** @return a solver that counts, by asking the bitmask solver, but cannot list solutions */
    static Solver countOnly() {
        return TestProviders.solver("count-only").description("Counts without listing").capabilities(Capability.COUNT)
                .count(request -> Registry.installed(ProviderKind.SOLVER).byId("bitmask").count(request)).build();
    }

    /** @return a format that refuses every board, as a format refuses boards too large for it */
    static Renderer refusing() {
        return TestProviders.renderer("refusing").description("Refuses every board").render((solutions, out) -> {
            throw new IllegalArgumentException("no board fits the refusing format");
        }).build();
    }
}
