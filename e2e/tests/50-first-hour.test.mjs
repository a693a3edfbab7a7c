// Issue 15, the first hour: the first-run panel (no key modal), truthful service status under
// `carrel serve --addr 127.0.0.1:0 --watch DIR`, and live updates of the Documents page.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { REPO, startCarrel } from "../lib/server.mjs";
import { explained, openApp, settle } from "../lib/ui.mjs";

const SAMPLE = path.join(REPO, "backend", "samples", "pdfs", "trees.pdf");

describe("a new user on an empty library", () => {
  let srv, browser, page, consoleErrors, bridgeFailures;
  before(async () => {
    srv = await startCarrel();
    ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, async (p, s) => {
      await p.goto(s.url);
      await p.waitForSelector("h1");
    }));
  });
  after(async () => {
    await browser?.close();
    await srv?.stop();
  });

  test("first run shows the onboarding panel with three choices and no API-key modal", async () => {
    const panel = page.locator("[data-testid=onboarding]");
    await explained(page, bridgeFailures, "onboarding panel", () => panel.waitFor({ timeout: 10000 }));
    for (const h of ["Watch a folder", "Import a library", "Drop PDFs"]) {
      assert.equal(await panel.locator("h3", { hasText: h }).count(), 1, `choice ${h}`);
    }
    assert.match(await panel.locator("input[aria-label='Folder to watch']").inputValue(), /[\\/]Papers$/);
    assert.equal(await page.locator("[role=dialog]").count(), 0, "no modal at first start");
    assert.equal(await page.getByText("API key for scripts").count(), 0);
    assert.deepEqual(consoleErrors, []);
  });

  test("try with sample papers: three documents appear and finish without navigation", async () => {
    await page.locator("button", { hasText: "Try with sample papers" }).click();
    const rows = page.locator("[data-testid=document-row]");
    await explained(page, bridgeFailures, "three sample rows", () =>
      page.waitForFunction(() => document.querySelectorAll("[data-testid=document-row]").length === 3, null, { timeout: 10000 }));
    // Parsing ends in the backend; the page hears of it through the change stream, not a reload.
    await explained(page, bridgeFailures, "samples parsed", () =>
      page.waitForFunction(() => [...document.querySelectorAll("[data-testid=document-row]")].every((r) => r.getAttribute("data-status") === "succeeded"),
        null, { timeout: 90000 }));
    assert.equal(await rows.count(), 3);
    assert.equal(await page.locator("[data-testid=onboarding]").count(), 0, "panel gone once started");
    assert.deepEqual(bridgeFailures, []);
  });
});

describe("carrel serve --addr 127.0.0.1:0 --watch DIR", () => {
  let srv, browser, page, bridgeFailures, dir, dir2;
  before(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "carrel-watch-")));
    srv = await startCarrel({ port: 0, args: ["--watch", dir] });
    ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
  });
  after(async () => {
    await browser?.close();
    await srv?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (dir2) fs.rmSync(dir2, { recursive: true, force: true });
  });

  test("the service status reports the bound port and the watched folder", async () => {
    const port = new URL(srv.base).port;
    assert.notEqual(port, "0");
    const res = await fetch(`${srv.base}/_bridge/call`, { method: "POST", headers: { "X-Carrel-Bridge": srv.secret, "Content-Type": "application/json" },
      body: JSON.stringify({ method: "GetServiceStatus", args: [] }) });
    const st = await res.json();
    assert.equal(st.api.running, true);
    assert.equal(st.api.addr, `127.0.0.1:${port}`);
    assert.equal(st.api.started_by, "serve");
    assert.equal(st.watch.dir, dir);
    assert.equal(st.watch.running, true);
    // The window's Settings page shows the same truth.
    await page.goto(`${srv.base}/#/settings`);
    await page.waitForSelector("[data-testid=api-addr]");
    assert.equal(await page.locator("[data-testid=api-addr]").innerText(), `http://127.0.0.1:${port}`);
    assert.equal(await page.locator("[data-testid=watch-dir]").innerText(), dir);
    const saved = await page.locator("section[aria-label='General settings'] .badge").first().innerText();
    assert.equal(saved, "running", "the API badge of the settings is not 'stopped' while serve listens");
  });

  test("a PDF dropped in the watched folder appears in the open Documents page within 3 s", async () => {
    // Files must stay unchanged for the "stable for" setting before they are read (default 2 s,
    // against half-copied files); this test sets 1 s and watches a second folder chosen in the window.
    const settings = await call(srv, "GetSettings");
    await call(srv, "UpdateSettings", { ...settings, watch_stable_seconds: 1, api_running: undefined, data_dir: undefined });
    dir2 = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "carrel-watch2-")));
    await call(srv, "WatchFolder", { dir: dir2 });
    await page.goto(`${srv.base}/#/library`);
    await page.waitForSelector("h1:text-is('Library')");
    await settle(page);
    const navigations = [];
    page.on("framenavigated", (f) => f === page.mainFrame() && navigations.push(f.url()));
    const started = Date.now();
    fs.copyFileSync(SAMPLE, path.join(dir2, "dropped-trees.pdf"));
    await explained(page, bridgeFailures, "dropped PDF row", () =>
      page.locator("[data-testid=document-row]", { hasText: "dropped-trees.pdf" }).waitFor({ timeout: 3000 }));
    const ms = Date.now() - started;
    console.log(`# watched PDF visible in the Documents page after ${ms} ms`);
    assert.ok(ms <= 3000, `took ${ms} ms`);
    assert.deepEqual(navigations, [], "no navigation or reload");
  });
});
