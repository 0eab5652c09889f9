package org.sudokulab.cli;

import org.sudokulab.api.Geometry;
import org.sudokulab.api.Symbols;
import org.sudokulab.api.io.ReadOptions;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** {@code --boxes RxC}: the box shape, for plain lines whose length leaves it open and for what a command makes. */
public final class BoxesOption {
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec mixee;

    // a field, then a method: picocli lists a mixin's fields before its methods, so the help's order holds (two
    // methods would come in whatever order reflection gives them)
    @Option(names = BOXES, paramLabel = BOXES_LABEL, converter = Shape.class, description = BOXES_DESCRIPTION)
    ReadOptions boxes;

    private ReadOptions latin;

    @Option(names = LATIN, paramLabel = LATIN_LABEL, description = LATIN_DESCRIPTION)
    void latin(int order) {
        if (order < 1 || order > Symbols.MAX_SIZE) { // a usage error, not picocli's wrapped converter exception
            throw new CommandLine.ParameterException(
                    mixee.commandLine(),
                    "Invalid value for option '--latin': " + order + " (a Latin square's order is 1 to "
                            + Symbols.MAX_SIZE + ")");
        }
        latin = new Shape().convert("1x" + order);
    }

    private static final String BOXES = "--boxes";
    private static final String BOXES_LABEL = "RxC";
    private static final String BOXES_DESCRIPTION =
            "Box shape: R rows by C columns per box (2x3 is a 6x6 board of 2-row boxes).";
    private static final String LATIN = "--latin";
    private static final String LATIN_LABEL = "N";
    private static final String LATIN_DESCRIPTION = "A Latin square of order N: the board of 1xN boxes (--boxes 1xN), "
            + "where each row, column and box holds every symbol once.";

    /** Adds these options, declared in code, to {@code command}, the command they then answer to. */
    void addTo(CommandLine.Model.CommandSpec command) {
        mixee = command;
        command.addOption(CodedOptions.option(ReadOptions.class, () -> boxes, v -> boxes = v, BOXES)
                .converters(new Shape())
                .paramLabel(BOXES_LABEL)
                .description(BOXES_DESCRIPTION)
                .build());
        command.addOption(CodedOptions.option(Integer.class, () -> null, this::latin, LATIN)
                .paramLabel(LATIN_LABEL)
                .description(LATIN_DESCRIPTION)
                .build());
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
