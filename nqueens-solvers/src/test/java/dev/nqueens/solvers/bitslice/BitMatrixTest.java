package dev.nqueens.solvers.bitslice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The transposition against the definition, bit by bit. */
class BitMatrixTest {

    @ParameterizedTest(name = "narrow: {0}")
    @CsvSource({"false", "true"})
    void transposesABitMatrix(boolean narrow) {
        Random random = new Random(64);
        long[] matrix = new long[64];
        for (int i = 0; i < 64; i++) {
            matrix[i] = narrow ? random.nextLong() >>> 32 : random.nextLong();
        }
        long[] transposed = matrix.clone();

        BitMatrix.transpose(transposed, narrow);

        for (int i = 0; i < 64; i++) {
            for (int j = 0; j < 64; j++) {
                assertThat(transposed[j] >>> i & 1).as("row %d, column %d", i, j).isEqualTo(matrix[i] >>> j & 1);
            }
        }
    }
}
