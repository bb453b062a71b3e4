package dev.nqueens.render.internal;

import dev.nqueens.api.Renderer;
import dev.nqueens.testkit.RendererContract;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;

/** Every built-in format held to the test kit's contract, as a plugin's format would be. */
class FormatContractsTest {

    @Nested
    @DisplayName("ascii")
    class Ascii extends RendererContract {
        @Override
        protected Renderer renderer() {
            return new AsciiRenderer();
        }
    }

    @Nested
    @DisplayName("unicode")
    class Unicode extends RendererContract {
        @Override
        protected Renderer renderer() {
            return new UnicodeRenderer();
        }
    }

    @Nested
    @DisplayName("columns")
    class Columns extends RendererContract {
        @Override
        protected Renderer renderer() {
            return new ColumnsRenderer();
        }
    }

    @Nested
    @DisplayName("json")
    class Json extends RendererContract {
        @Override
        protected Renderer renderer() {
            return new JsonRenderer();
        }
    }

    @Nested
    @DisplayName("json-columns")
    class JsonColumns extends RendererContract {
        @Override
        protected Renderer renderer() {
            return new JsonColumnsRenderer();
        }
    }

    @Nested
    @DisplayName("svg")
    class Svg extends RendererContract {
        @Override
        protected Renderer renderer() {
            return new SvgRenderer();
        }
    }
}
