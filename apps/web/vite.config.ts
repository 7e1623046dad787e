import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    // Use the contracts package's TypeScript source directly, so no contracts build is needed in dev or build.
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            {
              name: "ui",
              test: /node_modules[\\/](@headlessui|@react-aria|@floating-ui|@tanstack|react-toastify|clsx)/,
              priority: 20,
            },
            { name: "forms", test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
