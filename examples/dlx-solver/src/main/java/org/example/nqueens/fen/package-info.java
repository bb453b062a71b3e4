/**
 * An nqueens output format plugin: boards in the piece placement of chess's Forsyth–Edwards Notation. The
 * only public type is the provider, {@link org.example.nqueens.fen.FenRenderer}; the package is not
 * exported, and the shell finds the provider through {@link java.util.ServiceLoader}.
 */
package org.example.nqueens.fen;
