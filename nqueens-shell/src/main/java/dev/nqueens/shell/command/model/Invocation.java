package dev.nqueens.shell.command.model;

/** How commands reach nqueens, which decides the hints in messages, colours, and what {@code use} means. */
public enum Invocation {
    /** One command in the program arguments: {@code nqueens count 12}. */
    ONE_SHOT,
    /** Lines read from piped standard input: no prompt, no colours, results only. */
    SCRIPT,
    /** Lines typed at the prompt of the interactive shell. */
    INTERACTIVE
}
