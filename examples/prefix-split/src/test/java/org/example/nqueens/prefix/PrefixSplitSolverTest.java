package org.example.nqueens.prefix;

import dev.nqueens.api.SubproblemSolver;
import dev.nqueens.testkit.SubproblemSolverContract;

class PrefixSplitSolverTest extends SubproblemSolverContract {
    @Override
    protected SubproblemSolver solver() {
        return new PrefixSplitSolver();
    }
}
