package dev.nqueens.shell.command.help;

import dev.nqueens.shell.text.DisplayWidth;
import java.util.ArrayList;
import java.util.IllegalFormatException;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * picocli's help, with its text wrapped between words only. picocli breaks a long line where the JDK's line
 * {@link java.text.BreakIterator} allows, and that one allows a break after a full stop followed by a letter or
 * a digit: {@code nqueens.1} came out as {@code nqueens.} and {@code 1} on two lines, and
 * {@code /etc/bash_completion.d} likewise. Here the description and the columns of the lists of commands,
 * options and parameters wrap at spaces ({@link dev.nqueens.shell.io.TextTable#wrap(String, int, int)});
 * the layout stays picocli's.
 */
public final class WordWrappingHelp extends Help {

    /**
     * @param spec the command whose help this is
     * @param colourScheme its colours, or none
     */
    public WordWrappingHelp(CommandSpec spec, ColorScheme colourScheme) {
        super(spec, colourScheme);
    }

    @Override
    public String description(Object... params) {
        TextTable table = new WordWrappingTable(colorScheme(), new Column(commandSpec().usageMessage().width(), 0,
                Column.Overflow.WRAP));
        table.indentWrappedLines = 0;
        table.setAdjustLineBreaksForWideCJKCharacters(
                commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        for (String line : commandSpec().usageMessage().description()) {
            table.addRowValues(formatted(line, params));
        }
        return table.toString();
    }

    /**
     * The list of commands as picocli lays it out: the names, two columns in, as wide as the longest (half the
     * width at most), then the first line of each command's header or else description, wrapped.
     */
    @Override
    public String commandList(Map<String, Help> subcommands) {
        if (subcommands.isEmpty()) {
            return "";
        }
        int width = commandSpec().usageMessage().width();
        int names = Math.min(width / 2, subcommands.keySet().stream().mapToInt(String::length).max().orElse(0)) + 2;
        TextTable table = new WordWrappingTable(colorScheme(), new Column(names, 2, Column.Overflow.SPAN),
                new Column(width - names, 2, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(
                commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        for (Help command : subcommands.values()) {
            UsageMessageSpec usage = command.commandSpec().usageMessage();
            String[] summary = usage.header().length > 0 ? usage.header() : usage.description();
            Ansi.Text[] lines = colorScheme().text(summary.length > 0 ? formatted(summary[0]) : "").splitLines();
            for (int line = 0; line < lines.length; line++) {
                table.addRowValues(line == 0 ? command.commandNamesText(", ") : colorScheme().text(""), lines[line]);
            }
        }
        return table.toString();
    }

    @Override
    public TextTable createTextTable(Map<?, ?> map) {
        return wordWrapping(super.createTextTable(map));
    }

    @Override
    public Layout createDefaultLayout() {
        return wordWrapping(super.createDefaultLayout());
    }

    @Override
    public Layout createDefaultLayout(List<OptionSpec> options, List<PositionalParamSpec> positionals,
            ColorScheme colourScheme) {
        return wordWrapping(super.createDefaultLayout(options, positionals, colourScheme));
    }

    private Layout wordWrapping(Layout layout) {
        return new Layout(layout.colorScheme(), wordWrapping(layout.textTable()), layout.optionRenderer(),
                layout.parameterRenderer());
    }

    private TextTable wordWrapping(TextTable table) {
        TextTable copy = new WordWrappingTable(colorScheme(), table.columns());
        copy.indentWrappedLines = table.indentWrappedLines;
        copy.setAdjustLineBreaksForWideCJKCharacters(table.isAdjustLineBreaksForWideCJKCharacters());
        return copy;
    }

    /**
     * @param line a line of a description
     * @param params what its format's specifiers stand for, if it has any
     * @return the line as picocli formats it for help ({@code %n} a line break), or as it is if it is no format
     *     (as {@code 90 % interval} is not)
     */
    static String formatted(String line, Object... params) {
        try {
            return String.format(line, params);
        } catch (IllegalFormatException e) {
            return line;
        }
    }

    /**
     * A table of picocli's whose plain text too long for its column is cut into lines at spaces before picocli
     * sees it, so that picocli never needs to break a line itself. Styled text (the names of options and
     * commands, which never wrap) goes to picocli as it is.
     */
    private static final class WordWrappingTable extends TextTable {

        private final ColorScheme colourScheme;

        WordWrappingTable(ColorScheme colourScheme, Column... columns) {
            super(colourScheme, columns);
            this.colourScheme = colourScheme;
        }

        @Override
        public Cell putValue(int row, int col, Ansi.Text value) {
            Column column = columns()[col];
            String plain = value.plainString();
            // picocli keeps the space after a line's last word within the column: a line fills all but one
            int width = column.width - column.indent - 1;
            boolean fits = DisplayWidth.of(plain) <= width + 1 && plain.indexOf('\n') < 0;
            if (fits || column.overflow != Column.Overflow.WRAP || !plain.equals(value.toString())) {
                return super.putValue(row, col, value);
            }
            Cell cell = null;
            int at = row;
            for (String line : lines(plain, width)) {
                if (cell != null) {
                    at = cell.row + 1;
                    if (at >= rowCount()) {
                        addEmptyRow();
                    }
                }
                cell = super.putValue(at, col, colourScheme.ansi().new Text(line, colourScheme));
            }
            return cell;
        }

        /**
         * @param text the text of a cell
         * @param width the columns a line of it may fill, the space after its last word left out
         * @return the lines of the text: a line break of its own starts a line, and a line too long wraps at
         *     spaces, its further lines indented as picocli indents wrapped lines
         */
        private List<String> lines(String text, int width) {
            String indent = " ".repeat(indentWrappedLines);
            List<String> lines = new ArrayList<>();
            for (String part : text.split("\\R", -1)) {
                int first = lines.isEmpty() ? width : width - indentWrappedLines;
                List<String> wrapped = new ArrayList<>(dev.nqueens.shell.io.TextTable.wrap(part, first,
                        width - indentWrappedLines));
                // the text's last word needs no space after it: it may fill the line's last column
                int last = wrapped.size() - 1;
                if (last > 0 && wrapped.get(last).indexOf(' ') < 0 && DisplayWidth.of(wrapped.get(last - 1)) + 1
                        + DisplayWidth.of(wrapped.get(last)) <= (last == 1 ? first : width - indentWrappedLines) + 1) {
                    wrapped.set(last - 1, wrapped.get(last - 1) + " " + wrapped.remove(last));
                }
                for (String line : wrapped) {
                    lines.add(lines.isEmpty() ? line : indent + line);
                }
            }
            return lines;
        }
    }
}
