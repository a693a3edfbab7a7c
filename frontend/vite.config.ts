import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The pdf.js worker is emitted as an asset; it is renamed from .mjs to .js so every
// static server (the Wails asset server, Go's file server) sends a JavaScript MIME type.
export default defineConfig({
  plugins: [react()],
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        assetFileNames: (info) =>
          (info.name ?? "").endsWith(".mjs") ? "assets/[name]-[hash].js" : "assets/[name]-[hash][extname]",
      },
    },
  },
});
