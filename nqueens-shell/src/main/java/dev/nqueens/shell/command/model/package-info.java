/**
 * The command model every command builds on: the top of the command line with the global options
 * ({@link dev.nqueens.shell.command.model.NqueensCommand}), what the commands of one line run against
 * ({@link dev.nqueens.shell.command.model.CommandContext}) and how they arrived
 * ({@link dev.nqueens.shell.command.model.Invocation}), picocli's model of a command built in code, each
 * option bound to a field by a lambda ({@link dev.nqueens.shell.command.model.CommandSpecs}), the converters
 * of the values typed (whole numbers, durations, queens), the ids that complete an option, and the version.
 *
 * <p>It builds on the session and the streams, and on no other command package.
 */
package dev.nqueens.shell.command.model;
