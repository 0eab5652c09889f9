package org.sudokulab.cli.census;

import org.sudokulab.api.Geometry;
import org.sudokulab.census.BandTable;
import picocli.CommandLine.Command;

@Command(
        name = "bands",
        mixinStandardHelpOptions = true,
        description = {
            "The 9x9 top bands, their 416 classes and the grid count they give.",
            "The completions with the first box fixed, the lexicographically reduced ones,",
            "the 416 classes under box, column and row permutations, "
                    + "the 44 classes of equal completion counts with",
            "their sizes and completions, and the total they give."
        })
final class BandsCommand extends CensusPart<BandTable> {
    @Override
    BandTable compute(Geometry g) {
        // the table is 9x9's (its bands are 3x3 boxes side by side); any other shape was once ignored silently
        if (boxes.given() && !g.equals(Geometry.boxes(3, 3))) {
            throw usage("bands is the 9x9 (3x3 boxes) top-band table; " + g.describe()
                    + " has no such table here (census grids counts other shapes by their bands)");
        }
        return BandTable.of(this::interrupted);
    }

    @Override
    void print(BandTable t, Lines out) {
        BandsText.print(t, out);
    }
}
