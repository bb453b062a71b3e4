package dev.nqueens.render.internal;

import dev.nqueens.api.Solution;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The {@code svg} format: one SVG 1.1 picture of all the boards, which a browser opens. A single board is
 * drawn large (480 pixels a side); several are drawn small, eight to a row, in the order they come. Squares
 * are checkered light and dark, the top-left one light, and queens are drawn as a crown shape, so the
 * picture needs no font.
 *
 * <p><b>Streaming.</b> The root element must state the picture's size, which depends on the number of
 * boards, known only after the last. So each board is drawn at its place in the grid as it arrives, into a
 * {@code SpillBuffer} that holds up to 2<sup>20</sup> characters (about 1,800 boards of n = 8) in memory
 * and moves to a temporary file beyond that; after the last board the root element is written, then the
 * boards are copied after it. The temporary file is deleted when the call ends, whether it succeeds or
 * fails. Memory stays bounded; a stream that fails leaves no output at all, since nothing is written before
 * its end.
 *
 * <p><b>Size.</b> Each board is a nested {@code <svg>} whose {@code viewBox} makes one square one unit, and
 * the whole picture scales through the root's {@code viewBox}, so a board's position does not depend on
 * how many boards follow and boards of different sizes share one grid. The dark squares of a board are one
 * path: with the even-odd fill rule, the odd rows crossed with the odd columns leave exactly the squares
 * whose row and column sum to an odd number, so a board takes O(n) characters, not O(n²). The limit of
 * {@value #MAX_BOARD_SIZE} is one of legibility, not of size: a square keeps at least three pixels in the
 * grid, so eight boards of n = 100 already make a row some 2,700 pixels wide, and larger boards would make
 * pictures nobody reads.
 */
public final class SvgRenderer extends BoardRenderer {

    /** The largest board drawn. */
    public static final int MAX_BOARD_SIZE = 100;

    private static final int DEFAULT_MEMORY_LIMIT = 1 << 20;

    /** Boards per row of the grid. */
    private static final int GRID_COLUMNS = 8;
    /** A board's side and the space around it, in units of the root's {@code viewBox}. */
    private static final int BOARD_UNITS = 10;
    private static final int GAP_UNITS = 1;
    private static final int PITCH_UNITS = BOARD_UNITS + GAP_UNITS;
    /** Pixels per unit: a single board is 480 pixels a side, boards in a grid 120 or more. */
    private static final int SINGLE_BOARD_SCALE = 48;
    private static final int GRID_SCALE = 12;
    /** The fewest pixels a square gets in the grid, which makes large boards' grids larger. */
    private static final int MIN_SQUARE_PIXELS = 3;

    private static final String LIGHT = "#f0d9b5";
    private static final String DARK = "#b58863";
    /** A crown in the unit square, drawn once in {@code <defs>} and placed by {@code <use>}. */
    private static final String QUEEN_PATH = "M0.2 0.8L0.1 0.32L0.3 0.52L0.3 0.2L0.43 0.48L0.5 0.15"
            + "L0.57 0.48L0.7 0.2L0.7 0.52L0.9 0.32L0.8 0.8Z"
            + "M0.18 0.84H0.82V0.92H0.18Z";

    private final Path spillDirectory;
    private final int memoryLimit;

    /** Creates the format, spilling large pictures to the system's temporary directory. */
    public SvgRenderer() {
        this(Path.of(System.getProperty("java.io.tmpdir")), DEFAULT_MEMORY_LIMIT);
    }

    /**
     * @param spillDirectory where temporary files go
     * @param memoryLimit how many characters of boards to hold in memory before spilling to a file
     */
    SvgRenderer(Path spillDirectory, int memoryLimit) {
        super("svg", "An SVG picture: one large board, or a grid of small boards", MAX_BOARD_SIZE);
        this.spillDirectory = spillDirectory;
        this.memoryLimit = memoryLimit;
    }

    @Override
    BoardWriter open(AppendableWriter out) {
        return new Picture(out, new SpillBuffer(spillDirectory, memoryLimit));
    }

    /** One call's picture: the boards so far, and what the root element will need to know. */
    private static final class Picture implements BoardWriter {
        private final AppendableWriter out;
        private final SpillBuffer boards;
        private final StringBuilder board = new StringBuilder();
        private long count;
        private int smallest = Integer.MAX_VALUE;
        private int largest;

        Picture(AppendableWriter out, SpillBuffer boards) {
            this.out = out;
            this.boards = boards;
        }

        @Override
        public void write(Solution solution) throws IOException {
            int n = solution.size();
            long x = GAP_UNITS + count % GRID_COLUMNS * PITCH_UNITS;
            long y = GAP_UNITS + count / GRID_COLUMNS * PITCH_UNITS;
            board.setLength(0);
            board.append("<svg x=\"").append(x).append("\" y=\"").append(y)
                    .append("\" width=\"").append(BOARD_UNITS).append("\" height=\"").append(BOARD_UNITS)
                    .append("\" viewBox=\"0 0 ").append(n).append(' ').append(n).append("\">\n");
            board.append("<rect width=\"").append(n).append("\" height=\"").append(n)
                    .append("\" fill=\"").append(LIGHT).append("\"/>\n");
            if (n > 1) {
                board.append("<path fill=\"").append(DARK).append("\" fill-rule=\"evenodd\" d=\"");
                for (int odd = 1; odd < n; odd += 2) {
                    board.append('M').append(0).append(' ').append(odd).append('h').append(n).append("v1h-")
                            .append(n).append('z');
                    board.append('M').append(odd).append(' ').append(0).append('v').append(n).append("h1v-")
                            .append(n).append('z');
                }
                board.append("\"/>\n");
            }
            for (int row = 0; row < n; row++) {
                board.append("<use xlink:href=\"#queen\" x=\"").append(solution.column(row))
                        .append("\" y=\"").append(row).append("\"/>\n");
            }
            board.append("</svg>\n");
            boards.append(board);
            count++;
            smallest = Math.min(smallest, n);
            largest = Math.max(largest, n);
        }

        @Override
        public void finish() throws IOException {
            long columns = Math.min(count, GRID_COLUMNS);
            long rows = (count + GRID_COLUMNS - 1) / GRID_COLUMNS;
            long widthUnits = GAP_UNITS + columns * PITCH_UNITS;
            long heightUnits = GAP_UNITS + rows * PITCH_UNITS;
            long scale = count == 1
                    ? SINGLE_BOARD_SCALE
                    : Math.max(GRID_SCALE, ceilDiv((long) MIN_SQUARE_PIXELS * largest, BOARD_UNITS));
            out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                    + " version=\"1.1\" width=\"" + widthUnits * scale + "\" height=\"" + heightUnits * scale
                    + "\" viewBox=\"0 0 " + widthUnits + ' ' + heightUnits + "\">\n");
            out.write("<title>" + title() + "</title>\n");
            out.write("<defs>\n<path id=\"queen\" d=\"" + QUEEN_PATH + "\" fill=\"#111111\" stroke=\"#ffffff\""
                    + " stroke-width=\"0.04\" stroke-linejoin=\"round\"/>\n</defs>\n");
            out.write("<rect width=\"" + widthUnits + "\" height=\"" + heightUnits + "\" fill=\"#ffffff\"/>\n");
            boards.copyTo(out);
            out.write("</svg>\n");
        }

        @Override
        public void close() throws IOException {
            boards.close();
        }

        private String title() {
            if (count == 0) {
                return "No boards";
            }
            String boardsOf = count == 1 ? "1 board of size " : count + " boards of size ";
            return smallest == largest ? boardsOf + largest : boardsOf + smallest + " to " + largest;
        }

        private static long ceilDiv(long dividend, long divisor) {
            return (dividend + divisor - 1) / divisor;
        }
    }
}
