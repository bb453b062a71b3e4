package dev.nqueens.shell.command.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nqueens.api.SearchEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The steps a trace goes back to: each board as the search built it, and no more steps than the bound. */
class TraceHistoryTest {

    private static final List<SearchEvent> EVENTS = TraceBoardTest.events("recursive", 4, 1_000);

    /** @return the frame of the board after the first steps, built step by step */
    private static List<String> frameAfter(long steps) {
        TraceBoard board = TraceBoardTest.board("recursive", 4, EVENTS);
        EVENTS.subList(0, (int) steps).forEach(board::apply);
        return frame(board);
    }

    private static List<String> frame(TraceBoard board) {
        return board.frame(200, "paused", 0, 80, List.of("keys"));
    }

    private static TraceHistory recorded(int limit, int steps) {
        TraceHistory history = new TraceHistory(TraceBoardTest.board("recursive", 4, EVENTS), limit);
        EVENTS.subList(0, steps).forEach(history::record);
        return history;
    }

    @Test
    void eachStepHeldIsTheBoardTheSearchBuiltAndTheStepsAfterItForward() {
        TraceHistory history = recorded(TraceHistory.STEPS, EVENTS.size());

        assertThat(history.earliest()).isEqualTo(1);
        assertThat(history.latest()).isEqualTo(EVENTS.size());
        for (long step = 1; step <= EVENTS.size(); step++) {
            assertThat(frame(history.at(step))).as("step %d", step).isEqualTo(frameAfter(step));
        }
        TraceBoard board = history.at(5);
        assertThat(frame(history.forward(board))).isEqualTo(frameAfter(6));
    }

    @Test
    void itHoldsTheLatestStepsOnlyAndTheBoardBeforeThem() {
        TraceHistory history = recorded(10, 25);

        assertThat(history.earliest()).isEqualTo(15);
        assertThat(history.latest()).isEqualTo(25);
        assertThat(frame(history.at(15))).isEqualTo(frameAfter(15));
        assertThat(frame(history.at(25))).isEqualTo(frameAfter(25));
        assertThatThrownBy(() -> history.at(14)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("step 14 is not held: steps 15 to 25 are");

        // many times the bound: still the latest steps, each as it was
        TraceHistory longer = recorded(7, EVENTS.size());
        assertThat(longer.earliest()).isEqualTo(EVENTS.size() - 7);
        for (long step = longer.earliest(); step <= EVENTS.size(); step++) {
            assertThat(frame(longer.at(step))).as("step %d", step).isEqualTo(frameAfter(step));
        }
    }

    /** A step is reached from the nearest copy of the board kept before it, and is the board built step by step. */
    @Test
    void theCopiesKeptEveryThousandStepsGiveTheSameBoards() {
        List<SearchEvent> events = TraceBoardTest.events("recursive", 7, 5_000);
        TraceHistory history = new TraceHistory(TraceBoardTest.board("recursive", 7, events), 2_000);
        events.forEach(history::record);
        assertThat(events).hasSizeGreaterThan(4_000);
        assertThat(history.earliest()).isEqualTo(events.size() - 2_000);

        TraceBoard built = TraceBoardTest.board("recursive", 7, events);
        for (int step = 1; step <= events.size(); step++) {
            built.apply(events.get(step - 1));
            if (step >= history.earliest() && (step % 97 == 0 || step % TraceHistory.SNAPSHOT_EVERY <= 1)) {
                assertThat(frame(history.at(step))).as("step %d", step).isEqualTo(frame(built));
            }
        }
    }

    @Test
    void itFindsTheSolutionsAroundAStep() {
        List<Long> found = new java.util.ArrayList<>();
        for (int i = 0; i < EVENTS.size(); i++) {
            if (EVENTS.get(i) instanceof SearchEvent.Found) {
                found.add(i + 1L);
            }
        }
        assertThat(found).hasSize(2);
        TraceHistory history = recorded(TraceHistory.STEPS, EVENTS.size());

        assertThat(history.solutionAfter(1)).isEqualTo(found.get(0));
        assertThat(history.solutionAfter(found.get(0))).isEqualTo(found.get(1));
        assertThat(history.solutionAfter(found.get(1))).isEqualTo(-1);
        assertThat(history.solutionBefore(found.get(1))).isEqualTo(found.get(0));
        assertThat(history.solutionBefore(found.get(0))).isEqualTo(-1);
        // a solution older than the history holds is not found in it
        TraceHistory bounded = recorded(5, (int) (found.get(0) + 6));
        assertThat(bounded.solutionBefore(bounded.latest())).isEqualTo(-1);
        assertThat(recorded(5, (int) (found.get(0) + 4)).solutionBefore(found.get(0) + 4)).isEqualTo(found.get(0));
    }
}
