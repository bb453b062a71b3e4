package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Renderer;
import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import dev.nqueens.shell.session.Session;
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
        solvers.addAll(List.of(new FailingSolver(), new RunawaySolver(), new CountOnlySolver()));
        List<Renderer> renderers = new ArrayList<>(Registry.installed(ProviderKind.FORMAT).all());
        renderers.add(new RefusingRenderer());
        return Session.builder(Registry.of(ProviderKind.SOLVER, solvers),
                Registry.of(ProviderKind.FORMAT, renderers)).build();
    }

    /** Fails while running: counting throws at once, solving after the first board. */
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
    }

    /** Recurses without end, as a plugin with a bug might. */
    static final class RunawaySolver implements Solver {
        @Override
        public String id() {
            return "runaway";
        }

        @Override
        public String description() {
            return "Recurses without end";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.COUNT);
        }

        @Override
        public long count(SolveRequest request) {
            return 1 + count(request);
        }
    }

    /** Counts, by asking the bitmask solver, but cannot list solutions. */
    static final class CountOnlySolver implements Solver {
        @Override
        public String id() {
            return "count-only";
        }

        @Override
        public String description() {
            return "Counts without listing";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.COUNT);
        }

        @Override
        public long count(SolveRequest request) {
            return Registry.installed(ProviderKind.SOLVER).byId("bitmask").count(request);
        }
    }

    /** Refuses every board, as a format refuses boards too large for it. */
    static final class RefusingRenderer implements Renderer {
        @Override
        public String id() {
            return "refusing";
        }

        @Override
        public String description() {
            return "Refuses every board";
        }

        @Override
        public int apiVersion() {
            return API_VERSION;
        }

        @Override
        public void render(Stream<Solution> solutions, Appendable out) {
            throw new IllegalArgumentException("no board fits the refusing format");
        }
    }
}
