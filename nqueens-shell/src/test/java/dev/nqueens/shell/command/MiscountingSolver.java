package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.Solver;
import dev.nqueens.testkit.internal.TestProviders;

/**
 * A solver with a bug, as a plugin might have one: it counts 2113 solutions of any board (92 is right for
 * n = 8) and 13 fundamental ones (12 for n = 8), and takes pre-placed queens.
 */
final class MiscountingSolver {

    /** Its count of any board. */
    static final long COUNT = 2113;
    /** Its count of the fundamental solutions of any board. */
    static final long UNIQUE_COUNT = 13;

    private MiscountingSolver() {
    }

    /** @return the solver, {@code miscount} */
    static Solver create() {
        return TestProviders.solver("miscount").description("Miscounts, a test plugin").maxBoardSize(40)
                .capabilities(Capability.COUNT, Capability.UNIQUE_COUNT, Capability.PRESET_QUEENS)
                .count(request -> COUNT).countUnique(request -> UNIQUE_COUNT).build();
    }
}
