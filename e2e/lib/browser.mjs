// Debian's chromium driven by playwright-core: no browser download, a fresh profile per launch.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

/** CHROMIUM is the browser binary (override with CARREL_CHROMIUM). */
export const CHROMIUM = process.env.CARREL_CHROMIUM || "/usr/bin/chromium";

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** launch opens a persistent context in a fresh --user-data-dir; close() also removes the profile. */
export async function launch({ width = 1400, height = 900, colorScheme = "light" } = {}) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: apt-get install -y chromium`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width, height }, colorScheme,
  });
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** watchConsole records console errors and uncaught page errors of a page. */
export function watchConsole(page) {
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(`console: ${m.text()} @ ${m.location()?.url ?? ""}`));
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** watchBridge records failed bound-method calls of a page as "Method → status code: message". */
export function watchBridge(page) {
  const failures = [];
  page.on("response", async (r) => {
    if (!r.url().includes("/_bridge/") || r.status() < 400) return;
    let method = "?";
    try {
      method = JSON.parse(r.request().postData() ?? "{}").method ?? "?";
    } catch { /* keep "?" */ }
    const body = await r.json().catch(() => null);
    failures.push(`${method} → ${r.status()} ${body?.error?.code ?? ""}: ${body?.error?.message ?? ""}`);
  });
  return failures;
}

/** openWatched launches a browser, opens the app of srv in a new page and records its console
 * errors and failed bound-method calls; open(srv) is the page loader (ui.mjs openApp). */
export async function openWatched(srv, open) {
  const browser = await launch();
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  const bridgeFailures = watchBridge(page);
  await open(page, srv);
  return { browser, page, consoleErrors, bridgeFailures };
}
