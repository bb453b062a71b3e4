package dev.nqueens.engine;

import dev.nqueens.api.Split;
import java.nio.file.Path;

/**
 * A counting process for {@link CheckpointCrashTest}, started in a JVM of its own: counts n with the tests'
 * row-pairs solver on the given threads, with a checkpoint, the way the shell's {@code count N --checkpoint FILE} does,
 * and prints the solutions, the fundamental solutions, and the subproblems resumed and counted.
 */
public final class CheckpointedCount {

    private CheckpointedCount() {
    }

    /**
     * @param args the checkpoint file, n, and the number of threads
     */
    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        int n = Integer.parseInt(args[1]);
        int threads = Integer.parseInt(args[2]);
        Split split = RowPairs.split(n);
        try (LocalEngine engine = new LocalEngine(threads, RowPairs.solvers());
             Checkpoint checkpoint = Checkpoint.open(file, split)) {
            CountResult result = engine.count(CountJob.builder(split).checkpoint(checkpoint).build());
            System.out.println(result.solutions() + " " + result.fundamentalSolutions() + " " + result.resumed() + " "
                    + result.counted());
        }
    }
}
