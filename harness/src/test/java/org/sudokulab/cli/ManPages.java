package org.sudokulab.cli;

import java.io.File;
import java.io.IOException;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes an AsciiDoc man page per command into the folder given (the build turns them into troff before packaging).
 * picocli's generator reads annotated classes; the whole tree comes from {@link Main#commandLine} instead, since
 * {@code solve} and {@code count} are built in code.
 */
public final class ManPages {
    private ManPages() {}

    public static void main(String[] args) throws IOException {
        int exit = ManPageGenerator.generateManPage(
                new File(args[0]),
                null,
                new boolean[0],
                true,
                Main.commandLine(new String[0]).getCommandSpec());
        if (exit != 0) {
            throw new IOException("picocli's man page generator failed (" + exit + ")");
        }
    }
}
