package org.sudokulab.cli.study;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sudokulab.bench.run.BenchPlan;
import org.sudokulab.bench.study.HardnessStudy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokulab study hardness}: reads the options into {@link HardnessStudy#plan} and runs it. */
@Command(
        name = "hardness",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "How the cost of deciding a board grows and falls with the number of cells given, per backend: holes "
                    + "punched in random grids (always solvable) and random partial boards (maybe not); on Latin "
                    + "squares (--latin), quasigroups with holes and quasigroup completion.",
            "Per number of givens g: median and 90th percentile of time and effort, the share solvable and unique, "
                    + "and where each backend's median time peaks, with a bootstrap interval.",
            "Exit code 0: all answers agree; 1: a WRONG answer; 130: interrupted."
        })
public final class HardnessCommand extends StudyRun {
    @Option(
            names = "--boxes",
            split = ",",
            paramLabel = "RxC",
            description = "Sudoku board shapes, by their boxes. Default: 2x3,3x3 (none when --latin is given).")
    List<String> boxes;

    @Option(
            names = "--latin",
            split = ",",
            paramLabel = "N",
            description = "Latin square orders for the quasigroup curves (QWH and QCP), 1 to 36; with no --boxes "
                    + "given, only these. Default: none.")
    List<Integer> latin = List.of();

    @Option(
            names = "--step",
            split = ",",
            paramLabel = "RxC=N",
            description = "Givens between two points of a board's curve (e.g. 3x3=4; 1x30=45 for Latin order 30). "
                    + "Default: a twentieth of the cells (6x6: 1, 9x9: 4, 16x16: 12).")
    Map<String, Integer> steps = new LinkedHashMap<>();

    @Option(
            names = "--count",
            defaultValue = "10",
            paramLabel = "N",
            description = "Boards of each setting per g. Default: ${DEFAULT-VALUE}.")
    int count;

    @Override
    String name() {
        return "hardness";
    }

    @Override
    BenchPlan plan(String command) {
        List<String> shapes = boxes != null ? boxes : latin.isEmpty() ? List.of("2x3", "3x3") : List.of();
        return HardnessStudy.plan(shapes, latin, steps, count, backendIds, seed, timeoutMillis(1000), threads, command);
    }
}
