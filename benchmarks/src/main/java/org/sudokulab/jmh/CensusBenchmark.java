package org.sudokulab.jmh;

import java.math.BigInteger;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sudokulab.api.Geometry;
import org.sudokulab.census.BandCount;
import org.sudokulab.census.BurnsideByClasses;
import org.sudokulab.census.TwoBandCount;

/**
 * The census's long counts, one shot per iteration, each checked against its published value so a fast wrong
 * answer cannot pass as a figure: all 9x9 grids by band signatures, all 10x10 (2x5) grids by two-band signatures,
 * and the essentially different 9x9 grids by Burnside (the identity's term from the 9x9 count).
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar CensusBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class CensusBenchmark {
    private static final BigInteger NINE_BY_NINE = new BigInteger("6670903752021072936960");
    private static final BigInteger TEN_BY_TEN = new BigInteger("1903816047972624930994913280000");
    private static final BigInteger ESSENTIALLY_DIFFERENT = BigInteger.valueOf(5_472_730_538L);

    @Benchmark
    public BigInteger nineByNineGrids() {
        return expect(NINE_BY_NINE, new BandCount().count(() -> false).grids());
    }

    @Benchmark
    public BigInteger tenByTenGrids() {
        return expect(
                TEN_BY_TEN,
                new TwoBandCount(5).count(() -> false, (done, all) -> {}).grids());
    }

    @Benchmark
    public BigInteger essentiallyDifferentNineByNine() {
        return expect(
                ESSENTIALLY_DIFFERENT,
                new BurnsideByClasses(Geometry.boxes(3, 3))
                        .count(NINE_BY_NINE, () -> false, (done, all, c) -> {})
                        .essentiallyDifferent());
    }

    private static BigInteger expect(BigInteger published, BigInteger computed) {
        if (!published.equals(computed)) {
            throw new IllegalStateException("computed " + computed + ", published " + published);
        }
        return computed;
    }
}
