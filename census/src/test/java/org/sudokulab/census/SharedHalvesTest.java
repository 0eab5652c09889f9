package org.sudokulab.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sudokulab.census.TwoBandCount.SignatureClass;

class SharedHalvesTest {
    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void everyClassJoinedFromItsHalvesHasTheCountsN(int rows) {
        List<SignatureClass> classes = new TwoBandCount(rows).classes();
        SharedHalves halves = new SharedHalves(rows);
        List<SharedHalves.Split> plan = halves.plan(classes);
        Map<String, BigInteger> joined = new HashMap<>();
        List<String> built = new ArrayList<>();
        boolean done = halves.run(
                plan,
                2,
                1_000,
                () -> false,
                b -> built.add(b.type()),
                j -> joined.put(TwoBandCount.key(j.signatureClass().counts()), j.bands()));
        assertTrue(done);
        assertEquals(classes.size(), joined.size());
        for (SignatureClass c : classes) {
            String key = TwoBandCount.key(c.counts());
            assertEquals(new BandColourings(rows).count(c.counts(), () -> false), joined.get(key), key);
        }
        // the tables are shared: fewer types than halves joined
        assertTrue(new HashSet<>(built).size() < classes.size(), built.size() + " tables");
    }
}
