package dev.nqueens.cluster;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Subcount;
import dev.nqueens.testkit.internal.TestProviders;
import java.util.List;

/**
 * The halves solver as a member with a flipped bit, another build or a stranger's code would run it: it
 * splits as halves does, under its id, and counts every subproblem with 8 solutions too many, one fundamental
 * solution too many in the total.
 */
final class LyingHalves {

    private LyingHalves() {
    }

    /** @return solvers in which halves is this one */
    static Registry<Solver> solvers() {
        return Registry.of(ProviderKind.SOLVER, List.of(TestProviders.splittingSolver(Halves.SOLVER.id())
                .basedOn(Halves.SOLVER).description("Halves, with 8 solutions too many in every subproblem")
                .subcount(request -> lie(Halves.SOLVER.count(request))).build()));
    }

    /**
     * @param subcount a right count
     * @return what this solver counts instead
     */
    static Subcount lie(Subcount subcount) {
        return new Subcount(subcount.solutions() + 8, subcount.fixedPoints());
    }
}
