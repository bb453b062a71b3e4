/**
 * The {@code prefix-split} solver: a split of millions of subproblems, each the queens of a board's first
 * rows, made by index from a packed array ({@link org.example.nqueens.prefix.PrefixSplitSolver}).
 */
package org.example.nqueens.prefix;
