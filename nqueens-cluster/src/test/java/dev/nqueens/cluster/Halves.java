package dev.nqueens.cluster;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.internal.TestProviders;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real subproblem solver the tests count with, the halves solver of nqueens-solvers, found as the
 * engines and members find it: through the installed solvers.
 */
final class Halves {

    static final SubproblemSolver SOLVER = SubproblemSolver.splitting(Registry.installed(ProviderKind.SOLVER).byId("halves")).orElseThrow();

    private Halves() {
    }

    /** @return the installed solvers, the halves solver among them, as engines and members look solvers up */
    static Registry<Solver> solvers() {
        return Registry.installed(ProviderKind.SOLVER);
    }

    /**
     * @param millis how long each subproblem takes at least
     * @return the halves solver, sleeping that long over each subproblem before it counts it, so that a count
     *     lasts a while and its time goes by the threads that count, not by the cores
     */
    static Registry<Solver> paced(long millis) {
        return Registry.of(ProviderKind.SOLVER, List.of(TestProviders.splittingSolver(SOLVER.id())
                .basedOn(SOLVER).description("Halves, slowly")
                .subcount(request -> {
                    try {
                        TimeUnit.MILLISECONDS.sleep(millis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return SOLVER.count(request);
                }).build()));
    }

    /** @return the halves split of an n×n board */
    static Split split(int n) {
        return SOLVER.split(n);
    }
}
