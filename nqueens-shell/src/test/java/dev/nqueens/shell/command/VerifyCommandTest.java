package dev.nqueens.shell.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.console.Shell;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code verify} as a user meets it: boards in each of the four forms, from a file and from standard input,
 * good ones, bad ones (exit status 1, the first bad board on standard output) and input that is not in the
 * form (exit status 2, one line on standard error naming the line and column).
 */
class VerifyCommandTest {

    private static final String FOUR_COLUMNS = "1 3 0 2\n2 0 3 1\n";
    private static final String FOUR_ASCII = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
    private static final String FOUR_JSON =
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n";
    private static final String FOUR_JSON_COLUMNS = "[[1,3,0,2],[2,0,3,1]]\n";

    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    @TempDir
    Path folder;

    private CommandResult oneShot(String... words) {
        return withInput("", words);
    }

    /** Runs {@code nqueens WORDS} with the text on standard input. */
    private CommandResult withInput(String in, String... words) {
        return CommandResult.oneShot(session, in.getBytes(StandardCharsets.UTF_8), words);
    }

    private Path file(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text);
    }

    /** @return the text with the escapes \n, \r and \t of a test table made the characters they stand for */
    private static String unescape(String text) {
        return text.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t");
    }

    private static CommandResult ok(long boards) {
        return new CommandResult(ExitStatus.OK, "ok: " + boards + (boards == 1 ? " board" : " boards") + "\n", "");
    }

    private static CommandResult invalid(String line) {
        return new CommandResult(ExitStatus.FAILURE, line + "\n", "");
    }

    private static CommandResult unreadable(String message) {
        return new CommandResult(ExitStatus.USAGE, "", "nqueens: verify: " + message + "\n");
    }

    // good boards

    @ParameterizedTest
    @ValueSource(strings = {"columns", "json-columns", "ascii", "json"})
    void whatSolveWritesVerifiesFromAFileAndFromStandardInput(String format) throws IOException {
        String boards = oneShot("solve", "8", "-f", format).out();
        Path file = file("eight." + format, boards);
        assertThat(oneShot("verify", file.toString())).isEqualTo(ok(92));
        assertThat(withInput(boards, "verify")).isEqualTo(ok(92));
        assertThat(withInput(boards, "verify", "-")).isEqualTo(ok(92));
        assertThat(withInput(boards, "verify", "-f", format)).isEqualTo(ok(92));
        assertThat(withInput(boards, "-f", format, "verify")).isEqualTo(ok(92));
    }

    @ParameterizedTest
    @ValueSource(strings = {"columns", "json-columns", "ascii", "json"})
    void boardsOfDifferentSizesVerifyOneByOne(String format) {
        String boards = oneShot("solve", "1", "-f", format).out() + separator(format)
                + oneShot("solve", "5", "-f", format, "--limit", "1").out();
        if (format.startsWith("json")) {
            boards = "[" + oneShot("solve", "1", "-f", format).out().strip().replaceAll("^\\[|]$", "") + ","
                    + oneShot("solve", "5", "-f", format, "--limit", "1").out().strip().replaceAll("^\\[|]$", "")
                    + "]";
        }
        assertThat(withInput(boards, "verify")).isEqualTo(ok(2));
    }

    private static String separator(String format) {
        return format.equals("ascii") ? "\n" : "";
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            ``                         | 0
            `\\n\\n  \\n`                 | 0
            `[]`                       | 0
            ` [ ] `                    | 0
            `[[]]`                     | 1
            `0`                        | 1
            `Q`                        | 1
            `[["Q"]]`                | 1
            `[[0]]`                    | 1
            `  1 3 0 2  \\r\\n2\\t0 3 1`  | 2
            `\\n\\n.Q..\\n...Q\\nQ...\\n..Q.  \\n\\n\\n\\n..Q.\\nQ...\\n...Q\\n.Q..\\n\\n` | 2
            `[\\n [1, 3, 0, 2],\\n [2, 0, 3, 1]\\n]\\n` | 2
            """)
    void blanksAndEmptyBoardsAreRead(String text, long boards) {
        String input = unescape(text);
        assertThat(withInput(input, "verify")).isEqualTo(ok(boards));
    }

    @Test
    void anEmptyLineIsTheEmptyBoardInColumns() {
        assertThat(withInput("\n", "verify", "-f", "columns")).isEqualTo(ok(1));
        assertThat(withInput(FOUR_COLUMNS + "\n" + FOUR_COLUMNS, "verify", "-f", "columns")).isEqualTo(ok(5));
    }

    // bad boards: exit status 1, the first bad board on standard output

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `1 3 0 2\\n1 4 3 0 2\\n`              | board 2: rows 0 and 2 share a diagonal (columns 1 and 3)
            `1 1 0 2\\n`                         | board 1: rows 0 and 1 both have their queen in column 1
            `1 3 0 2\\n1 0 3 2\\n`                | board 2: rows 0 and 1 share an anti-diagonal (columns 1 and 0)
            `1 3 0 4\\n`                         | board 1: row 3 has its queen in column 4, off a board of size 4
            `1 3 -1 2\\n`                        | board 1: row 2 has its queen in column -1, off a board of size 4
            `[[1,3,0,2],[1,4,3,0,2]]`           | board 2: rows 0 and 2 share a diagonal (columns 1 and 3)
            `[[1,3,0,2],[2,0,3,9]]`             | board 2: row 3 has its queen in column 9, off a board of size 4
            `Q.\\n.Q\\n\\n`                       | board 1: rows 0 and 1 share a diagonal (columns 0 and 1)
            `.Q..\\n..QQ\\nQ...\\n..Q.\\n`          | board 1: row 1 has more than one queen (columns 2 and 3)
            `.Q..\\n....\\nQ...\\n..Q.\\n`          | board 1: row 1 has no queen
            `.Q..\\n...Q\\nQ..\\n..Q.\\n`           | board 1: row 2 has 3 squares where row 0 has 4
            `.Q..\\n...Q\\nQ...\\n` | board 1: the board has 3 rows of 4 squares, not as many rows as columns
            `[[".Q..","...Q","Q...","..Q."],["Q.",".Q"]]` | board 2: rows 0 and 1 share a diagonal (columns 0 and 1)
            `[[".Q..","..QQ","Q...","..Q."]]`   | board 1: row 1 has more than one queen (columns 2 and 3)
            `[[".Q..","...."]]`                 | board 1: row 1 has no queen
            `[[".Q..","...Q","Q...","..Q.."]]`  | board 1: row 3 has 5 squares where row 0 has 4
            `[[".Q..","...Q","Q..."]]` | board 1: the board has 3 rows of 4 squares, not as many rows as columns
            `[[""]]`                            | board 1: row 0 has no queen
            """)
    void theFirstBadBoardIsNamedWithExitStatus1(String text, String line) {
        assertThat(withInput(unescape(text), "verify")).isEqualTo(invalid(line));
    }

    @Test
    void aBadBoardAfterGoodOnesIsNamedByItsNumber() {
        assertThat(withInput(FOUR_ASCII + "\n.Q..\n..Q.\n...Q\nQ...\n", "verify")).isEqualTo(invalid(
                "board 3: rows 0 and 1 share a diagonal (columns 1 and 2)"));
    }

    @Test
    void nothingAfterTheFirstBadBoardIsRead() {
        assertThat(withInput("1 1 0 2\nthis is not read\n", "verify")).isEqualTo(invalid(
                "board 1: rows 0 and 1 both have their queen in column 1"));
    }

    // input that is not in the form: exit status 2, one line

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `1 3 0 2\\n1 3 x 2\\n`      | line 2, column 5: unexpected 'x'; a columns line holds whole numbers
            `1 3 0 2\\n1 3,0 2\\n`      | line 2, column 4: unexpected ','; column numbers are separated by spaces
            `1 3 0 2\\r1 3 0 2\\n`      | line 1, column 9: unexpected '1'; a line ends with \\n or \\r\\n
            `1 3 - 2\\n`               | line 1, column 6: unexpected a space; a columns line holds whole numbers
            `1 3 0 12345678901\\n`     | line 1, column 7: a column number longer than 10 digits is off any board
            `1 3 0 4294967296\\n`      | line 1, column 7: column 4294967296 is off any board
            `.Q..\\n...Q\\nQ.x.\\n`     | line 3, column 3: unexpected 'x'; the rows of an ascii board hold Q and . only
            `.Q..\\n ..Q\\n`            | line 2, column 1: unexpected a space; the rows of an ascii board hold Q and .
            `[[1,3,0,2],[4294967296]]`| line 1, column 13: column 4294967296 is off any board
            `[[1,3,0,2],{}]`          | line 1, column 12: expected a board (a list of rows), or the ] that ends the boards, found {
            `[[1,3,0,2]] [[0]]`       | line 1, column 13: expected nothing after the ] that ends the boards, found [
            `[[1,3,0,2]] x`           | line 1, column 13: unexpected 'x'; rows are strings in double quotes, columns whole numbers
            `[[1,3,0,2],\\n[2,0,`      | line 2, column 6: the text ends before the boards do: a ] is missing
            `[[".Q","Q.x"]]`          | line 1, column 11: unexpected 'x' in a row; rows hold Q and . only
            `[[".Q..",3]]` | line 1, column 10: expected a row, which is a string of Q and ., or ], found a whole
            `{"boards": []}` | line 1, column 1: cannot tell the form of the boards from '{': columns start with
            `ok: 92 boards` | line 1, column 1: cannot tell the form of the boards from 'o': columns start with
            `  [ x`                   | line 1, column 5: expected a board (a list of rows) or a row, which is a string
            `\\n[[null]]` | line 2, column 3: expected a row, which is a string (json) or a number (json-columns)
            """)
    void inputThatIsNotInTheFormIsOneLineWithExitStatus2(String text, String message) {
        withInput(unescape(text), "verify").assertUsageError("verify: standard input: " + message);
    }

    @Test
    void aColumnOfJsonColumnsIsAWholeNumber() {
        String expected = "standard input: line 1, column 19: expected a column, which is a whole number, or ], found ";
        assertThat(withInput("[[1,3,0,2],[2,0,3,1.5]]", "verify")).isEqualTo(unreadable(expected
                + "a number with a fraction or an exponent"));
        assertThat(withInput("[[1,3,0,2],[2,0,3,\"1\"]]", "verify")).isEqualTo(unreadable(expected + "a string"));
    }

    @Test
    void inputOfNoKnownFormNamesTheForms() {
        assertThat(withInput("ok: 92 boards\n", "verify")).isEqualTo(unreadable("standard input: line 1, column 1:"
                + " cannot tell the form of the boards from 'o': columns start with a number, ascii with Q or ., json"
                + " and json-columns with [; or name the form with --format"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            json          | 1 3 0 2 | line 1, column 1: expected [, the start of the boards, found a whole number
            json-columns  | .Q..    | line 1, column 1: unexpected '.'
            ascii         | 1 3 0 2 | line 1, column 1: unexpected '1'; the rows of an ascii board hold Q and . only
            columns       | [[1]]   | line 1, column 1: unexpected '['; a columns line holds whole numbers separated by
            json          | ''      | line 1, column 1: expected [, the start of the boards, found the end of the input
            """)
    void aFormatGivenIsTheFormRead(String format, String text, String message) {
        CommandResult result = withInput(text, "verify", "-f", format);
        assertThat(result.status()).isEqualTo(ExitStatus.USAGE);
        assertThat(result.err()).startsWith("nqueens: verify: standard input: " + message).endsWith("\n");
        assertThat(result.err().lines()).hasSize(1);
    }

    @Test
    void aFormatThatCannotBeReadIsAUsageError() {
        assertThat(withInput(FOUR_COLUMNS, "verify", "-f", "svg")).isEqualTo(new CommandResult(ExitStatus.USAGE, "",
                "nqueens: verify: it reads columns, json-columns, ascii or json, not svg\n"));
    }

    @Test
    void textThatIsNotUtf8IsUnreadable() {
        CapturedStreams streams = new CapturedStreams(new byte[] {'1', ' ', (byte) 0xff, '\n'});
        int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                .run("", List.of("verify"));
        assertThat(new CommandResult(status, streams.out(), streams.err())).isEqualTo(
                unreadable("standard input: not UTF-8 text"));
    }

    @Test
    void aFileThatIsNotThereOrIsAFolderIsAUsageError() {
        Path missing = folder.resolve("missing.txt");
        assertThat(oneShot("verify", missing.toString())).isEqualTo(unreadable("cannot read " + missing
                + ": no such file"));
        assertThat(oneShot("verify", folder.toString())).isEqualTo(unreadable(folder + " is a folder, not a file"));
    }

    @Test
    void aFileNamesItselfInMessages() throws IOException {
        Path file = file("boards.txt", FOUR_COLUMNS + "1 3 0 x\n");
        assertThat(oneShot("verify", file.toString())).isEqualTo(unreadable(file + ": line 3, column 7: unexpected"
                + " 'x'; a columns line holds whole numbers separated by spaces"));
    }

    // plain words: no parser's sentence, no column named twice, a hint for columns counted from 1

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `[\\n  // my answer\\n  [".Q..","...Q","Q...","..Q."]]` | line 2, column 3: a comment is not allowed in JSON
            `[[".Q..","...Q","Q...","..Q."], /* two */ ["Q"]]` | line 1, column 33: a comment is not allowed in JSON
            `// n = 4\\n[[1,3,0,2]]`          | line 1, column 1: a comment is not allowed in JSON
            `['.Q..']`                       | line 1, column 2: unexpected '; a JSON string is in double quotes
            `[[".Q..","...Q",\\n"Q...`        | line 2, column 6: the text ends inside a string: a closing " is missing
            `[[".Q..","...Q" "Q..."]]`        | line 1, column 17: expected , or ], found '"'
            `[[1,3,0,2,]]`                   | line 1, column 11: unexpected ']'; a , may be one too many
            `[[1,3,0,02]]`                   | line 1, column 10: a number that JSON does not read (a leading zero, or a sign
            `[[1,3,0,2]}`                    | line 1, column 11: unexpected '}'
            """)
    void jsonThatDoesNotParseIsSaidInPlainWords(String text, String message) {
        CommandResult result = withInput(unescape(text), "verify");
        result.assertUsageError("verify: standard input: " + message);
        assertThat(result.err()).doesNotContain("ALLOW", "code ", "Feature", "was expecting", "end-of-input");
    }

    @Test
    void twoQueensInOneColumnNameTheColumnOnce() {
        assertThat(withInput("1 3 0 2\n1 3 0 3\n", "verify")).isEqualTo(invalid(
                "board 2: rows 1 and 3 both have their queen in column 3"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `2 4 1 3\\n`  | board 1: row 1 has its queen in column 4, off a board of size 4; columns count from 0 (0 to 3): subtract one from each
            `[[2,4,1,3]]` | board 1: row 1 has its queen in column 4, off a board of size 4; columns count from 0 (0 to 3): subtract one from each
            `1 3 0 4\\n`  | board 1: row 3 has its queen in column 4, off a board of size 4
            `1 2 3 5\\n`  | board 1: row 3 has its queen in column 5, off a board of size 4
            """)
    void aBoardCountedFromOneGetsAHint(String text, String line) {
        assertThat(withInput(unescape(text), "verify")).isEqualTo(invalid(line));
    }

    // a board alone, and the answer to LeetCode 51 with --all

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `[".Q..","...Q","Q...","..Q."]`          | ok: 1 board
            ` [ "Q" ] `                              | ok: 1 board
            `[1,3,0,2]`                              | ok: 1 board
            `[".Q..","...Q","Q...","..Q."] [".Q"]`   | line 1, column 31: expected nothing after the ] that ends the board, found [
            """)
    void aBoardAloneIsOneBoard(String text, String expected) {
        CommandResult result = withInput(text, "verify");
        if (expected.startsWith("ok")) {
            assertThat(result).isEqualTo(new CommandResult(ExitStatus.OK, expected + "\n", ""));
        } else {
            result.assertUsageError("verify: standard input: " + expected);
        }
    }

    @Test
    void allTheSolutionsOnceAreAnAnswer() {
        assertThat(withInput(FOUR_JSON, "verify", "--all", "4")).isEqualTo(new CommandResult(ExitStatus.OK,
                "ok: all 2 solutions of n = 4, each once\n", ""));
        assertThat(withInput(oneShot("solve", "8", "-f", "columns").out(), "verify", "--all", "8")).isEqualTo(
                new CommandResult(ExitStatus.OK, "ok: all 92 solutions of n = 8, each once\n", ""));
        assertThat(withInput("[[\"Q\"]]", "verify", "--all", "1")).isEqualTo(new CommandResult(ExitStatus.OK,
                "ok: the one solution of n = 1\n", ""));
        assertThat(withInput("[]", "verify", "--all", "3")).isEqualTo(new CommandResult(ExitStatus.OK,
                "ok: no boards, and n = 3 has no solutions\n", ""));
    }

    @Test
    void theSameBoardTwiceNamesBoth() {
        String twice = "[[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],"
                + "[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]";
        assertThat(withInput(twice, "verify", "--all", "4")).isEqualTo(invalid(
                "board 3: boards 1 and 3 are the same board"));
        // without --all, boards are checked one by one, as before
        assertThat(withInput(twice, "verify")).isEqualTo(ok(3));
    }

    @Test
    void aMissingBoardIsCountedAndTheFirstNamed() {
        assertThat(withInput("[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]", "verify", "--all", "4")).isEqualTo(
                invalid("missing 1 of the 2 solutions of n = 4; the first, in the solvers' order: "
                        + "[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"] (columns 2 0 3 1)"));
        assertThat(withInput("[]", "verify", "--all", "4")).isEqualTo(invalid("missing 2 of the 2 solutions of"
                + " n = 4; the first, in the solvers' order: [\".Q..\",\"...Q\",\"Q...\",\"..Q.\"] (columns 1 3 0 2)"));
        // the eight-queens list less its 40th board: the 40th is the first missing
        List<String> eight = oneShot("solve", "8", "-f", "columns").out().lines().toList();
        String without40th = String.join("\n", eight.subList(0, 39)) + "\n"
                + String.join("\n", eight.subList(40, 92)) + "\n";
        String fortieth = eight.get(39);
        assertThat(withInput(without40th, "verify", "--all", "8").out()).isEqualTo("missing 1 of the 92 solutions"
                + " of n = 8; the first, in the solvers' order: " + drawn(fortieth) + " (columns " + fortieth + ")\n");
        // beyond n = 12, the count alone
        assertThat(withInput("[]", "verify", "--all", "13")).isEqualTo(invalid(
                "missing 73712 of the 73712 solutions of n = 13"));
    }

    /** @return the board of the columns as LeetCode draws it */
    private static String drawn(String columns) {
        String[] each = columns.split(" ");
        StringBuilder drawn = new StringBuilder("[");
        for (int row = 0; row < each.length; row++) {
            char[] squares = ".".repeat(each.length).toCharArray();
            squares[Integer.parseInt(each[row])] = 'Q';
            drawn.append(row == 0 ? "\"" : ",\"").append(squares).append('"');
        }
        return drawn.append(']').toString();
    }

    @Test
    void aBoardOfAnotherSizeIsNamed() {
        assertThat(withInput("1 3 0 2\n0\n", "verify", "--all", "4")).isEqualTo(invalid(
                "board 2: it has 1 row, and --all 4 checks boards of 4"));
        assertThat(withInput("1 3 0 2\n1 1 0 2\n", "verify", "--all", "4")).isEqualTo(invalid(
                "board 2: rows 0 and 1 both have their queen in column 1"));
    }

    @Test
    void allTakesTheSizesWhoseCountsAreKnown() {
        assertThat(withInput("[]", "verify", "--all", "28")).isEqualTo(unreadable(
                "--all checks n up to 27, whose counts are known, not 28"));
        withInput("[]", "verify", "--all", "-1").assertUsageError("verify: --all must be 0 or more, not -1");
    }

    // in a session

    @Test
    void inAScriptVerifyReadsAFileButNotStandardInput() throws IOException {
        Path file = file("four.json", FOUR_JSON);
        CapturedStreams streams = new CapturedStreams();
        String script = "verify " + file + "\nverify\nverify -\ncount 4\n";
        int status = Shell.script(new BufferedReader(new StringReader(script)), session, streams.streams());
        assertThat(status).isEqualTo(ExitStatus.USAGE);
        assertThat(streams.out()).isEqualTo("ok: 2 boards\n2\n");
        String refusal = ": verify: in a script, standard input holds the commands; give verify a FILE, or"
                + " run nqueens verify < FILE";
        assertThat(streams.err().lines()).containsExactly("nqueens: line 2" + refusal, "nqueens: line 3" + refusal);
    }

    @Test
    void theFourFormsOfTheSameBoardsAllVerify() throws IOException {
        for (String text : List.of(FOUR_COLUMNS, FOUR_ASCII, FOUR_JSON, FOUR_JSON_COLUMNS)) {
            assertThat(oneShot("verify", file("four", text).toString())).isEqualTo(ok(2));
        }
    }

    // a million queens

    @Test
    void aMillionQueenBoardFromTheConstructionRoundTrips() throws IOException {
        Path board = folder.resolve("million.txt");
        assertThat(oneShot("solve", "1000000", "-s", "construct", "-f", "columns", "-o", board.toString()).status())
                .isZero();
        assertThat(oneShot("verify", board.toString())).isEqualTo(ok(1));
        // the last queen moved into the first one's column
        String line = Files.readString(board).strip();
        String first = line.substring(0, line.indexOf(' '));
        String moved = line.substring(0, line.lastIndexOf(' ') + 1) + first + "\n";
        assertThat(oneShot("verify", file("moved.txt", moved).toString())).isEqualTo(invalid(
                "board 1: rows 0 and 999999 both have their queen in column " + first));
    }

    @Test
    void aMillionQueenBoardInJsonColumnsRoundTrips() throws IOException {
        Path board = folder.resolve("million.json");
        assertThat(oneShot("solve", "1000000", "-s", "construct", "-f", "json-columns", "-o", board.toString())
                .status()).isZero();
        assertThat(oneShot("verify", board.toString())).isEqualTo(ok(1));
    }
}
