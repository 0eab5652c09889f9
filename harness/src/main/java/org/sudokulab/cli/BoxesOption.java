package org.sudokulab.cli;

import org.sudokulab.api.Geometry;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --boxes RxC}: the box shape, for plain lines whose length leaves it open and for what a command makes. */
public final class BoxesOption {
    private ReadOptions shape;

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec mixee;

    @Option(
            names = "--boxes",
            paramLabel = "RxC",
            converter = Shape.class,
            description = "Box shape: R rows by C columns per box (2x3 is a 6x6 board of 2-row boxes).")
    void boxes(ReadOptions given) {
        set(given, "--boxes");
    }

    @Option(
            names = "--latin",
            paramLabel = "N",
            description = "A Latin square of order N: the board of 1xN boxes (--boxes 1xN), where each row, column "
                    + "and box holds every symbol once.")
    void latin(int order) {
        set(new Shape().convert("1x" + order), "--latin");
    }

    private void set(ReadOptions given, String option) {
        if (shape != null) {
            throw new CommandLine.ParameterException(
                    mixee.commandLine(), option + ": give the board once, with --boxes or --latin");
        }
        shape = given;
    }

    /** How to read puzzle lines: the shape given, else inferred from each line's length. */
    public ReadOptions readOptions() {
        return shape == null ? ReadOptions.DEFAULT : shape;
    }

    /** The geometry of the shape given, else of {@code fallback} ({@code RxC}). */
    public Geometry geometry(String fallback) {
        ReadOptions o = shape == null ? ReadOptions.boxes(fallback) : shape;
        return Geometry.boxes(o.boxRows(), o.boxCols());
    }

    /** Whether a shape was given. */
    public boolean given() {
        return shape != null;
    }

    /** {@code RxC} with a board the model supports, or a usage error saying why not. */
    static final class Shape implements CommandLine.ITypeConverter<ReadOptions> {
        @Override
        public ReadOptions convert(String text) {
            try {
                ReadOptions o = ReadOptions.boxes(text);
                Geometry.boxes(o.boxRows(), o.boxCols());
                return o;
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
