/**
 * The commands of boards: {@code solve} ({@link dev.nqueens.shell.command.boards.SolveCommand}), which streams
 * the solutions through a format to standard output or to a file, checking each with {@code --check}
 * ({@code SolverCheck}), and {@code verify} ({@link dev.nqueens.shell.command.boards.VerifyCommand}), which
 * reads boards that anyone wrote and checks them, or, with {@code --all N}, checks an answer to LeetCode 51
 * ({@code AnswerCheck}).
 *
 * <p>It builds on the command model, the runs of solvers, the session and the streams.
 */
package dev.nqueens.shell.command.boards;
