package dev.nqueens.api;

import java.util.Set;

/**
 * A solver with what every provider must have, an id and the capabilities it is given, and nothing else: the
 * interface's defaults answer for it. {@link NamedSolver} adds a limit and a stream.
 */
class BareSolver implements Solver {
    private final String id;
    private final Set<Capability> capabilities;

    BareSolver(String id, Capability... capabilities) {
        this.id = id;
        this.capabilities = Set.of(capabilities);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return "a test double that declares " + capabilities;
    }

    @Override
    public int apiVersion() {
        return API_VERSION;
    }

    @Override
    public Set<Capability> capabilities() {
        return capabilities;
    }
}
