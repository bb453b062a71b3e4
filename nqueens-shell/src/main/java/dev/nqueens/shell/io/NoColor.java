package dev.nqueens.shell.io;

/**
 * The user's request for no colour, as <a href="https://no-color.org">no-color.org</a> has it: the environment
 * variable {@value #VARIABLE}, set to anything but the empty string, keeps ANSI colours out of everything
 * nqueens shows, on a terminal too (picocli's help, the interactive shell's prompt and its lists of
 * completions). Set but empty, it asks for nothing.
 */
public final class NoColor {

    /** The environment variable. */
    public static final String VARIABLE = "NO_COLOR";

    private NoColor() {
    }

    /**
     * @param value the value of {@value #VARIABLE}, or null where it is not set
     * @return true if it asks for no colour
     */
    public static boolean asked(String value) {
        return value != null && !value.isEmpty();
    }

    /** @return true if this process's environment asks for no colour */
    public static boolean askedOfProcess() {
        return asked(System.getenv(VARIABLE));
    }
}
