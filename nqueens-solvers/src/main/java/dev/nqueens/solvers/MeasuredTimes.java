package dev.nqueens.solvers;

import dev.nqueens.api.SolveRequest;
import java.time.Duration;
import java.util.Optional;

/**
 * A counter's times measured on one core for a run of board sizes, and the estimate they give for any n
 * (geometric growth per n beyond the measured run), for {@link dev.nqueens.api.Solver#estimatedCountTime}:
 * how {@code count} chooses between counters that cross over. Exported by no module; shared by the
 * built-in counters.
 */
public final class MeasuredTimes {

    private final int firstBoardSize;
    private final double[] seconds;
    private final double growthBelow;
    private final double growthAbove;

    /**
     * @param firstBoardSize the n of the first time
     * @param growthBelow time(n + 1) / time(n) below the measured run
     * @param growthAbove time(n + 1) / time(n) above it
     * @param seconds the times, in seconds of one core, for n = firstBoardSize, firstBoardSize + 1, ...
     */
    public MeasuredTimes(int firstBoardSize, double growthBelow, double growthAbove, double... seconds) {
        this.firstBoardSize = firstBoardSize;
        this.growthBelow = growthBelow;
        this.growthAbove = growthAbove;
        this.seconds = seconds.clone();
    }

    /**
     * @param request the board; pre-placed queens, which no built-in counter with an estimate takes, give none
     * @return the estimated time of a count of the whole board
     */
    public Optional<Duration> estimate(SolveRequest request) {
        if (!request.presetQueens().isEmpty()) {
            return Optional.empty();
        }
        int n = request.boardSize();
        int last = firstBoardSize + seconds.length - 1;
        // below the measured run, no smaller than a millionth of its first time: nanoseconds would round the
        // estimates of small boards to nothing, and lose which counter is faster
        double estimate = n < firstBoardSize
                ? seconds[0] * Math.max(1e-6, Math.pow(growthBelow, -(firstBoardSize - n)))
                : n > last ? seconds[seconds.length - 1] * Math.pow(growthAbove, n - last)
                : seconds[n - firstBoardSize];
        return Optional.of(Duration.ofNanos((long) Math.min(Long.MAX_VALUE, estimate * 1e9)));
    }
}
