package dev.nqueens.shell.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nqueens.api.ProviderKind;
import dev.nqueens.api.Registry;
import dev.nqueens.shell.command.CommandRunner;
import dev.nqueens.shell.command.model.Invocation;
import dev.nqueens.shell.io.CapturedStreams;
import dev.nqueens.shell.session.Session;
import dev.nqueens.shell.status.ExitStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's tables of commands, options and exit statuses are the command line's contract: each is
 * compared here with what {@code help} prints, so that neither changes without the other. The commands
 * table names every command and alias; the options table names every option of every command, and its
 * "on" column the commands that have it ("any command" for the options every command takes, "without a
 * command" for those of {@code nqueens} alone), each with its parameter as {@code help} names it; the exit
 * statuses are those {@code help} lists.
 */
class ReadmeCommandTablesTest {

    private static final Markdown README = Documents.readme();
    /** A backticked piece of a table cell, such as {@code `count N`}. */
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /** An option line of picocli's help: two spaces and a short name, or six spaces and a long one. */
    private static final Pattern OPTION_LINE = Pattern.compile("^(?: {2}(-\\w), (--[\\w-]+)| {6}(--[\\w-]+))");
    private static final String ANY_COMMAND = "any command";
    private static final String WITHOUT_A_COMMAND = "without a command";

    /** The built-in providers alone: no plugin folders, whatever the user running the tests has installed. */
    private final Session session = Session.builder(Registry.installed(ProviderKind.SOLVER),
            Registry.installed(ProviderKind.FORMAT)).build();
    /** What {@code help} prints, by command ("" for nqueens itself). */
    private final Map<String, String> helps = new HashMap<>();

    @Test
    void theCommandTableNamesEveryCommandAndAliasThatHelpLists() {
        Set<String> readme = new TreeSet<>();
        for (Map<String, String> row : README.section("Commands").table("command")) {
            readme.addAll(codeWords(row.get("command")));
        }
        assertThat(readme).isEqualTo(new TreeSet<>(commands()));
    }

    @Test
    void theOptionTableNamesEveryOptionOfEveryCommandAndTheCommandsThatHaveIt() {
        Map<String, Set<String>> printed = new TreeMap<>();   // option -> the commands whose help lists it
        options("").forEach(option -> printed.computeIfAbsent(option, key -> new TreeSet<>()).add(""));
        for (String command : commands()) {
            options(command).forEach(option -> printed.computeIfAbsent(option, key -> new TreeSet<>()).add(command));
        }
        Set<String> everyCommand = new TreeSet<>(commands());
        everyCommand.add("");

        Map<String, Set<String>> readme = new TreeMap<>();
        for (Map<String, String> row : README.section("Commands").table("option")) {
            String on = row.get("on");
            Set<String> commands = new TreeSet<>();
            if (on.contains(ANY_COMMAND)) {
                commands.addAll(everyCommand);
            } else if (on.equals(WITHOUT_A_COMMAND)) {
                commands.add("");
            } else {
                Arrays.stream(on.split(",")).map(String::strip).filter(everyCommand::contains).forEach(commands::add);
                assertThat(commands).as("the commands in the 'on' cell '%s'", on).isNotEmpty();
            }
            for (String option : codeWords(row.get("option"))) {
                readme.computeIfAbsent(option, key -> new TreeSet<>()).addAll(commands);
            }
        }
        assertThat(readme).as("each option, and the commands that have it (\"\" for nqueens without a command)")
                .isEqualTo(printed);
    }

    @Test
    void theOptionTableNamesEachOptionsParameterAsHelpDoes() {
        for (Map<String, String> row : README.section("Commands").table("option")) {
            String on = row.get("on");
            List<String> commands = new ArrayList<>();
            if (on.contains(ANY_COMMAND)) {
                commands.add("");
                commands.addAll(commands());
            } else if (on.equals(WITHOUT_A_COMMAND)) {
                commands.add("");
            } else {
                Arrays.stream(on.split(",")).map(String::strip).filter(commands()::contains).forEach(commands::add);
            }
            Matcher code = CODE.matcher(row.get("option"));
            while (code.find()) {
                // `--solver SOLVER` is --solver=SOLVER in help, `--estimate [DURATION]` --estimate[=DURATION]; a
                // short name (`-s`) goes without its parameter, which the long one beside it names
                String[] words = code.group(1).strip().split("\\s+", 2);
                for (String command : commands) {
                    String help = help(command);
                    if (words.length == 1 && words[0].startsWith("--")) {
                        assertThat(help).as("help %s", command).containsPattern("(?m)^ .*" + Pattern.quote(words[0])
                                + "( |,|$)").doesNotContain(words[0] + "=", words[0] + "[=");
                    } else if (words.length == 2) {
                        String label = words[1];
                        String shown = label.startsWith("[") && label.endsWith("]")
                                ? words[0] + "[=" + label.substring(1) : words[0] + "=" + label;
                        assertThat(help).as("help %s", command).contains(shown);
                    }
                }
            }
        }
    }

    @Test
    void theExitStatusesAreThoseHelpLists() {
        Set<String> readme = new TreeSet<>();
        for (Map<String, String> row : README.section("Exit status").table("exit status")) {
            readme.add(row.get("exit status"));
        }
        String help = help("");
        assertThat(help).contains("Exit status:");
        Set<String> printed = new TreeSet<>();
        Matcher status = Pattern.compile("(?m)^ {2}(\\d+) ").matcher(help.substring(help.indexOf("Exit status:")));
        while (status.find()) {
            printed.add(status.group(1));
        }
        assertThat(readme).isEqualTo(printed);
    }

    /** The first word of every backticked piece of a cell: {@code `manual` (`man`)} gives manual and man. */
    private static List<String> codeWords(String cell) {
        List<String> words = new ArrayList<>();
        Matcher code = CODE.matcher(cell);
        while (code.find()) {
            words.add(code.group(1).strip().split("\\s+")[0]);
        }
        assertThat(words).as("the backticked names in '%s'", cell).isNotEmpty();
        return words;
    }

    /** @return every command and alias that {@code help} lists, in its order */
    private List<String> commands() {
        String help = help("");
        List<String> commands = new ArrayList<>();
        boolean listing = false;
        for (String line : help.lines().toList()) {
            if (line.equals("Commands:")) {
                listing = true;
            } else if (listing && line.isBlank()) {
                break;
            } else if (listing && line.startsWith("  ") && !line.startsWith("   ")) {
                // "  manual, man  Print ...": the names, then two spaces or more, then the description
                String names = line.strip().split(" {2,}")[0];
                Arrays.stream(names.split(",")).map(String::strip).forEach(commands::add);
            }
        }
        assertThat(commands).as("the commands of help:%n%s", help).contains("count", "solve", "help");
        return commands;
    }

    /**
     * @param command a command, or the empty string for nqueens itself
     * @return the short and long names of every option its help lists
     */
    private Set<String> options(String command) {
        Set<String> options = new LinkedHashSet<>();
        for (String line : help(command).lines().toList()) {
            Matcher option = OPTION_LINE.matcher(line);
            if (option.find()) {
                for (int group = 1; group <= option.groupCount(); group++) {
                    if (option.group(group) != null) {
                        options.add(option.group(group));
                    }
                }
            }
        }
        assertThat(options).as("the options of '%s'", command).contains("--help");
        return options;
    }

    /** @return what {@code help COMMAND} prints, or {@code help} without one */
    private String help(String command) {
        return helps.computeIfAbsent(command, this::printedHelp);
    }

    private String printedHelp(String command) {
        CapturedStreams streams = new CapturedStreams();
        List<String> words = command.isEmpty() ? List.of("help") : List.of("help", command);
        int status = new CommandRunner(session, streams.streams(), Invocation.ONE_SHOT, () -> ExitStatus.OK)
                .run("", words);
        assertThat(status).as("exit status of %s; standard error: %s", words, streams.err()).isZero();
        return streams.out();
    }
}
