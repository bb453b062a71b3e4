/**
 * What commands read and write through: standard input, output and error and whether each is a terminal
 * ({@link dev.nqueens.shell.io.StandardStreams}, with an output that fails fast once nobody reads it), an
 * output file replaced only once complete ({@link dev.nqueens.shell.io.AtomicOutputFile}), the progress line of
 * a long run on a terminal's standard error ({@link dev.nqueens.shell.io.ProgressLine}), drawn by the one
 * writer of the terminal that both streams go through, so that nothing written lands on it
 * ({@code SharedTerminal}), the aligned tables of the listing commands, fitted to the terminal's width
 * ({@link dev.nqueens.shell.io.TextTable}); the tables and the progress line escape the control characters of
 * text from outside ({@link dev.nqueens.shell.text.TerminalText}) and measure it in the terminal's columns
 * ({@link dev.nqueens.shell.text.DisplayWidth}). Also the terminal a command may take over to animate
 * ({@link dev.nqueens.shell.io.Screen}), which the console implements, and the user's request for no colour
 * ({@link dev.nqueens.shell.io.NoColor}), which the streams carry.
 *
 * <p>It builds on the text, time and status packages only, and knows nothing of the session; the commands and
 * the console build on it.
 */
package dev.nqueens.shell.io;
