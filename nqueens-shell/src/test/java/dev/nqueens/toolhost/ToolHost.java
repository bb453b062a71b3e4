package dev.nqueens.toolhost;

import java.util.spi.ToolProvider;

/**
 * Another program that runs nqueens as a tool, as a user's program would: it finds the {@code nqueens}
 * {@link ToolProvider} by name, runs its arguments and exits with the tool's status, or with 3 if no tool of
 * that name is found. It names nothing of nqueens, so {@code OptionalModulesIT} launches it with whatever
 * module path or class path it tests, in a package of its own so that it never shares one with the shell.
 */
public final class ToolHost {

    private ToolHost() {
    }

    /** @param args the tool's arguments */
    public static void main(String[] args) {
        ToolProvider tool = ToolProvider.findFirst("nqueens").orElse(null);
        if (tool == null) {
            System.err.println("no tool named nqueens");
            System.exit(3);
        }
        System.exit(tool.run(System.out, System.err, args));
    }
}
