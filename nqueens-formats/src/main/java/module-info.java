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
module dev.nqueens.formats {
    requires dev.nqueens.api;
    requires tools.jackson.core;

    provides dev.nqueens.api.Renderer with
            dev.nqueens.formats.internal.AsciiRenderer,
            dev.nqueens.formats.internal.ColumnsRenderer,
            dev.nqueens.formats.internal.JsonRenderer,
            dev.nqueens.formats.internal.JsonColumnsRenderer,
            dev.nqueens.formats.internal.SvgRenderer,
            dev.nqueens.formats.internal.UnicodeRenderer;
}
