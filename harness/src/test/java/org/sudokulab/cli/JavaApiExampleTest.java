package org.sudokulab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sudokulab.api.Backends;
import org.sudokulab.api.CountResult;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;
import org.sudokulab.bench.Bench;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.run.RunListener;
import org.sudokulab.census.GridCount;

/** The README's "From Java" section, line for line: if this stops compiling or passing, the README is wrong. */
class JavaApiExampleTest {
    @TempDir
    Path dir;

    @Test
    void countAPuzzle() {
        Puzzle puzzle =
                PuzzleReader.parseOne("..24.2......3..2", ReadOptions.DEFAULT).puzzle();
        CountResult result = Backends.discover().require("dlx").count(puzzle, 10, Limits.of(Duration.ofSeconds(1)));
        assertEquals(3, result.count());
        assertTrue(result.exact());
    }

    @Test
    void runABenchPlan() throws Exception {
        Path corpus = Files.write(dir.resolve("mine.txt"), List.of("1......2..4..3..", "................"));
        BenchPlan plan = BenchPlan.defaults().withBackends("dlx", "sat").withCorpusFiles(corpus);
        Bench.Result result = Bench.prepare(plan, new RunListener() {}).run(dir.resolve("report"));
        assertEquals(0, result.wrong());
        assertEquals(4, result.record().rows().size());
    }

    @Test
    void computeACensusFigure() {
        GridCount count = GridCount.of(Geometry.boxes(2, 3), () -> false, (done, total) -> {});
        assertEquals(new BigInteger("28200960"), count.grids());
        assertEquals(count.grids(), count.enumerated());
    }
}
