package dev.nqueens.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * When a task is overdue: from the tasks back and the time so far of those still out, so that the quick tasks
 * that come back first make no long one overdue, while a hung member's few tasks are.
 */
class TaskDeadlinesTest {

    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    @Test
    void noTaskIsOverdueBeforeFourHaveComeBack() {
        TaskDeadlines deadlines = new TaskDeadlines(ClientConnector.DEFAULT_HEARTBEAT_TIMEOUT);
        for (int i = 0; i < 3; i++) {
            deadlines.record(SECOND);
        }

        assertThat(deadlines.deadlineNanos(LongStream.of(1_000 * SECOND))).isNegative();
    }

    @Test
    void theQuickTasksBackFirstMakeNoLongTaskStillOutOverdue() {
        TaskDeadlines deadlines = new TaskDeadlines(ClientConnector.DEFAULT_HEARTBEAT_TIMEOUT);
        // a large board's first wave: the empty subproblems are back at once, the others count for minutes
        for (int i = 0; i < 10; i++) {
            deadlines.record(SECOND / 100);
        }
        LongStream running = LongStream.generate(() -> 300 * SECOND).limit(20);

        assertThat(deadlines.deadlineNanos(running)).isEqualTo(4 * 300 * SECOND);
    }

    @Test
    void aHungMembersFewTasksAreOverdueAtFourTimesTheOthersTime() {
        TaskDeadlines deadlines = new TaskDeadlines(ClientConnector.DEFAULT_HEARTBEAT_TIMEOUT);
        for (int i = 0; i < 40; i++) {
            deadlines.record((10 + i % 3) * SECOND);
        }
        // two tasks of a stopped member, out for a minute, and six of healthy members just sent
        LongStream running = LongStream.concat(LongStream.of(60 * SECOND, 60 * SECOND),
                LongStream.generate(() -> SECOND).limit(6));

        long deadline = deadlines.deadlineNanos(running);

        assertThat(deadline).isEqualTo(4 * 12 * SECOND).isLessThan(60 * SECOND);
    }

    @Test
    void noTaskIsGivenLessThanTwentySeconds() {
        TaskDeadlines deadlines = new TaskDeadlines(ClientConnector.DEFAULT_HEARTBEAT_TIMEOUT);
        for (int i = 0; i < 8; i++) {
            deadlines.record(SECOND / 10);
        }

        assertThat(deadlines.deadlineNanos(LongStream.empty())).isEqualTo(20 * SECOND);
    }

    @Test
    void aLongerHeartbeatTimeoutGivesEveryTaskLonger() {
        ClientSettings settings = ClientSettings.builder(List.of(MemberAddress.parse("127.0.0.1")))
                .property(ClientConnector.HEARTBEAT_TIMEOUT, "60000").build();
        TaskDeadlines deadlines = new TaskDeadlines(ClientConnector.heartbeatTimeout(settings));
        for (int i = 0; i < 8; i++) {
            deadlines.record(SECOND / 10);
        }

        assertThat(deadlines.deadlineNanos(LongStream.empty())).isEqualTo(65 * SECOND);
    }

    /** The overdue message gives the least time as it is, not cut to whole seconds. */
    @Test
    void aHeartbeatTimeoutOfPartSecondsIsShownAsItIs() {
        ClientSettings settings = ClientSettings.builder(List.of(MemberAddress.parse("127.0.0.1")))
                .property(ClientConnector.HEARTBEAT_TIMEOUT, "4500").build();

        TaskDeadlines deadlines = new TaskDeadlines(ClientConnector.heartbeatTimeout(settings));

        assertThat(ClientSettings.secondsText(deadlines.least())).isEqualTo("9.5 s");
        assertThat(ClientSettings.secondsText(new TaskDeadlines(ClientConnector.DEFAULT_HEARTBEAT_TIMEOUT).least()))
                .isEqualTo("20 s");
    }
}
