package org.sudokulab.api.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigInteger;
import java.util.function.Function;
import org.sudokulab.api.Geometry;
import org.sudokulab.api.Grid;
import org.sudokulab.api.Puzzle;

/**
 * The JSON form of result records, for every tool that prints or stores them: a puzzle as its line (the form
 * {@link PuzzleWriter} writes and {@link PuzzleReader} reads back), a grid as its symbols, a geometry as its
 * short description, and a big integer as a string (so that no reader rounds a 28-digit count).
 */
public final class Json {
    private Json() {}

    /** A mapper for one line per object. */
    public static ObjectMapper mapper() {
        SimpleModule forms = new SimpleModule("sudokulab")
                .addSerializer(asString(Puzzle.class, PuzzleWriter::toLine))
                .addSerializer(asString(Grid.class, Grid::toLine))
                .addSerializer(asString(Geometry.class, Geometry::describe))
                .addSerializer(asString(BigInteger.class, BigInteger::toString));
        return new ObjectMapper().registerModule(forms);
    }

    /** A mapper that indents, for objects a person reads. */
    public static ObjectMapper indented() {
        return mapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    private static <T> StdSerializer<T> asString(Class<T> type, Function<T, String> text) {
        return new StdSerializer<>(type) {
            @Override
            public void serialize(T value, JsonGenerator gen, SerializerProvider provider) throws IOException {
                gen.writeString(text.apply(value));
            }
        };
    }
}
