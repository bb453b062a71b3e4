package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.Capability;
import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's tables of solvers and formats are what {@code solvers} and {@code formats} print for the
 * built-in providers, row by row: the ids, the largest n, and the solvers' capabilities, so that neither can
 * change without the other. The README writes numbers with thousands separators and "no limit" where the
 * commands print {@code -}; the capabilities are the ids the command prints.
 */
class ReadmeTablesTest {

    private static final Markdown SECTION = Documents.readme().section("Solvers and formats");

    /** The built-in providers alone: no plugin folders, whatever the user running the tests has installed. */
    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();

    /** One row of a table, as both sides state it. */
    private record Row(String largestN, List<String> capabilities) {
    }

    @Test
    void theSolverTableIsWhatSolversPrints() {
        Map<String, Row> readme = new TreeMap<>();
        for (Map<String, String> row : SECTION.table("solver")) {
            readme.put(code(row.get("solver")), new Row(number(row.get("largest n")),
                    Arrays.stream(row.get("capabilities").split(",")).map(ReadmeTablesTest::code).toList()));
        }
        Map<String, Row> printed = new TreeMap<>();
        for (List<String> columns : printedTable("solvers")) {
            printed.put(columns.get(0), new Row(columns.get(1), List.of(columns.get(2).split(","))));
        }
        assertThat(readme).isEqualTo(printed);
    }

    @Test
    void theFormatTableIsWhatFormatsPrints() {
        Map<String, String> readme = SECTION.table("format").stream()
                .collect(Collectors.toMap(row -> code(row.get("format")), row -> number(row.get("largest board")),
                        (a, b) -> a + " and " + b, TreeMap::new));
        Map<String, String> printed = printedTable("formats").stream()
                .collect(Collectors.toMap(columns -> columns.get(0), columns -> columns.get(1),
                        (a, b) -> a + " and " + b, TreeMap::new));
        assertThat(readme).isEqualTo(printed);
    }

    @Test
    void everyCapabilityIsExplainedUnderTheSolverTable() {
        String legend = SECTION.paragraphStartingWith("The capabilities are those `solvers` prints:");
        for (Capability capability : Capability.values()) {
            assertThat(legend).contains("`" + capability.name().toLowerCase(Locale.ROOT).replace('_', '-') + "`");
        }
    }

    /** The README's {@code `id`}, as the command prints it. */
    private static String code(String cell) {
        String bare = cell.strip();
        assertThat(bare).as("a table cell in backticks").startsWith("`").endsWith("`");
        return bare.substring(1, bare.length() - 1);
    }

    /** The README's {@code 10,000} or {@code no limit}, as the command prints it: {@code 10000} or {@code -}. */
    private static String number(String cell) {
        return cell.equals("no limit") ? "-" : cell.replace(",", "");
    }

    /**
     * @param command {@code solvers} or {@code formats}
     * @return the rows it prints, below the header: the id without the mark of the current one, then the
     *     other columns, which the table separates by two spaces or more
     */
    private List<List<String>> printedTable(String command) {
        CapturedStreams streams = new CapturedStreams();
        int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                .run("", List.of(command));
        assertThat(status).as("exit status of %s; standard error: %s", command, streams.err()).isZero();
        List<String> lines = streams.out().lines().toList();
        assertThat(lines.get(0).strip()).startsWith("ID");
        return lines.stream().skip(1).map(line -> List.of(line.substring(2).split(" {2,}"))).toList();
    }
}
