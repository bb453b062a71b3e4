/**
 * The build's check of the public API of the modules that outsiders compile against: japicmp compares each
 * module's jar with the jar of the last release (committed in {@code api/}), and {@link
 * dev.nqueens.apicheck.ApiCheck} fails the build on a difference it reports that the version and the
 * changelog do not declare.
 *
 * <p>Reading order: {@code JapicmpReport} (japicmp's XML report to one {@code Difference} per type that
 * changed), {@code Constants} (the providers' API version, read from the two jars), {@code ReleaseRules}
 * (what the version and the changelog must say, read by {@code Changelog} and {@code Version}), and
 * {@code ApiCheck}, which runs them.
 */
package dev.nqueens.apicheck;
