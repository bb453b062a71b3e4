/**
 * The built-in {@link dev.nqueens.api.Renderer} providers, one public class per format, the readers of
 * the four readable forms next to their writers, and the package-private machinery they share. Nothing
 * here is exported: the writers are reached through
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind) Registry.installed(ProviderKind.FORMAT)}, the
 * readers through {@link dev.nqueens.render.BoardForm}.
 *
 * <table>
 *   <caption>The formats</caption>
 *   <tr><th>id</th><th>output</th><th>largest board</th></tr>
 *   <tr><td>{@code ascii}</td><td>n lines of {@code Q} and {@code .} per board, a blank line between
 *       boards</td><td>1,000</td></tr>
 *   <tr><td>{@code unicode}</td><td>framed, checkered boards with ♛ queens, for a terminal</td>
 *       <td>1,000</td></tr>
 *   <tr><td>{@code json}</td><td>{@code [[".Q..","...Q","Q...","..Q."],...]}, the LeetCode shape</td>
 *       <td>1,000</td></tr>
 *   <tr><td>{@code svg}</td><td>an SVG 1.1 picture: one large board, or a grid of small ones</td>
 *       <td>100</td></tr>
 *   <tr><td>{@code columns}</td><td>one line per board, the queens' columns: {@code 1 3 0 2}</td>
 *       <td>none</td></tr>
 *   <tr><td>{@code json-columns}</td><td>{@code [[1,3,0,2],[2,0,3,1]]}</td><td>none</td></tr>
 * </table>
 *
 * <p>Every format extends the package-private {@code BoardRenderer}, which consumes the stream one
 * solution at a time, refuses boards beyond the format's limit, and writes through an
 * {@code AppendableWriter} that never flushes nor closes the caller's {@link java.lang.Appendable}.
 *
 * <table>
 *   <caption>The readers</caption>
 *   <tr><th>form</th><th>reader</th><th>board</th></tr>
 *   <tr><td>{@code columns}</td><td>{@code ColumnsBoardReader}, character by character</td>
 *       <td>{@code ColumnsBoard}</td></tr>
 *   <tr><td>{@code json-columns}</td><td>{@code JsonColumnsBoardReader}, over Jackson's streaming parser
 *       ({@code JsonDocumentReader})</td><td>{@code ColumnsBoard}</td></tr>
 *   <tr><td>{@code ascii}</td><td>{@code AsciiBoardReader}, line by line</td><td>{@code DrawnBoard}</td></tr>
 *   <tr><td>{@code json}</td><td>{@code JsonBoardReader}, over Jackson's streaming parser
 *       ({@code JsonDocumentReader})</td><td>{@code DrawnBoard}</td></tr>
 * </table>
 */
package dev.nqueens.render.internal;
