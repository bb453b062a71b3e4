package dev.nqueens.apicheck;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A project version, {@code MAJOR.MINOR.PATCH} with an optional qualifier ({@code 0.2.0-SNAPSHOT}), and the
 * versions that semantic versioning asks for after a change: an incompatible change raises the major
 * version, or the minor while the major is 0; a compatible addition raises at least the minor.
 *
 * @param major the major version
 * @param minor the minor version
 * @param patch the patch version
 * @param qualifier what follows the dash, as in {@code SNAPSHOT}; empty for a release
 */
record Version(int major, int minor, int patch, String qualifier) implements Comparable<Version> {

    private static final Pattern FORM = Pattern.compile("(\\d+)\\.(\\d+)\\.(\\d+)(?:-([0-9A-Za-z.-]+))?");

    /**
     * @param text a version, as in {@code 0.1.0} or {@code 0.2.0-SNAPSHOT}
     * @return the version
     * @throws IllegalArgumentException if it is not {@code MAJOR.MINOR.PATCH[-QUALIFIER]}
     */
    static Version parse(String text) {
        Matcher matcher = FORM.matcher(text.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("version '" + text.strip() + "' is not MAJOR.MINOR.PATCH[-QUALIFIER]");
        }
        try {
            return new Version(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)),
                    Integer.parseInt(matcher.group(3)), matcher.group(4) == null ? "" : matcher.group(4));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("version '" + text.strip() + "' has a number too large", e);
        }
    }

    /** @return true for a release, false for a snapshot or any other qualified version */
    boolean isRelease() {
        return qualifier.isEmpty();
    }

    /** @return the version with its qualifier dropped: {@code 0.2.0} for {@code 0.2.0-SNAPSHOT} */
    Version release() {
        return new Version(major, minor, patch, "");
    }

    /** @return the first version an incompatible change after this release may have */
    Version nextIncompatible() {
        return major == 0 ? new Version(0, minor + 1, 0, "") : new Version(major + 1, 0, 0, "");
    }

    /** @return the first version a compatible addition after this release may have */
    Version nextCompatible() {
        return new Version(major, minor + 1, 0, "");
    }

    /** @return whether this version's numbers are at least the other's, qualifiers aside */
    boolean reaches(Version other) {
        return release().compareTo(other.release()) >= 0;
    }

    /** Orders by the numbers, then a qualified version before its release ({@code 0.2.0-SNAPSHOT < 0.2.0}). */
    @Override
    public int compareTo(Version other) {
        int byNumbers = major != other.major ? Integer.compare(major, other.major)
                : minor != other.minor ? Integer.compare(minor, other.minor)
                : Integer.compare(patch, other.patch);
        if (byNumbers != 0) {
            return byNumbers;
        }
        return isRelease() == other.isRelease() ? qualifier.compareTo(other.qualifier) : isRelease() ? 1 : -1;
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch + (qualifier.isEmpty() ? "" : "-" + qualifier);
    }
}
