package dev.nqueens.cluster;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.api.Solver;
import dev.nqueens.api.Split;
import dev.nqueens.api.Subcount;
import dev.nqueens.api.SubproblemRequest;
import dev.nqueens.api.SubproblemSolver;
import java.util.List;
import java.util.Set;

/**
 * The halves solver as a member with a flipped bit, another build or a stranger's code would run it: it
 * splits as halves does, under its id, and counts every subproblem with 8 solutions too many, one fundamental
 * solution too many in the total.
 */
final class LyingHalves implements SubproblemSolver {

    /** @return solvers in which halves is this one */
    static Registry<Solver> solvers() {
        return Registry.of(ProviderKind.SOLVER, List.of(new LyingHalves()));
    }

    /**
     * @param subcount a right count
     * @return what this solver counts instead
     */
    static Subcount lie(Subcount subcount) {
        return new Subcount(subcount.solutions() + 8, subcount.fixedPoints());
    }

    @Override
    public String id() {
        return Halves.SOLVER.id();
    }

    @Override
    public String description() {
        return "Halves, with 8 solutions too many in every subproblem";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Halves.SOLVER.capabilities();
    }

    @Override
    public int maxBoardSize() {
        return Halves.SOLVER.maxBoardSize();
    }

    @Override
    public Split split(int boardSize) {
        return Halves.SOLVER.split(boardSize);
    }

    @Override
    public Subcount count(SubproblemRequest request) {
        return lie(Halves.SOLVER.count(request));
    }
}
