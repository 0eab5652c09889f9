package org.sudokulab.cli;

import java.util.List;

/** Sorted numbers as ranges for people: 494, 495, 496, 501 is "494-496, 501" (cut after about 2,000 characters). */
public final class Ranges {
    private Ranges() {}

    public static String of(List<Long> values) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < values.size(); ) {
            int j = i;
            while (j + 1 < values.size() && values.get(j + 1) == values.get(j) + 1) {
                j++;
            }
            s.append(s.length() == 0 ? "" : ", ").append(values.get(i)).append(j > i ? "-" + values.get(j) : "");
            i = j + 1;
            if (s.length() > 2000) {
                s.append(", ...");
                break;
            }
        }
        return s.toString();
    }
}
