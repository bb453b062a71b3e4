package dev.nqueens.testkit;

import dev.nqueens.api.Cancellation;
import dev.nqueens.api.Capability;
import dev.nqueens.api.KnownCounts;
import dev.nqueens.api.Solver;
import dev.nqueens.api.SubproblemSolver;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.Timeout;

/**
 * The contract every {@link Solver} must meet, as JUnit Jupiter tests. Extend this class and return your
 * solver; the inherited tests hold it to what its {@link Solver#capabilities() capabilities} promise:
 *
 * <pre>{@code
 * class MySolverTest extends SolverContract {
 *     @Override
 *     protected Solver solver() {
 *         return new MySolver();
 *     }
 * }
 * }</pre>
 *
 * <p>What is checked, in nested groups whose names say which promise a failure breaks:
 * <ul>
 *   <li>every solver: a well-formed id, a one-line description, a class that {@link java.util.ServiceLoader}
 *       can create; capabilities that say whether it lists all solutions, some, or only counts them (a
 *       counting solver with neither ALL_SOLUTIONS nor SOME_SOLUTIONS skips the checks of lists); valid
 *       boards of the right size; registration both ways, in its services file and with {@code provides}
 *       (unless {@link #registersAsAService()} says it is a test's own); a lazy stream ({@code findFirst()},
 *       {@code limit(k)}, {@code iterator()} and {@code spliterator()} on a board far too large to enumerate
 *       return at once); requests beyond {@link Solver#maxBoardSize()}
 *       refused by the call itself, before any work; concurrent calls that agree; consistent progress;</li>
 *   <li>{@link Capability#ALL_SOLUTIONS}: as many solutions as OEIS A000170 for every n up to
 *       {@link #largestCountedBoardSize()}, each once, in lexicographic order; the classic answer for n = 4;
 *       one empty solution for n = 0 and none for n = 2 and 3;</li>
 *   <li>{@link Capability#COUNT} and {@link Capability#UNIQUE_COUNT}: the counts of OEIS A000170 and
 *       A002562;</li>
 *   <li>cancellation, of every call the capabilities promise: a stream (ALL_SOLUTIONS or SOME_SOLUTIONS),
 *       a count (COUNT), a count of fundamental solutions (UNIQUE_COUNT) and a subproblem's count (SPLITS).
 *       A call whose request is cancelled beforehand stops at once, and one cancelled under way stops within
 *       {@link #CANCELLATION_BOUND}, 100 ms, with {@link CancellationException}. The boards grow from just
 *       beyond {@link #largestCountedBoardSize()} up to {@link #largeBoardSize()} until a call is still at
 *       work when cancelled: once its own thread has worked 100 ms, or it has reported progress (or yielded
 *       a solution) and 100 ms have passed;</li>
 *   <li>{@link Capability#PRESET_QUEENS}: the solutions that contain the pre-placed queens, and only those;
 *       a solver without it refuses such a request.</li>
 *   <li>{@link Capability#SPLITS}: listed exactly by a {@link SubproblemSolver}, whose subcounts of a split
 *       add up to OEIS A000170 (and A002562 with UNIQUE_COUNT), with consistent progress within each
 *       subproblem; equal splits and subcounts when asked again; a subproblem of another solver refused.</li>
 * </ul>
 * Checks a solver's capabilities do not call for are reported as skipped, with the reason, never passed.
 * A failure says what the solver should have done, naming it and the call, as in {@code count(n = 26) of
 * solver 'mine' should be refused with an IllegalArgumentException before any work, since n is beyond its
 * maxBoardSize() of 25, but it returned 0}; a cancellation check that passes publishes the stop it measured
 * as a report entry ({@link TestReporter}).
 * Parameterized checks are named by n, as in {@code count(n) is OEIS A000170(n) > n = 12}.
 *
 * <p>Solvers that are slow, or fast, may override {@link #largestCountedBoardSize()},
 * {@link #largeBoardSize()} and {@link #firstSolutionBound()}. A check that hangs fails after two minutes
 * and leaves the others to run.
 *
 * <p>This class is the one entry and the table of contents: each nested group below names the promise it
 * checks, and the checks themselves live in a room of one job each, not exported: what every solver must do
 * ({@code EverySolverChecks}), what it lists ({@code ListingChecks}), what it counts ({@code CountingChecks}),
 * how it splits ({@code SplittingChecks}), how it stops once cancelled ({@code CancellationChecks}), and the
 * events of its search ({@link SearchEventsContract}).
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class SolverContract {

    /**
     * How long a solver may take to stop once cancelled: the 100 ms that the README and {@link Cancellation}
     * promise. The checks measure it from {@code cancel()} (from the start of the call, for a request
     * cancelled beforehand) to the end of the call, and take the best of up to three attempts, so that a
     * pause of a busy machine does not fail a solver that polls its cancellation often enough.
     */
    public static final Duration CANCELLATION_BOUND = Duration.ofMillis(100);

    /** Creates the contract; subclasses have a no-argument constructor, as JUnit requires. */
    protected SolverContract() {
    }

    /**
     * Gives the contract the solver to hold to it; the test that extends the contract implements it.
     *
     * @return the solver under test; a new instance on every call is fine, since solvers are stateless
     */
    protected abstract Solver solver();

    /**
     * Whether the solver is shipped as a service, and so must be registered both ways: in its jar's
     * {@code META-INF/services/dev.nqueens.api.Solver} file and, in a named module, with {@code provides}.
     *
     * @implSpec The default is true. Return false for a solver written only for a test, which no jar ships.
     * @return true to check the registration
     */
    protected boolean registersAsAService() {
        return true;
    }

    /**
     * The largest n for which the counts of all solutions are checked, from n = 0 up. Enumerating and
     * counting every n up to it should take a second or so.
     *
     * @implSpec The default is 12, or {@link Solver#maxBoardSize()} if that is smaller. Values beyond the
     *     known counts ({@link KnownCounts#LARGEST_BOARD_SIZE}) or the solver's limit are capped.
     * @return the largest board whose solutions are counted
     */
    protected int largestCountedBoardSize() {
        return Math.min(12, solver().maxBoardSize());
    }

    /**
     * A board far too large to enumerate, on which the first solutions must still arrive within
     * {@link #firstSolutionBound()}, and a call cancelled beforehand must stop at once; the largest board on
     * which the cancellation checks look for a call that runs long enough to be cancelled under way.
     *
     * @implSpec The default is 25, or {@link Solver#maxBoardSize()} if that is smaller. The 25×25 board has
     *     2.2·10<sup>15</sup> solutions, yet a backtracking search in lexicographic order places only 48,683
     *     queens before it finds the first one. Larger boards are not all as kind: n = 30 takes 56 million
     *     placements, seconds for a simple solver.
     * @return the size of the large board
     */
    protected int largeBoardSize() {
        return Math.min(25, solver().maxBoardSize());
    }

    /**
     * How long the first solutions of {@link #largeBoardSize()} may take to arrive.
     *
     * @implSpec The default is 5 seconds, generous for any search that stops at the first solution.
     * @return the time allowed
     */
    protected Duration firstSolutionBound() {
        return Duration.ofSeconds(5);
    }

    @Nested
    @DisplayName("identity")
    class Identity extends EverySolverChecks.Identity {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("every solution yielded is a valid board of size n")
    class ValidBoards extends ListingChecks.ValidBoards {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("ALL_SOLUTIONS: every solution once, in lexicographic order")
    class AllSolutions extends ListingChecks.AllSolutions {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("COUNT: count(n) is OEIS A000170(n)")
    class Counting extends CountingChecks.Counting {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("SPLITS: declared exactly by a SubproblemSolver, whose subcounts add up to the board's counts")
    class Splitting extends SplittingChecks.Splitting {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("UNIQUE_COUNT, or by listing with ALL_SOLUTIONS: countUnique(n) is OEIS A002562(n)")
    class UniqueCounting extends CountingChecks.UniqueCounting {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("laziness: the search goes only as far as the stream is consumed")
    class Laziness extends ListingChecks.Laziness {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("cancellation: every call stops within 100 ms of cancel(), and at once if cancelled beforehand")
    class Cancelling extends CancellationChecks.Cancelling {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("limits: what the solver cannot serve is refused by the call itself, before any work")
    class Limits extends EverySolverChecks.Limits {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("PRESET_QUEENS: exactly the solutions that contain the pre-placed queens")
    class PresetQueens extends ListingChecks.PresetQueens {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("concurrency: one instance called from several threads at once")
    class Concurrency extends EverySolverChecks.Concurrency {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    @Nested
    @DisplayName("progress: reports are consistent")
    class Progress extends EverySolverChecks.Progress {
        @Override
        SolverContract contract() {
            return SolverContract.this;
        }
    }

    /** {@link Capability#SEARCH_EVENTS}: the checks of {@link SearchEventsContract}. */
    @Nested
    @DisplayName("SEARCH_EVENTS: each step of the search, in order")
    class SearchEvents extends SearchEventsContract {

        @Override
        protected Solver solver() {
            return SolverContract.this.solver();
        }
    }
}
