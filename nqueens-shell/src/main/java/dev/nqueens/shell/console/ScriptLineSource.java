package dev.nqueens.shell.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/** Command lines read from piped standard input: no prompt, no echo, numbered for error messages. */
final class ScriptLineSource implements LineSource {

    private final BufferedReader input;
    private int lineNumber;

    /** @param input the script */
    ScriptLineSource(BufferedReader input) {
        this.input = input;
    }

    @Override
    public List<String> next() {
        String line;
        try {
            line = input.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input", e);
        }
        if (line == null) {
            return null;
        }
        lineNumber++;
        return CommandSyntax.words(line);
    }

    @Override
    public String location() {
        return "line " + lineNumber;
    }

    @Override
    public boolean scripted() {
        return true;
    }
}
