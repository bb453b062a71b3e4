package dev.nqueens.bench;

import java.util.Random;

/**
 * The time each subproblem of a whole split is taken to need on one thread, from a measured sample of a few:
 * its estimated work (plus one) times the seconds per unit of estimated work of a subproblem of the sample
 * drawn at random, with replacement. So the replay has the sample's mean cost per unit of work and its
 * scatter around the solver's estimates, and a given seed draws the same times.
 */
final class ReplayedTimes {

    private ReplayedTimes() {
    }

    /**
     * @param work the estimated work of every subproblem of the split
     * @param secondsPerWork the measured seconds per unit of estimated work (plus one) of the sample, at least
     *     one
     * @param seed the seed of the draw
     * @return the time of each subproblem, in seconds, in the order of {@code work}
     */
    static double[] of(long[] work, double[] secondsPerWork, long seed) {
        if (secondsPerWork.length == 0) {
            throw new IllegalArgumentException("no measured subproblem to draw from");
        }
        Random random = new Random(seed);
        double[] seconds = new double[work.length];
        for (int i = 0; i < work.length; i++) {
            seconds[i] = secondsPerWork[random.nextInt(secondsPerWork.length)] * (work[i] + 1.0);
        }
        return seconds;
    }
}
