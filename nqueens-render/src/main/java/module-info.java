/**
 * The built-in output formats of nqueens: {@code ascii}, {@code unicode}, {@code json}, {@code columns},
 * {@code json-columns} and {@code svg}.
 *
 * <p>The module exports nothing: consumers reach the formats only through
 * {@link dev.nqueens.api.Renderers}. Every format streams, one board at a time, so that millions of
 * boards render in constant memory.
 *
 * @provides dev.nqueens.api.Renderer the six formats, by id: {@code ascii}, {@code columns},
 *     {@code json}, {@code json-columns}, {@code svg}, {@code unicode}
 */
module dev.nqueens.render {
    requires dev.nqueens.api;
    requires tools.jackson.core;

    provides dev.nqueens.api.Renderer with
            dev.nqueens.render.AsciiRenderer,
            dev.nqueens.render.ColumnsRenderer,
            dev.nqueens.render.JsonRenderer,
            dev.nqueens.render.JsonColumnsRenderer,
            dev.nqueens.render.SvgRenderer,
            dev.nqueens.render.UnicodeRenderer;
}
