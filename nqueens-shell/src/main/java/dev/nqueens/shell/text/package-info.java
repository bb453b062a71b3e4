/**
 * Text for the terminal: {@link dev.nqueens.shell.text.TerminalText} escapes the control characters of text
 * that came from outside nqueens (providers, plugins, files, exceptions, the network) before any part of the
 * shell shows it, {@link dev.nqueens.shell.text.TerminalJson} writes JSON whose strings are escaped alike, and
 * {@link dev.nqueens.shell.text.DisplayWidth} measures text in the columns of a terminal for whatever aligns,
 * wraps or cuts it.
 *
 * <p>The lowest of the shell's packages: it needs nothing but the JDK, JLine's table of character widths and
 * Jackson, so that every other package, the plugin loader included, can use it without depending on another.
 */
package dev.nqueens.shell.text;
