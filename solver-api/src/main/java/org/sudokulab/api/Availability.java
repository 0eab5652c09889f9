package org.sudokulab.api;

/** Whether a backend can run on this machine, and if not, why. */
public record Availability(boolean available, String reason) {
    private static final Availability OK = new Availability(true, "");

    public static Availability ok() {
        return OK;
    }

    public static Availability unavailable(String reason) {
        return new Availability(false, reason);
    }
}
