package dev.nqueens.shell.io;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.Optional;

/**
 * A terminal that a command may take over while it runs, to draw in place and read keys one at a time:
 * how {@code trace} animates a search. The interactive shell lends its own terminal; a one-shot command
 * opens the process's terminal only when it animates, so that other commands never load the terminal
 * library for it.
 */
public interface Screen {

    /** What {@link Live#read} returns when no key came within the time. */
    int NO_KEY = -2;

    /**
     * @return whether the terminal can be taken over: the process's only where standard input and standard
     *     output are both that terminal (with input from a file, its keys would be the file's, and JLine warns)
     */
    default boolean available() {
        return true;
    }

    /**
     * The lines typed at the terminal, for a command that reads its input there: {@code verify} in the
     * interactive shell. Each line is read with the line editor, after the prompt, and ends with a line feed;
     * the text ends at the first empty line, or at Ctrl-D. Ctrl-C while a line is typed cancels the command:
     * the reader throws {@link java.util.concurrent.CancellationException}.
     *
     * @param prompt what stands before each line typed
     * @return the text typed, read as it is typed; empty where nobody types at this terminal (by default)
     */
    default Optional<Reader> typedLines(String prompt) {
        return Optional.empty();
    }

    /**
     * Takes the terminal over: keys come one at a time and are not echoed, the cursor is hidden. Ctrl-C
     * still interrupts the command as everywhere else.
     *
     * @return the terminal, until closed
     * @throws IOException if the terminal cannot be opened
     */
    Live open() throws IOException;

    /** The terminal, taken over; closing gives it back as it was. */
    interface Live extends AutoCloseable {

        /** @return the width in characters, or 0 if the terminal does not say */
        int columns();

        /** @return the height in lines, or 0 if the terminal does not say */
        int rows();

        /**
         * @param timeoutMillis how long to wait for a key, more than 0
         * @return the next character typed, {@link #NO_KEY} if none came in time, or -1 at the end of the input
         * @throws IOException if the terminal cannot be read
         */
        int read(long timeoutMillis) throws IOException;

        /** @return where frames are drawn; flushed by the caller */
        Writer writer();

        /**
         * @return true if the terminal shows ANSI colours (8 or more, as its terminfo says); false, the default,
         *     for one that does not say. Whether the user wants them ({@code NO_COLOR}) is the caller's to ask.
         */
        default boolean colours() {
            return false;
        }

        @Override
        void close();
    }
}
