package org.sudokulab.cli.generate;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.sudokulab.api.Backends;
import org.sudokulab.api.Cancellation;
import org.sudokulab.api.Counter;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Limits;
import org.sudokulab.cli.BackendOption;
import org.sudokulab.cli.BoxesOption;
import org.sudokulab.cli.CtrlC;
import org.sudokulab.cli.EngineOption;
import org.sudokulab.cli.QuietOption;
import org.sudokulab.generator.GridSampler;
import org.sudokulab.generator.Tools;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What both surveys share: backend, box shape, seed, Ctrl-C handling. */
abstract class SurveyPart implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    BackendOption backend;

    @Mixin
    BoxesOption boxes;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    QuietOption quietOption;

    @Mixin
    EngineOption engineOption;

    private CtrlC ctrlC;

    boolean interrupted() {
        return ctrlC != null && ctrlC.interrupted();
    }

    final Cancellation cancellation = new Cancellation();

    /**
     * What the survey's units need where they run: on this JVM the counter and sampler at hand, on a cluster a
     * recipe each executor makes them from.
     */
    Tools tools;

    abstract int survey(Counter counter, GridSampler grids, PrintWriter out, PrintWriter err) throws Exception;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Geometry g = boxes.geometry("3x3");
        String fastest = Backends.discover().fastestCounter().id();
        Counter counter = new Counter(backend.backend(fastest), Limits.none().withCancellation(cancellation));
        GridSampler grids = GridSampler.of("search", g);
        tools = engineOption.local()
                ? Tools.of(counter, grids)
                : new Tools.Recipe(counter.backend().id(), g.boxRows(), g.boxCols(), "search");
        ctrlC = CtrlC.install(cancellation);
        try {
            return survey(counter, grids, out, err);
        } finally {
            try {
                out.flush();
            } finally {
                ctrlC.close(); // also when the flush fails: the hook must not wait for a command that ended
            }
        }
    }
}
