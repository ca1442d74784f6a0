import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { icuMessages } from "./config/icu-messages.ts";

/** The export condition under which a workspace package hands out its TypeScript sources. */
const CONTRACT_SOURCES = "vitrine-source";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Lazy chunks whose imports are preloaded with them: the two apps, the viewer, and the screens a visit starts on. */
const FIRST_SCREENS =
  /\/(app|public-viewer-app|viewer|viewer-embed|viewer-test|session-layout|sign-in|sign-up|accept-invite|manager-index|panel-layout|brands|not-found)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), icuMessages()],
  resolve: {
    // The API contract (packages/contract, `@vitrine/contract`) is read from its TypeScript sources,
    // so the bundle takes only the schemas a chunk uses; `@vitrine/contract/<module>` reaches one
    // module of it, for code that must not load them all.
    conditions: [CONTRACT_SOURCES, ...defaultClientConditions],
    alias: [{ find: /^@\//, replacement: `${here("src")}/` }],
  },
  server: {
    // In development the API comes from the Hosting emulator, which rewrites /v1 to the function.
    proxy: { "/v1": "http://127.0.0.1:5000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // three.js alone is ~600 kB minified; it only ever loads with the lazy 3D routes.
    chunkSizeWarningLimit: 1200,
    modulePreload: {
      // The entry chunk carries, for each lazy screen, the list of files to fetch with it; the
      // public viewer downloads that list too. Screens under the console's panel keep only their
      // own file: the layouts above them (loaded in parallel) bring the shared code, and the rest
      // of a screen's imports follow one round trip later, the first time it is opened.
      resolveDependencies: (filename, deps, { hostType }) => (hostType === "js" && !FIRST_SCREENS.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // The entry lists every lazy chunk's file (to preload a screen's imports with it): seven
        // hash characters instead of eight keep that list, which the public viewer downloads too,
        // smaller; seven is what the bundler needs to keep a few hundred names unique.
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[name]-[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
      },
    },
  },
  test: {
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // A jsdom window costs about half a second per file, more than most files' tests: components
    // (.tsx) get one, plain modules (.ts) run in Node unless they ask for a DOM with a
    // `@vitest-environment jsdom` comment at their top.
    projects: [
      { extends: true, test: { name: "components", include: ["src/**/*.test.tsx"], environment: "jsdom" } },
      { extends: true, test: { name: "modules", include: ["src/**/*.test.ts"], environment: "node" } },
    ],
  },
});
