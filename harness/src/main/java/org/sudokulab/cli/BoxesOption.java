package org.sudokulab.cli;

import org.sudokulab.api.Geometry;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --boxes RxC}: the box shape, for plain lines whose length leaves it open and for what a command makes. */
public final class BoxesOption {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec mixee;

    // a field, then a method: picocli lists a mixin's fields before its methods, so the help's order holds (two
    // methods would come in whatever order reflection gives them)
    @Option(
            names = "--boxes",
            paramLabel = "RxC",
            converter = Shape.class,
            description = "Box shape: R rows by C columns per box (2x3 is a 6x6 board of 2-row boxes).")
    ReadOptions boxes;

    private ReadOptions latin;

    @Option(
            names = "--latin",
            paramLabel = "N",
            description = "A Latin square of order N: the board of 1xN boxes (--boxes 1xN), where each row, column "
                    + "and box holds every symbol once.")
    void latin(int order) {
        latin = new Shape().convert("1x" + order);
    }

    /** The board given, or null; a usage error when both options name one. */
    private ReadOptions shape() {
        if (boxes != null && latin != null) {
            throw new CommandLine.ParameterException(
                    mixee.commandLine(), "give the board once, with --boxes or --latin");
        }
        return boxes != null ? boxes : latin;
    }

    /** How to read puzzle lines: the shape given, else inferred from each line's length. */
    public ReadOptions readOptions() {
        ReadOptions shape = shape();
        return shape == null ? ReadOptions.DEFAULT : shape;
    }

    /** The geometry of the shape given, else of {@code fallback} ({@code RxC}). */
    public Geometry geometry(String fallback) {
        ReadOptions shape = shape();
        ReadOptions o = shape == null ? ReadOptions.boxes(fallback) : shape;
        return Geometry.boxes(o.boxRows(), o.boxCols());
    }

    /** Whether a shape was given. */
    public boolean given() {
        return shape() != null;
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
