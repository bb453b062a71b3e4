package dev.nqueens.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;

/** {@link SimulatedDeadlines} against the percentile worked out the long way, as {@code TaskDeadlines} does. */
class SimulatedDeadlinesTest {

    @Test
    void noDeadlineUntilFourTasksAreBack() {
        SimulatedDeadlines deadlines = new SimulatedDeadlines();
        deadlines.sent(0);
        for (int back = 0; back < 3; back++) {
            deadlines.record(1);
        }

        assertThat(deadlines.deadline(100)).isNegative();
        deadlines.record(1);
        assertThat(deadlines.deadline(100)).isEqualTo(SimulatedDeadlines.MIN_SECONDS);
    }

    @Test
    void theTimesSoFarOfTheTasksOutCountWithTheTimesBack() {
        SimulatedDeadlines deadlines = new SimulatedDeadlines();
        for (int back = 0; back < 4; back++) {
            deadlines.record(0.5);
        }
        deadlines.sent(0);
        deadlines.sent(10);

        // 0.5, 0.5, 0.5, 0.5, 30 and 40: the 90th percentile is the fifth, 30 s so far
        assertThat(deadlines.deadline(40)).isEqualTo(120);
    }

    @Test
    void agreesWithSortingEverythingAsTasksComeAndGo() {
        Random random = new Random(5);
        SimulatedDeadlines deadlines = new SimulatedDeadlines();
        List<Double> back = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        List<Double> sentAt = new ArrayList<>();
        double now = 0;
        for (int step = 0; step < 5_000; step++) {
            now += random.nextDouble();
            int what = random.nextInt(3);
            if (what == 0) {
                numbers.add(deadlines.sent(now));
                sentAt.add(now);
            } else if (what == 1 && !numbers.isEmpty()) {
                int pick = random.nextInt(numbers.size());
                deadlines.back(numbers.remove(pick));
                sentAt.remove(pick);
            } else {
                double took = random.nextInt(4) == 0 ? 0 : 100 * random.nextDouble();
                deadlines.record(took);
                back.add(took);
            }
            double expected = -1;
            if (back.size() >= SimulatedDeadlines.MIN_SAMPLES) {
                double at = now;
                double[] all = DoubleStream.concat(
                        back.subList(Math.max(0, back.size() - SimulatedDeadlines.SAMPLES), back.size()).stream()
                                .mapToDouble(Double::doubleValue),
                        sentAt.stream().mapToDouble(sent -> at - sent)).sorted().toArray();
                expected = Math.max(SimulatedDeadlines.MIN_SECONDS,
                        SimulatedDeadlines.FACTOR * all[(int) (0.9 * (all.length - 1))]);
            }
            assertThat(deadlines.deadline(now)).as("step %d", step).isEqualTo(expected);
        }
    }
}
