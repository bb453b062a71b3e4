package dev.nqueens.shell.command;

import dev.nqueens.api.Capability;
import dev.nqueens.api.SolveRequest;
import dev.nqueens.api.Solver;
import java.util.Set;

/**
 * A solver with a bug, as a plugin might have one: it counts 2113 solutions of any board (92 is right for
 * n = 8) and 13 fundamental ones (12 for n = 8), and takes pre-placed queens.
 */
final class MiscountingSolver implements Solver {

    /** Its count of any board. */
    static final long COUNT = 2113;
    /** Its count of the fundamental solutions of any board. */
    static final long UNIQUE_COUNT = 13;

    @Override
    public String id() {
        return "miscount";
    }

    @Override
    public String description() {
        return "Miscounts, a test plugin";
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.COUNT, Capability.UNIQUE_COUNT, Capability.PRESET_QUEENS);
    }

    @Override
    public int maxBoardSize() {
        return 40;
    }

    @Override
    public long count(SolveRequest request) {
        return COUNT;
    }

    @Override
    public long countUnique(SolveRequest request) {
        return UNIQUE_COUNT;
    }
}
