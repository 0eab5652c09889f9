package org.sudokulab.bench.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.sudokulab.bench.run.RunRecord;

/** The studies a plan can name, and the one place a finished run's study pages are written from. */
public final class Studies {
    /** Every study's name, as {@code sudokulab study NAME} and a plan's {@code study} give it. */
    public static final List<String> NAMES = List.of(PropagationStudy.NAME, HardnessStudy.NAME, ScalingStudy.NAME);

    private Studies() {}

    /** The study pages of a run whose plan names a study; nothing for a plain bench. */
    public static void write(Path dir, RunRecord record) throws IOException {
        String study = record.plan().study();
        if (PropagationStudy.NAME.equals(study)) {
            PropagationStudy.write(dir, record);
        } else if (HardnessStudy.NAME.equals(study)) {
            HardnessStudy.write(dir, record);
        } else if (ScalingStudy.NAME.equals(study)) {
            ScalingStudy.write(dir, record);
        }
    }
}
