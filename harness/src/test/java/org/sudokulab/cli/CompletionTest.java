package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
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
