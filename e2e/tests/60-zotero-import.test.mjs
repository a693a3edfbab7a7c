// Issue 13: the Library page's "Import a Zotero library…" action, driven in the browser build
// (a typed folder instead of the native chooser) against a Zotero data folder written by the
// committed generator (backend/store/zoterogen/cmd/zoterogen, Zotero's own schema).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { REPO, startCarrel } from "../lib/server.mjs";
import { explained, openApp, settle } from "../lib/ui.mjs";

describe("Import a Zotero library…", () => {
  let srv, browser, page, bridgeFailures, zdir;
  before(async () => {
    zdir = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-zotero-"));
    execFileSync("go", ["run", "./backend/store/zoterogen/cmd/zoterogen", "-out", zdir], { cwd: REPO, stdio: "inherit", timeout: 300000 });
    srv = await startCarrel();
    ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
  });
  after(async () => {
    await browser?.close();
    await srv?.stop();
    if (zdir) fs.rmSync(zdir, { recursive: true, force: true });
  });

  test("imports items, PDFs and collections with a progress bar and a summary; again adds nothing", async () => {
    await page.goto(`${srv.base}/#/library`);
    await page.waitForSelector("h1:text-is('Library')");
    await settle(page);
    // On an empty library the first-run panel is the one set of ways to start (issue 26); this
    // test drives the Library's own Zotero box, shown once the panel is put away.
    const notNow = page.locator("[data-testid=onboarding] button", { hasText: "Not now" });
    if (await notNow.isVisible().catch(() => false)) await notNow.click();
    const box = page.locator("[data-testid=zotero-import]");
    await box.locator("input[aria-label='Zotero data folder']").fill(zdir);
    await box.locator("button", { hasText: "Import a Zotero library…" }).click();
    const summary = box.locator("[role=status]");
    await explained(page, bridgeFailures, "Zotero summary", () => summary.waitFor({ timeout: 120000 }));
    const text = await summary.innerText();
    assert.match(text, /6 items: 6 papers created, 0 already in Carrel; 3 PDFs added \(0 already present\); 3 collections as libraries \(3 new\); 0 failed\./);
    assert.match(text, /Notes \(1\) and annotations \(0\) are not imported\./);
    // The collections are libraries in the page's library filter, the PDFs documents.
    await explained(page, bridgeFailures, "libraries listed", () =>
      page.waitForFunction(() => [...document.querySelectorAll("option")].some((o) => o.textContent === "Thesis / Chapter 2"), null, { timeout: 10000 }));
    await explained(page, bridgeFailures, "three document rows", () =>
      page.waitForFunction(() => document.querySelectorAll("[data-testid=document-row]").length === 3, null, { timeout: 30000 }));

    await box.locator("button", { hasText: "Import a Zotero library…" }).click();
    await explained(page, bridgeFailures, "second summary", () =>
      page.waitForFunction(() => /0 papers created, 6 already in Carrel; 0 PDFs added \(3 already present\)/.test(
        document.querySelector("[data-testid=zotero-import] [role=status]")?.textContent ?? ""), null, { timeout: 120000 }));
    assert.deepEqual(bridgeFailures, []);
  });
});
