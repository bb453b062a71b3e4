package dev.nqueens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class SolveRequestTest {

    @Test
    void defaultsToAFreshCancellationNoProgressAndAllProcessors() {
        SolveRequest request = SolveRequest.of(8);

        assertThat(request.boardSize()).isEqualTo(8);
        assertThat(request.cancellation().isCancelled()).isFalse();
        assertThat(request.cancellation()).isNotSameAs(SolveRequest.of(8).cancellation());
        assertThat(request.progress()).isSameAs(ProgressListener.NONE);
        assertThat(request.parallelism()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(request.searchListener()).isEmpty();
    }

    @Test
    void refusesNegativeBoardsAndThreadCounts() {
        assertThatThrownBy(() -> SolveRequest.of(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n must be 0 or more, not -1");
        assertThatThrownBy(() -> SolveRequest.builder(4).parallelism(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the number of threads must be 1 or more, not 0");
        assertThatThrownBy(() -> SolveRequest.builder(4).progress(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void toBuilderKeepsEverySetting() {
        Cancellation cancellation = new Cancellation();
        ProgressListener progress = (done, total) -> { };
        SearchListener listener = event -> { };
        SolveRequest request = SolveRequest.builder(12).cancellation(cancellation).progress(progress)
                .parallelism(3).searchListener(listener).build();

        SolveRequest copy = request.toBuilder().build();

        assertThat(copy.boardSize()).isEqualTo(12);
        assertThat(copy.cancellation()).isSameAs(cancellation);
        assertThat(copy.progress()).isSameAs(progress);
        assertThat(copy.parallelism()).isEqualTo(3);
        assertThat(copy.searchListener()).containsSame(listener);
        assertThat(copy).hasToString("SolveRequest[boardSize=12, parallelism=3]");
    }

    @Test
    void presetQueensAreSortedByRowAndChecked() {
        SolveRequest request = SolveRequest.builder(8)
                .presetQueens(List.of(new Queen(5, 2), new Queen(0, 0))).seed(7).build();

        assertThat(request.presetQueens()).containsExactly(new Queen(0, 0), new Queen(5, 2));
        assertThat(request.seed()).isEqualTo(OptionalLong.of(7));
        assertThat(request.toBuilder().build().presetQueens()).isEqualTo(request.presetQueens());
        assertThat(request.toBuilder().build().seed()).isEqualTo(OptionalLong.of(7));
        assertThat(SolveRequest.of(8).presetQueens()).isEmpty();
        assertThat(SolveRequest.of(8).seed()).isEmpty();
        assertThat(request).hasToString("SolveRequest[boardSize=8, parallelism=" + request.parallelism()
                + ", presetQueens=[0:0, 5:2], seed=7]");
    }

    @Test
    void presetQueensOffTheBoardOrAttackingEachOtherAreNamed() {
        assertThatThrownBy(() -> SolveRequest.builder(4).presetQueens(List.of(new Queen(4, 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("queen 4:0 lies off a board of size 4");
        assertThatThrownBy(() -> SolveRequest.builder(8).presetQueens(List.of(new Queen(2, 3), new Queen(0, 1))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pre-placed queens 0:1 and 2:3 attack each other");
        assertThatThrownBy(() -> SolveRequest.builder(8).presetQueens(List.of(new Queen(1, 3), new Queen(6, 3))))
                .hasMessage("pre-placed queens 1:3 and 6:3 attack each other");
        assertThatThrownBy(() -> new Queen(-1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("queen -1:0 has a negative coordinate");
    }

    /** Checking k pre-placed queens takes O(k): a quadratic check would take minutes here. */
    @Test
    @Timeout(10)
    void manyPresetQueensAreCheckedInLinearTime() {
        // on a prime board p ≥ 5, queens (i, 2i mod p) never share a line, even wrapping round the edges
        int p = 1_000_003;
        List<Queen> queens = IntStream.range(0, 300_000).mapToObj(i -> new Queen(i, (int) (2L * i % p))).toList();

        assertThat(SolveRequest.builder(p).presetQueens(queens).build().presetQueens()).hasSize(300_000);

        List<Queen> clash = new ArrayList<>(queens);
        clash.add(new Queen(299_999 + 7, (int) (2L * 299_999 % p) + 7));
        assertThatThrownBy(() -> SolveRequest.builder(p).presetQueens(clash))
                .hasMessage("pre-placed queens 299999:599998 and 300006:600005 attack each other");
    }

    @Test
    void cancellationIsOneWay() {
        Cancellation cancellation = new Cancellation();
        cancellation.throwIfCancelled();

        cancellation.cancel();
        cancellation.cancel();

        assertThat(cancellation.isCancelled()).isTrue();
        assertThatThrownBy(cancellation::throwIfCancelled).isInstanceOf(CancellationException.class);
    }
}
