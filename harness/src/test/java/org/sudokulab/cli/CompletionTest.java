package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sudokulab generate-completion}: picocli's script from the command model, sourced in a real bash and asked
 * what {@code sudokulab so<TAB>} and {@code sudokulab study h<TAB>} complete to.
 */
class CompletionTest {
    @TempDir
    Path tmp;

    @Test
    void bashCompletesCommandsAndSubcommands() throws Exception {
        Cli gen = Cli.run("generate-completion");
        assertEquals(ExitCode.OK, gen.exit(), gen.err());
        Path script = tmp.resolve("sudokulab.bash");
        Files.writeString(script, gen.out());
        assertEquals("solve", complete(script, "sudokulab so"));
        assertEquals("hardness", complete(script, "sudokulab study h"));
        assertTrue(complete(script, "sudokulab bench --sc").contains("--scatter"));
    }

    /**
     * The same script in zsh (its bashcompinit runs bash completion functions), typed into an interactive zsh on
     * a pseudo-terminal: what TAB makes of the line. CI installs zsh (.ci/install-solvers); without it, skipped.
     */
    @Test
    void zshCompletesCommandsAndSubcommands() throws Exception {
        Assumptions.assumeTrue(
                new ProcessBuilder("zsh", "-fc", "true").start().waitFor() == 0, "zsh is not installed here");
        Cli gen = Cli.run("generate-completion");
        Path script = tmp.resolve("sudokulab.bash");
        Files.writeString(script, gen.out());
        assertEquals("sudokulab solve", zshComplete(script, "sudokulab so"));
        assertEquals("sudokulab study hardness", zshComplete(script, "sudokulab study h"));
    }

    /**
     * Types {@code line} and TAB into {@code zsh -i} (zsh's zpty module drives it), then has zsh print the line the
     * completion left. The prompt is written so that the echo of the set-up line cannot be mistaken for it.
     */
    private String zshComplete(Path script, String line) throws Exception {
        Path driver = tmp.resolve("complete.zsh");
        Files.writeString(
                driver,
                String.join(
                        "\n",
                        "zmodload zsh/zpty",
                        "zpty z 'zsh -f -i'",
                        "zpty -w z \"autoload -U +X compinit && compinit -u; autoload -U +X bashcompinit && bashcompinit;"
                                + " source '" + script + "'; PS1=$'\\x52EADY> '\"",
                        "zpty -r z out '*READY> '",
                        "zpty -wn z $'" + line + "\\t\\C-aprint -r -- COMPLETED: \\n'",
                        "zpty -r z out '*COMPLETED: *READY> '",
                        "print -r -- \"$out\"",
                        "zpty -d z",
                        ""));
        Process p = new ProcessBuilder("timeout", "60", "zsh", "-f", driver.toString())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return out.lines()
                .map(l -> l.replace("\r", ""))
                .filter(l -> l.startsWith("COMPLETED: "))
                .map(l -> l.substring("COMPLETED: ".length()).strip())
                .findFirst()
                .orElse("no completed line in: " + out);
    }

    /** What bash's completion function offers for {@code line} (the cursor at its end). */
    private static String complete(Path script, String line) throws Exception {
        String words = "(" + line + (line.endsWith(" ") ? "''" : "") + ")";
        String bash = "source '" + script + "'; COMP_WORDS=" + words + "; COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); "
                + "COMP_LINE='" + line + "'; COMP_POINT=" + line.length() + "; _complete_sudokulab; "
                + "echo \"${COMPREPLY[*]}\"";
        Process p =
                new ProcessBuilder("bash", "-c", bash).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }
}
