package org.sudokulab.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.sudokulab.api.Limits;
import org.sudokulab.api.Puzzle;
import org.sudokulab.api.io.PuzzleReader;
import org.sudokulab.api.io.ReadOptions;

/** The matrix of a killer: only the options its givens and cages leave, one per digit set besides. */
class SudokuCoverTest {
    @Test
    void aKillersMatrixLeavesOutWhatItsGivensAndCagesExclude() {
        // 4x4, r1c1 = 1; r1c2 and r1c3 (sum 3) can only hold 1 and 2. Options per cell:
        // r1c1 1 (its given); r1c2 and r1c3 1 each (2: 1 is in their row, 3 and 4 in no digit set); r1c4, r2c1,
        // r2c2, r3c1, r4c1 3 each (1 is in their row, column or box); the 8 other cells 4 each: 1 + 2 + 15 + 32.
        // And one option for the cage's one digit set {1, 2}: 51.
        Puzzle killer = PuzzleReader.parseOne(
                        "{\"n\":4,\"boxRows\":2,\"boxCols\":2,\"givens\":\"1...............\","
                                + "\"cages\":[{\"sum\":3,\"cells\":[1,2]}]}",
                        ReadOptions.DEFAULT)
                .puzzle();
        SudokuCover model = SudokuCover.of(killer);
        assertEquals(51, model.cover.optionCount());
        assertEquals(0, new DlxBackend().count(killer, 2, Limits.none()).count(), "r1c2 and r1c3 both need 2");
    }
}
