import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { icuMessages } from "./config/icu-messages.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), icuMessages()],
  resolve: {
    alias: [
      // The API contract lives with the functions; both sides validate with the same zod schemas.
      // `@contract/<module>` reaches one module of it, for code that must not load them all.
      { find: /^@contract$/, replacement: here("../functions/src/contract/index.ts") },
      { find: /^@contract\/(.+)$/, replacement: `${here("../functions/src/contract")}/$1.ts` },
      { find: /^@\//, replacement: `${here("src")}/` },
    ],
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
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
