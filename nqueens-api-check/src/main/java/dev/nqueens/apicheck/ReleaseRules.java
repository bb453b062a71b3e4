package dev.nqueens.apicheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a change of the public API asks of the release that brings it, and which differences the project
 * does not declare:
 * <ul>
 *   <li>the version: an incompatible difference needs the major version raised over the baseline's (the
 *       minor while it is 0.x), any other needs at least the minor raised, so no API change ships in a
 *       patch release;</li>
 *   <li>the changelog: its {@code [Unreleased]} section (or the section of the version being released)
 *       names, in backticks, the simple name of every type that changed;</li>
 *   <li>the API version that providers compile in: an incompatible difference in the module that declares
 *       it needs the constant raised over the baseline's value, and a line of the changelog that names it
 *       and its new value.</li>
 * </ul>
 */
final class ReleaseRules {

    /** How the changelog's section is called in messages. */
    static final String SECTION = "## [Unreleased]";

    private ReleaseRules() {
    }

    /**
     * The constant that says which version of the SPI a provider was built for.
     *
     * @param module the module that declares it, as in {@code nqueens-api}
     * @param key its key, as in {@code dev.nqueens.api.Provider#API_VERSION}
     * @param before its value at the last release, or null if the baseline has no such constant
     * @param after its value now, or null if this build has no such constant
     */
    record ApiVersion(String module, String key, String before, String after) {

        /** @return its name, as in {@code API_VERSION} */
        String name() {
            return key.substring(key.indexOf('#') + 1);
        }

        /** @return its type and name, as in {@code Provider.API_VERSION} */
        String shortName() {
            String type = key.substring(0, key.indexOf('#'));
            return Difference.simpleName(type) + "." + name();
        }
    }

    /**
     * @param problems one line per difference the project does not declare, and per rule it breaks, each
     *     saying what to do; empty if everything is declared
     * @param declared the differences that are declared
     */
    record Verdict(List<String> problems, List<Difference> declared) {

        /** @return true if nothing is undeclared */
        boolean passed() {
            return problems.isEmpty();
        }
    }

    /**
     * @param baseline the release the baseline describes
     * @param project the project's version now
     * @param differences the types that differ from the baseline, of every module checked
     * @param declaring the changelog's section that declares the coming release's changes
     * @param apiVersion the providers' API version constant, before and after
     * @return what is undeclared, and what is declared
     */
    static Verdict judge(Version baseline, Version project, List<Difference> differences, Changelog.Section declaring,
            ApiVersion apiVersion) {
        List<String> problems = new ArrayList<>();
        List<Difference> declared = new ArrayList<>();
        if (project.release().compareTo(baseline) < 0) {
            problems.add("the version " + project + " comes before " + baseline + ", the release whose jars the API"
                    + " is compared with: the baseline is a release's jars, copied in at that release");
        }
        for (Difference difference : differences) {
            List<String> todo = new ArrayList<>();
            Version needed = difference.incompatible() ? baseline.nextIncompatible() : baseline.nextCompatible();
            if (!project.reaches(needed)) {
                String suggested = needed + (project.isRelease() ? "" : "-" + project.qualifier());
                todo.add("set the version to " + suggested + " or later (it is " + project + ")");
            }
            if (!declaring.names(difference.typeSimpleName())) {
                todo.add("name `" + difference.typeSimpleName() + "` in CHANGELOG.md under " + SECTION);
            }
            if (todo.isEmpty()) {
                declared.add(difference);
            } else {
                problems.add(difference.describe() + ": " + String.join("; ", todo));
            }
        }
        boolean breaksProviders = differences.stream()
                .anyMatch(difference -> difference.incompatible() && difference.module().equals(apiVersion.module()));
        if (breaksProviders) {
            apiVersionProblem(apiVersion, baseline, declaring).ifPresent(problems::add);
        }
        return new Verdict(List.copyOf(problems), List.copyOf(declared));
    }

    private static Optional<String> apiVersionProblem(ApiVersion constant, Version baseline,
            Changelog.Section declaring) {
        String prefix = constant.module() + " changed incompatibly, ";
        if (constant.before() == null || constant.after() == null) {
            return Optional.of(prefix + "but " + constant.key() + " is no constant in "
                    + (constant.before() == null ? "the baseline of " + baseline : "this build")
                    + ", so the API version providers compile in cannot be checked");
        }
        long before;
        long after;
        try {
            before = Long.parseLong(constant.before());
            after = Long.parseLong(constant.after());
        } catch (NumberFormatException e) {
            return Optional.of(prefix + "but " + constant.key() + " is no whole number ("
                    + constant.before() + ", " + constant.after() + ")");
        }
        if (after <= before) {
            long next = before + 1;
            return Optional.of(prefix + "so providers built for " + baseline + " may fail: raise "
                    + constant.shortName() + " from " + after + " to " + next + ", and say so under " + SECTION
                    + " in a line that names " + constant.name() + " and " + next);
        }
        if (!declaring.saysConstantIs(constant.name(), Long.toString(after))) {
            return Optional.of(prefix + "and " + constant.shortName() + " is raised to " + after
                    + ": say so under " + SECTION + " in a line that names " + constant.name() + " and " + after);
        }
        return Optional.empty();
    }
}
