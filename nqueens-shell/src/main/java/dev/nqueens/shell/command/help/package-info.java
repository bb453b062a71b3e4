/**
 * The commands that describe the command line, made from picocli's model of it so that they cannot drift from
 * it: {@code help}, {@code manual} (the manual page, in roff) and {@code completion} (the script that teaches
 * bash or zsh to complete nqueens), and the help that {@code help} and every {@code --help} print, wrapped
 * between words ({@link dev.nqueens.shell.command.help.WordWrappingHelp}).
 *
 * <p>It builds on the command model alone, besides the streams and their text wrapping, the text escapes and
 * the exit statuses.
 */
package dev.nqueens.shell.command.help;
