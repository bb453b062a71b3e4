package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SubproblemSolverTest {

    @Test
    void aSolverThatDoesNotDeclareSplitsIsNotSplitting() {
        assertThat(SubproblemSolver.splitting(new NamedSolver("plain"))).isEmpty();
    }

    @Test
    void aSubproblemSolverThatDeclaresSplitsIsSplitting() {
        Splitting solver = new Splitting(Set.of(Capability.COUNT, Capability.SPLITS));

        assertThat(SubproblemSolver.splitting(solver)).containsSame(solver);
    }

    @Test
    void declarationAndTypeThatDisagreeAreTheSolversFaultInOneLine() {
        Solver claims = new NamedSolver("claims") {
            @Override
            public Set<Capability> capabilities() {
                return Set.of(Capability.COUNT, Capability.SPLITS);
            }
        };
        Splitting silent = new Splitting(Set.of(Capability.COUNT));

        assertThatThrownBy(() -> SubproblemSolver.splitting(claims)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the claims solver (" + claims.getClass().getName()
                        + ") declares SPLITS but is no SubproblemSolver");
        assertThatThrownBy(() -> SubproblemSolver.splitting(silent)).isInstanceOf(IllegalStateException.class)
                .hasMessage("the splitting solver (" + Splitting.class.getName()
                        + ") is a SubproblemSolver but does not declare SPLITS");
    }

    @Test
    void aRequestKeepsWhatItWasBuiltWith() {
        Subproblem subproblem = new Subproblem("splitting", "v1", "a", 4, List.of(), 1);
        Cancellation cancellation = new Cancellation();
        ProgressListener progress = (done, total) -> { };

        SubproblemRequest plain = SubproblemRequest.of(subproblem);
        SubproblemRequest full = SubproblemRequest.builder(subproblem).cancellation(cancellation).progress(progress)
                .build();

        assertThat(plain.subproblem()).isSameAs(subproblem);
        assertThat(plain.progress()).isSameAs(ProgressListener.NONE);
        assertThat(plain.cancellation().isCancelled()).isFalse();
        assertThat(full.subproblem()).isSameAs(subproblem);
        assertThat(full.cancellation()).isSameAs(cancellation);
        assertThat(full.progress()).isSameAs(progress);
        assertThat(full).hasToString("SubproblemRequest[Subproblem[splitting n=4 a]]");
    }

    @Test
    @SuppressWarnings("removal") // the copies of 0.1.0 stay for a release, deprecated
    void theDeprecatedCopiesChangeOnePartAtATime() {
        Subproblem subproblem = new Subproblem("splitting", "v1", "a", 4, List.of(), 1);
        Cancellation cancellation = new Cancellation();
        ProgressListener progress = (done, total) -> { };

        SubproblemRequest cancellable = SubproblemRequest.of(subproblem).withCancellation(cancellation);
        SubproblemRequest full = cancellable.withProgress(progress);

        assertThat(cancellable.progress()).isSameAs(ProgressListener.NONE);
        assertThat(full.subproblem()).isSameAs(subproblem);
        assertThat(full.cancellation()).isSameAs(cancellation);
        assertThat(full.progress()).isSameAs(progress);
    }

    /** A subproblem solver with the capabilities it is given, which never counts. */
    static final class Splitting extends NamedSolver implements SubproblemSolver {
        private final Set<Capability> capabilities;

        Splitting(Set<Capability> capabilities) {
            super("splitting");
            this.capabilities = capabilities;
        }

        @Override
        public Set<Capability> capabilities() {
            return capabilities;
        }

        @Override
        public Split split(int boardSize) {
            throw new UnsupportedOperationException("never split in these tests");
        }

        @Override
        public Subcount count(SubproblemRequest request) {
            throw new UnsupportedOperationException("never counted in these tests");
        }
    }
}
