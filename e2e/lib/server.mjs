// Starts the real `carrel serve` binary on a free loopback port with a known bridge secret.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
/** REPO is the repository root (e2e/..). */
export const REPO = path.resolve(here, "..", "..");

/** binaryPath is CARREL_BIN or build/bin/carrel; it throws with a hint when the binary is missing. */
export function binaryPath() {
  const bin = process.env.CARREL_BIN || path.join(REPO, "build", "bin", "carrel");
  if (!fs.existsSync(bin)) throw new Error(`carrel binary not found at ${bin}: run \`make build\` or set CARREL_BIN`);
  return bin;
}

/** freePort asks the kernel for an unused loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** startCarrel runs `carrel serve --data <tmp> --addr 127.0.0.1:<port> --bridge-secret <s> ...args` and waits until / answers.
 * With port 0 the kernel picks the port and the address is read from the "listening on" line.
 * prepare(bin, dataDir), when given, runs before the server starts (e.g. a `carrel import`). */
export async function startCarrel({ timeoutMs = 60000, args = [], port: wantPort, prepare } = {}) {
  const bin = binaryPath();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-e2e-"));
  if (prepare) await prepare(bin, data);
  const port = wantPort ?? await freePort();
  const secret = crypto.randomBytes(16).toString("hex");
  let base = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ["serve", "--data", data, "--addr", `127.0.0.1:${port}`, "--bridge-secret", secret, ...args], {
    stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CARREL_BRIDGE_SECRET: "" },
  });
  let logs = "";
  child.stdout.on("data", (d) => (logs += d));
  child.stderr.on("data", (d) => (logs += d));
  let exited = null;
  child.on("exit", (code, sig) => (exited = `exited with ${code ?? sig}`));
  const stop = async () => {
    if (exited === null) {
      child.kill("SIGTERM");
      await new Promise((r) => {
        const t = setTimeout(() => { child.kill("SIGKILL"); r(); }, 8000);
        child.once("exit", () => { clearTimeout(t); r(); });
      });
    }
    fs.rmSync(data, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`carrel serve ${exited} before it was ready:\n${logs}`);
    if (port === 0) {
      const m = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(logs);
      if (!m || m[2] === "0") {
        if (Date.now() > deadline) { await stop(); throw new Error(`carrel serve printed no address after ${timeoutMs} ms:\n${logs}`); }
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      base = m[1];
    }
    try {
      const r = await fetch(`${base}/`);
      if (r.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`carrel serve not ready after ${timeoutMs} ms:\n${logs}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, secret, data, url: `${base}/#bridge=${secret}`, logs: () => logs, stop };
}

/** sharedPDF returns the path of a shared test PDF, or null (callers skip with the reason). */
export function sharedPDF(name = "pdfjs_tracemonkey.pdf") {
  const roots = [process.env.CARREL_SHARED, path.join(REPO, "..", "shared")].filter(Boolean);
  for (const r of roots) {
    const p = path.join(r, "testdata", "pdfs", name);
    if (fs.existsSync(p)) return p;
  }
  return null;
}
