/**
 * An nqueens solver plugin: Knuth's Dancing Links (Algorithm X) on the exact-cover form of N-Queens.
 * The only public type is the provider, {@link org.example.nqueens.dlx.DlxSolver}; the package is
 * not exported, and the shell finds the provider through {@link java.util.ServiceLoader}.
 */
package org.example.nqueens.dlx;
