package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.bench.run.BenchRow;

/** {@code sudokulab study propagation}: a small run through the command line, a resume, and what it refuses. */
class StudyCommandTest {
    @TempDir
    Path tmp;

    @Test
    void aSmallStudyWritesItsReportAndResumes() throws Exception {
        Path out = tmp.resolve("study");
        Cli run = Cli.run(
                "study", "propagation", "-b", "dlx,la-extended-fl", "--sample", "5", "--out", out.toString(), "-q");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        String md = Files.readString(out.resolve("study.md"));
        // five puzzles of each bundled sample: failed literals decide every 17-clue one
        assertTrue(md.contains("| la-extended-fl | 5 | 5 | 100.0 |"), md);
        assertTrue(run.err().contains("report: " + out.resolve("study.md")), run.err());
        Cli again = Cli.run("study", "propagation", "--resume", out.toString(), "-q");
        assertEquals(ExitCode.OK, again.exit(), again.err());
        assertEquals(
                md.replaceAll("\\s+", " "),
                Files.readString(out.resolve("study.md")).replaceAll("\\s+", " "));
    }

    @Test
    void simonisColumnsOnTheBundled17ClueSample() throws Exception {
        Path out = tmp.resolve("simonis");
        // the bundled 17-clue sample alone (the hard sample would keep cp-bc searching for seconds)
        Path clues = tmp.resolve("classic-17clue.txt");
        try (var in = BenchRow.class.getResourceAsStream("/org/sudokulab/bench/corpora/classic-17clue.txt")) {
            Files.write(clues, in.readAllBytes());
        }
        Cli run = Cli.run(
                "study",
                "propagation",
                clues.toString(),
                "-b",
                "dlx,cp-neq-dual,cp-bc,cp-bc-dual,cp-bc-dual-inter,cp,cp-dual",
                "--out",
                out.toString(),
                "-q");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        List<BenchRow> rows = BenchCommandTest.rows(out);
        // forward checking on the channelled model is naked and hidden singles, puzzle for puzzle
        assertEquals(noGuess(rows, "dlx"), noGuess(rows, "cp-neq-dual"));
        // bounds consistency sees the hidden singles only through the dual model
        Set<Integer> bounds = noGuess(rows, "cp-bc");
        Set<Integer> dual = noGuess(rows, "cp-bc-dual");
        assertTrue(dual.containsAll(bounds) && dual.size() >= bounds.size() + 10, bounds + " " + dual);
        assertTrue(noGuess(rows, "cp-bc-dual-inter").containsAll(dual));
        // arc consistency on the cells already sees what the dual model adds
        assertEquals(noGuess(rows, "cp"), noGuess(rows, "cp-dual"));
    }

    /** The bundled 17-clue puzzles a level decided with no guess. */
    private static Set<Integer> noGuess(List<BenchRow> rows, String backend) {
        return rows.stream()
                .filter(r -> r.backend().equals(backend) && r.corpus().equals("classic-17clue"))
                .filter(r -> r.outcome() == BenchRow.Outcome.OK && r.guesses() == 0)
                .map(BenchRow::puzzle)
                .collect(Collectors.toSet());
    }

    @Test
    void aSmallHardnessStudy() throws Exception {
        Path out = tmp.resolve("hardness");
        Cli run = Cli.run(
                "study",
                "hardness",
                "--boxes",
                "2x2",
                "--step",
                "2x2=8",
                "--count",
                "3",
                "-b",
                "dlx",
                "--out",
                out.toString(),
                "-q");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        String md = Files.readString(out.resolve("study.md"));
        // holes at g = 0, 8, 16; partial at 0 and 8 (up to 60 % of the cells): a full grid is unique
        assertTrue(md.contains("| 16 | 3 | 3 (100 %) | 3 (100 %) |"), md);
        assertTrue(md.contains("| partial | 4x4 | dlx | ms |"), md);
    }

    @Test
    void aSmallQuasigroupStudyHasOnlyTheLatinCurves() throws Exception {
        Path out = tmp.resolve("latin");
        Cli run = Cli.run(
                "study",
                "hardness",
                "--latin",
                "5",
                "--step",
                "1x5=5",
                "--count",
                "3",
                "-b",
                "dlx",
                "--out",
                out.toString(),
                "-q");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        String md = Files.readString(out.resolve("study.md"));
        // qwh at g = 0, 5, ..., 25, always solvable, solved rather than proven unique; no Sudoku curve
        assertTrue(md.contains("| 25 | 3 | 3 (100 %) | not asked |"), md);
        assertTrue(md.contains("| qcp | 5x5 | dlx | ms |") && !md.contains("holes, "), md);
        Cli tooLarge = Cli.run("study", "hardness", "--latin", "37", "-q");
        assertEquals(ExitCode.USAGE, tooLarge.exit());
        assertTrue(tooLarge.err().startsWith("--latin 37: a Latin square's order is 1 to 36"), tooLarge.err());
    }

    @Test
    void aSmallScalingStudyAndABadShare() throws Exception {
        Path out = tmp.resolve("scaling");
        Cli run = Cli.run(
                "study", "scaling", "--boxes", "2x2,2x3", "--count", "2", "-b", "dlx", "--out", out.toString(), "-q");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertTrue(Files.readString(out.resolve("study.md")).contains("| dlx | 6 | 18 | 2 | 2 |"));
        Cli bad = Cli.run(
                "study",
                "scaling",
                "--givens",
                "1.5",
                "--out",
                tmp.resolve("bad").toString());
        assertEquals(ExitCode.USAGE, bad.exit());
        assertTrue(bad.err().contains("the share of givens must be between 0 and 1, got 1.5"), bad.err());
    }

    @Test
    void anUnknownLevelIsAUsageError() {
        Cli run = Cli.run(
                "study",
                "propagation",
                "-b",
                "la-extended-xx",
                "--out",
                tmp.resolve("x").toString());
        assertEquals(ExitCode.USAGE, run.exit());
        assertTrue(run.err().contains("unknown backend 'la-extended-xx'"), run.err());
    }

    @Test
    void theStudyAloneListsItsStudies() {
        Cli run = Cli.run("study");
        assertEquals(ExitCode.USAGE, run.exit());
        assertTrue(run.err().contains("propagation"), run.err());
    }
}
