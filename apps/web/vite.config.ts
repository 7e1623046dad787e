import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    // Use the contracts and engine packages' TypeScript source directly, so no package build is needed in dev or build.
    conditions: ["@portal/source", ...defaultClientConditions],
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
      "^/settings.*\\.json$": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunks: bench/bundle-size.ts reads it.
    manifest: true,
    rolldownOptions: {
      // A zod schema is a value with no effect when made: a page that imports one schema of a contracts file then
      // loses the others it never uses (about 1.2 kB gzipped on every page; docs/performance.md).
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // React and the router change less often than the app and every page needs them: one chunk of their own
        // stays cached across releases. Other libraries go with the pages that use them: a shared library group
        // is downloaded whole by any page that needs one of its modules (measured: 272 kB instead of 241 kB on
        // /login with the former ui and forms groups; bench/bundle-size.ts).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
});
