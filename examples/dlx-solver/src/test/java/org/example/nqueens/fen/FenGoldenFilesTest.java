package org.example.nqueens.fen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Solution;
import dev.nqueens.api.SolveRequest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.example.nqueens.dlx.DlxSolver;
import org.junit.jupiter.api.Test;

/**
 * What the {@code fen} format writes, against golden files beside this class. The files were made from
 * nqueens' own {@code columns} output, not from this format: every solution of n = 4 and n = 8 in
 * lexicographic order, and one board of n = 12, whose runs of 10 and 11 empty squares take two digits.
 */
class FenGoldenFilesTest {

    private final FenRenderer fen = new FenRenderer();

    @Test
    void everySolutionOfFourAndEightInLexicographicOrder() throws IOException {
        assertThat(render(new DlxSolver().solve(SolveRequest.of(4)))).isEqualTo(golden("four.fen"));
        assertThat(render(new DlxSolver().solve(SolveRequest.of(8)))).isEqualTo(golden("eight.fen"));
    }

    @Test
    void runsOfTenOrMoreEmptySquaresTakeSeveralDigits() throws IOException {
        Solution twelve = Solution.of(1, 3, 5, 7, 9, 11, 0, 2, 4, 6, 8, 10);
        assertThat(render(Stream.of(twelve))).isEqualTo(golden("twelve-constructed.fen"));
    }

    @Test
    void theEmptyBoardIsAnEmptyLineAndNoBoardsNothing() throws IOException {
        assertThat(render(Stream.of(Solution.empty()))).isEqualTo("\n");
        assertThat(render(Stream.of(Solution.of(0)))).isEqualTo("Q\n");
        assertThat(render(Stream.empty())).isEmpty();
    }

    private String render(Stream<Solution> boards) throws IOException {
        StringBuilder out = new StringBuilder();
        try (boards) {
            fen.render(boards, out);
        }
        return out.toString();
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = FenGoldenFilesTest.class.getResourceAsStream(name)) {
            assertThat(in).as("golden file %s beside %s", name, FenGoldenFilesTest.class.getName()).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
