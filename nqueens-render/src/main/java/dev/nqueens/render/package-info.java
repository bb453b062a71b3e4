/**
 * Reading boards back: the forms that can be read ({@link dev.nqueens.render.BoardForm}), telling a
 * text's form from its first characters, and a {@link dev.nqueens.render.BoardReader} that yields the
 * boards one at a time, in constant memory apart from the board being read.
 *
 * <p>Text that is not in the form is an {@link dev.nqueens.render.UnreadableInputException} naming the
 * line and column; a board that is no placement of n queens, one in each row, is an
 * {@link dev.nqueens.render.InvalidBoardException}. Whether the queens attack each other is for
 * {@link dev.nqueens.api.BoardCheck} to say:
 *
 * <pre>{@code
 * try (Reader text = Files.newBufferedReader(Path.of("boards.json"))) {
 *     BoardReader boards = BoardReader.open(text);     // or BoardForm.JSON.open(text)
 *     BoardCheck check = BoardCheck.builder().build(); // boards of any size, no two queens attacking
 *     for (Solution board = boards.next(); board != null; board = boards.next()) {
 *         check.next(board).ifPresent(fault -> System.out.println("board " + fault.board() + " "
 *                 + fault.describe()));
 *     }
 * }
 * }</pre>
 *
 * <p>The boards are written by the formats of the same ids, found through
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind) Registry.installed(ProviderKind.FORMAT)}.
 */
@NullMarked
package dev.nqueens.render;

import org.jspecify.annotations.NullMarked;
