package org.sudokulab.api;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The folders backend jars are loaded from besides the class path: those named by the system property {@value
 * Backends#PLUGINS_PROPERTY} ({@code --plugins DIR}), by the environment variable {@value #ENVIRONMENT}, and the user's own, {@code
 * $XDG_DATA_HOME/sudokulab/plugins} ({@code ~/.local/share/sudokulab/plugins} when the variable is unset). Each
 * folder's jars share one class loader, so a plugin's dependencies can sit beside it as jars of their own; its
 * parent is the class path's loader, so {@code solver-api} is the toolkit's own. A jar that cannot be read is named
 * with its cause and left out; the folder's other jars still load.
 */
final class PluginFolders {
    static final String ENVIRONMENT = "SUDOKULAB_PLUGINS";

    /** One loader per folder and the jars in it, made once per JVM: every discovery then sees the same classes. */
    private static final Map<List<Path>, URLClassLoader> LOADERS = new ConcurrentHashMap<>();

    /** A folder's jars that could be read, and the loader over them. */
    record Folder(Path path, List<Path> jars, ClassLoader loader) {}

    private PluginFolders() {}

    /** The folders that exist and hold readable jars; what cannot be used goes to {@code problems}. */
    static List<Folder> load(List<String> problems) {
        List<Folder> folders = new ArrayList<>();
        for (Path folder : named(problems)) {
            List<Path> jars = readableJars(folder, problems);
            if (!jars.isEmpty()) {
                List<Path> key = new ArrayList<>(jars);
                key.add(0, folder);
                folders.add(new Folder(folder, jars, LOADERS.computeIfAbsent(List.copyOf(key), k -> loader(jars))));
            }
        }
        return folders;
    }

    /** The folders in order: the property's, the environment's, the user's; a named one that is missing is a problem. */
    private static Set<Path> named(List<String> problems) {
        Set<Path> folders = new LinkedHashSet<>();
        for (String list : new String[] {System.getProperty(Backends.PLUGINS_PROPERTY), System.getenv(ENVIRONMENT)}) {
            if (list == null || list.isBlank()) {
                continue;
            }
            for (String entry : list.split(File.pathSeparator)) {
                if (entry.isBlank()) {
                    continue;
                }
                Path folder = Path.of(entry).toAbsolutePath().normalize();
                if (Files.isDirectory(folder)) {
                    folders.add(folder);
                } else {
                    problems.add("plugin folder " + folder
                            + (Files.exists(folder) ? " is not a folder" : " does not exist"));
                }
            }
        }
        Path user = userFolder();
        if (Files.isDirectory(user)) {
            folders.add(user);
        }
        return folders;
    }

    /** The user's plugin folder (see the class comment). */
    static Path userFolder() {
        String data = System.getenv("XDG_DATA_HOME");
        Path base = data != null && !data.isBlank()
                ? Path.of(data)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("sudokulab").resolve("plugins").toAbsolutePath().normalize();
    }

    private static List<Path> readableJars(Path folder, List<String> problems) {
        List<Path> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path jar : files.filter(f -> f.getFileName().toString().endsWith(".jar"))
                    .sorted()
                    .toList()) {
                try (JarFile readable = new JarFile(jar.toFile())) {
                    readable.getManifest(); // reads the central directory: a cut or foreign file fails here
                    jars.add(jar);
                } catch (IOException | SecurityException e) {
                    problems.add("plugin jar " + jar + " cannot be read (" + e.getMessage() + "): left out");
                }
            }
        } catch (IOException e) {
            problems.add("plugin folder " + folder + " cannot be listed: " + e.getMessage());
        }
        return jars;
    }

    private static URLClassLoader loader(List<Path> jars) {
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = jars.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalStateException("a file's URI is a URL", e);
            }
        }
        return new URLClassLoader("sudokulab-plugins", urls, Backends.class.getClassLoader());
    }
}
