package dev.nqueens.api;

import java.util.List;
import java.util.Objects;

/**
 * One independent piece of a count, cut off by {@link SubproblemSolver#split(int)} and counted on
 * its own, on any thread or machine, by {@link SubproblemSolver#count(SubproblemRequest)}.
 *
 * <p>A subproblem is a small value: the {@link #solverId() solver} that made it, the {@link #scheme()
 * scheme} of the split (how the solver cut the board, which a solver checks before counting), an
 * {@link #id() id}, the {@link #boardSize() board size}, the {@link #queens() queens} it places before the
 * search, and an {@link #estimatedWork() estimate of its work} for scheduling. What its count covers, for
 * instance the mirror images of its queens as well, is the solver's business; the counts of all the
 * subproblems of a split add up to the counts of the board.
 *
 * <p>Ids are stable: splitting the same board again with the same scheme yields subproblems with the same
 * ids, so that an engine can record finished subproblems by id (a checkpoint) and skip them after a
 * restart. Ids are unique within a split and consist of letters, digits, dots, dashes and underscores.
 *
 * <p>Instances are immutable. They are not {@code Serializable}: an engine that sends a subproblem to another
 * machine, or keeps it, encodes its fields and makes it again through the constructor, whose checks then
 * apply to what it reads.
 */
public final class Subproblem {

    private final String solverId;
    private final String scheme;
    private final String id;
    private final int boardSize;
    private final List<Queen> queens;
    private final long estimatedWork;

    /**
     * Makes a subproblem, checking each part against the rules of a split.
     *
     * @param solverId the {@link Solver#id() id} of the solver that made the subproblem and counts it
     * @param scheme how the solver split the board, one line, as in {@code "v1 half=7 band=3 fixed=3"}; the
     *     same for every subproblem of a split
     * @param id the subproblem's id, unique within its split: letters, digits, dots, dashes and underscores
     * @param boardSize n, 0 or more
     * @param queens the queens placed before the search, on the board and none attacking another; copied
     * @param estimatedWork how much work the count takes, in units of the solver's choosing, 0 or more; only
     *     comparisons between subproblems of one split mean anything
     * @throws IllegalArgumentException if a rule above is broken, with a message that says which
     */
    public Subproblem(String solverId, String scheme, String id, int boardSize, List<Queen> queens,
            long estimatedWork) {
        this.solverId = requireLine(solverId, "solver id");
        this.scheme = requireLine(scheme, "scheme");
        this.id = Objects.requireNonNull(id, "id");
        if (!isId(id)) {
            throw new IllegalArgumentException("subproblem id '" + id
                    + "' must be letters, digits, dots, dashes and underscores");
        }
        if (boardSize < 0) {
            throw new IllegalArgumentException("the board size of subproblem " + id + " is negative: " + boardSize);
        }
        this.boardSize = boardSize;
        this.queens = List.copyOf(queens);
        for (int i = 0; i < this.queens.size(); i++) {
            Queen queen = this.queens.get(i);
            if (queen.row() >= boardSize || queen.column() >= boardSize) {
                throw new IllegalArgumentException("subproblem " + id + " has queen " + queen
                        + " off a board of size " + boardSize);
            }
            for (int j = 0; j < i; j++) {
                if (this.queens.get(j).attacks(queen)) {
                    throw new IllegalArgumentException("subproblem " + id + " has queens " + this.queens.get(j)
                            + " and " + queen + " attacking each other");
                }
            }
        }
        if (estimatedWork < 0) {
            throw new IllegalArgumentException("the estimated work of subproblem " + id + " is negative: "
                    + estimatedWork);
        }
        this.estimatedWork = estimatedWork;
    }

    /** Letters, digits, dots, dashes and underscores, at least one: checked by hand, as engines make millions. */
    private static boolean isId(String id) {
        if (id.isEmpty()) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            boolean allowed = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == '-';
            if (!allowed) {
                return false;
            }
        }
        return true;
    }

    private static String requireLine(String value, String what) {
        Objects.requireNonNull(value, what);
        if (value.isBlank() || value.contains("\n") || value.contains("\r")) {
            String shown = value.replace("\r", "\\r").replace("\n", "\\n");
            throw new IllegalArgumentException("the " + what + " of a subproblem must be one non-blank line, not '"
                    + shown + "'");
        }
        return value;
    }

    /**
     * Names the solver that counts this subproblem, so that an engine or a member finds it.
     *
     * @return the id of the solver that made this subproblem, and that counts it
     */
    public String solverId() {
        return solverId;
    }

    /**
     * Names the way the board was cut, which a checkpoint's signature includes.
     *
     * @return how the solver split the board; the same for all the subproblems of a split
     */
    public String scheme() {
        return scheme;
    }

    /**
     * Names this subproblem within its split, as a checkpoint records it.
     *
     * @return the id, stable across runs and unique within the split
     */
    public String id() {
        return id;
    }

    /**
     * The size of the board this subproblem is a piece of.
     *
     * @return n, the size of the board
     */
    public int boardSize() {
        return boardSize;
    }

    /**
     * The queens that the solver places before its search of this piece.
     *
     * @return the queens placed before the search, in the order the solver placed them; unmodifiable
     */
    public List<Queen> queens() {
        return queens;
    }

    /**
     * Estimates how much work the count of this subproblem takes, beside the others of its split.
     *
     * @return the work the count takes, in units of the solver's choosing; engines schedule the largest
     *     first so that the last subproblems do not leave workers idle
     */
    public long estimatedWork() {
        return estimatedWork;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Subproblem that && boardSize == that.boardSize
                && estimatedWork == that.estimatedWork && solverId.equals(that.solverId)
                && scheme.equals(that.scheme) && id.equals(that.id) && queens.equals(that.queens);
    }

    @Override
    public int hashCode() {
        return Objects.hash(solverId, scheme, id, boardSize, queens, estimatedWork);
    }

    /**
     * Names the subproblem briefly, for messages.
     *
     * @return the solver, board size and id, as in {@code Subproblem[halves n=17 8-7-9]}
     */
    @Override
    public String toString() {
        return "Subproblem[" + solverId + " n=" + boardSize + " " + id + "]";
    }
}
