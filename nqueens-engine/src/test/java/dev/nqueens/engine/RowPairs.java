package dev.nqueens.engine;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import java.util.List;

/** The tests' splitting solver, and the solvers an engine finds it among. */
final class RowPairs {

    static final RowPairSolver SOLVER = new RowPairSolver();

    private RowPairs() {
    }

    /** @return the solvers an engine looks the split's solver up in: the row-pairs solver alone */
    static Registry<Solver> solvers() {
        return Registry.of(ProviderKind.SOLVER, List.of(SOLVER));
    }

    /** @return the row-pairs split of an n×n board */
    static Split split(int n) {
        return SOLVER.split(n);
    }
}
