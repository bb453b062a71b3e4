package org.example.nqueens.fen;

import dev.nqueens.api.Renderer;
import dev.nqueens.testkit.RendererContract;

class FenRendererTest extends RendererContract {
    @Override
    protected Renderer renderer() {
        return new FenRenderer();
    }
}
