package org.sudokulab.cli;

import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Options declared in code, for the commands built without reading annotations ({@code solve} and {@code count}; see
 * {@link Main#commandLine}). A mixin that annotated commands use too declares each option's names and texts once,
 * as constants its annotations and its code share.
 */
final class CodedOptions {
    private CodedOptions() {}

    /**
     * An option bound to a value that {@code get} reads and {@code set} writes (a field, or a method that takes the
     * value: then {@code get} gives null).
     */
    static <V> OptionSpec.Builder option(Class<V> type, Supplier<V> get, Consumer<V> set, String... names) {
        Binding<V> binding = new Binding<>(get, set);
        V initial = get.get(); // what picocli puts back before each parse; none for a method or a null field
        return OptionSpec.builder(names)
                .type(type)
                .getter(binding)
                .setter(binding)
                .initialValue(initial)
                .hasInitialValue(initial != null);
    }

    /** {@code -h, --help} and {@code -V, --version}, as picocli's standard help options say them. */
    static void addHelpOptions(CommandSpec command) {
        command.addOption(OptionSpec.builder("-h", "--help")
                .usageHelp(true)
                .description("Show this help message and exit.")
                .build());
        command.addOption(OptionSpec.builder("-V", "--version")
                .versionHelp(true)
                .description("Print version information and exit.")
                .build());
    }

    /** What picocli reads and writes through for an option declared in code. */
    static final class Binding<V> implements CommandLine.Model.IGetter, CommandLine.Model.ISetter {
        private final Supplier<V> get;
        private final Consumer<V> set;

        Binding(Supplier<V> get, Consumer<V> set) {
            this.get = get;
            this.set = set;
        }

        @Override
        @SuppressWarnings("unchecked") // picocli hands back the type the option was declared with
        public <T> T get() {
            return (T) get.get();
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T set(T value) {
            T before = get();
            set.accept((V) value);
            return before;
        }
    }
}
