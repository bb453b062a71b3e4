package dev.nqueens.engine;

import dev.nqueens.api.Subcount;
import java.util.Objects;

/**
 * What a {@link CountingEngine} found: the counts of the whole board, and where they came from.
 *
 * @param total the sum of the subcounts of every subproblem of the split, resumed or counted
 * @param subproblems the number of subproblems in the split
 * @param resumed how many of them the checkpoint already held, and were not counted again
 * @param counted how many of them this run counted, those the checkpoint held in doubt among them
 * @param recheck what the recheck of the run found: none, unless the job asked for one
 */
public record CountResult(Subcount total, int subproblems, int resumed, int counted, RecheckReport recheck) {

    /**
     * Makes the result of a run from its total and its books.
     *
     * @param total the sum of the subcounts of every subproblem of the split, resumed or counted
     * @param subproblems the number of subproblems in the split
     * @param resumed how many of them the checkpoint already held, and were not counted again
     * @param counted how many of them this run counted, those the checkpoint held in doubt among them
     * @param recheck what the recheck of the run found: none, unless the job asked for one
     * @throws IllegalArgumentException if a number is negative, or resumed and counted do not add up to
     *     the subproblems
     */
    public CountResult {
        Objects.requireNonNull(total, "total");
        Objects.requireNonNull(recheck, "recheck");
        if (resumed < 0 || counted < 0 || resumed + counted != subproblems) {
            throw new IllegalArgumentException(resumed + " resumed and " + counted + " counted subproblems do not make "
                    + subproblems);
        }
    }

    /**
     * The answer to the count: how many solutions the board has.
     *
     * @return the number of solutions of the board (OEIS A000170)
     */
    public long solutions() {
        return total.solutions();
    }

    /**
     * Works out from the fixed points how many solutions the board has up to symmetry.
     *
     * @return the number of fundamental solutions of the board (OEIS A002562)
     * @see Subcount#fundamentalSolutions()
     */
    public long fundamentalSolutions() {
        return total.fundamentalSolutions();
    }
}
