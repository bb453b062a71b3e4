/**
 * The built-in formats of nqueens: {@code ascii}, {@code unicode}, {@code json}, {@code columns},
 * {@code json-columns} and {@code svg}, each with its writer, and, for the four forms that can be read back,
 * its reader.
 *
 * <p>The writers are reached only through
 * {@link dev.nqueens.api.Registry#installed(dev.nqueens.api.ProviderKind) Registry.installed(ProviderKind.FORMAT)};
 * the readers through the one exported package, {@link dev.nqueens.render}. Every format streams, one board
 * at a time, so that millions of boards are written or read in constant memory.
 *
 * @provides dev.nqueens.api.Renderer the six formats, by id: {@code ascii}, {@code columns},
 *     {@code json}, {@code json-columns}, {@code svg}, {@code unicode}
 */
module dev.nqueens.render {
    // the nullness of the public API (BoardReader.next may be null); nothing needs it at run time
    requires static transitive org.jspecify;
    requires transitive dev.nqueens.api;
    requires tools.jackson.core;

    exports dev.nqueens.render;

    provides dev.nqueens.api.Renderer with
            dev.nqueens.render.internal.AsciiRenderer,
            dev.nqueens.render.internal.ColumnsRenderer,
            dev.nqueens.render.internal.JsonRenderer,
            dev.nqueens.render.internal.JsonColumnsRenderer,
            dev.nqueens.render.internal.SvgRenderer,
            dev.nqueens.render.internal.UnicodeRenderer;
}
