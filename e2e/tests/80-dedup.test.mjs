// Issue 15, duplicates: a BibTeX file describing six shared PDFs plus the PDFs themselves give one
// paper per work, the toast says what matched, and importing the file again adds nothing.
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { REPO, sharedPDF, startCarrel } from "../lib/server.mjs";
import { explained, openApp } from "../lib/ui.mjs";

const BIB = path.join(REPO, "backend", "service", "testdata", "shared-pdfs.bib");
const PDFS = ["sp_P07-1088.pdf", "sp_P14-1059.pdf", "sp_bohnet09.pdf", "sp_bunescu-acl07.pdf", "sp_map-reduce.pdf", "cermine_example1.pdf"];
const WORKS = 8; // 9 entries: one case/punctuation variant of another; the PDFs add no new work
const missing = PDFS.filter((n) => !sharedPDF(n));

let srv, browser, page, bridgeFailures;

before(async () => {
  if (missing.length) return;
  srv = await startCarrel();
  ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

async function paperCount() {
  const res = await fetch(`${srv.base}/_bridge/call`, { method: "POST", headers: { "X-Carrel-Bridge": srv.secret, "Content-Type": "application/json" },
    body: JSON.stringify({ method: "ListPapers", args: [{ limit: 100 }] }) });
  return (await res.json()).data.length;
}

test("BibTeX + the matching PDFs give one paper per work; re-import adds nothing", { skip: missing.length ? `shared PDFs absent: ${missing.join(", ")}` : false }, async () => {
  await page.locator("[data-testid=import-input]").setInputFiles(BIB);
  const first = page.locator(".toast-ok", { hasText: "Imported 8 new papers" });
  await explained(page, bridgeFailures, "first import toast", () => first.waitFor({ timeout: 15000 }));
  assert.match(await first.innerText(), /1 already in the library/);
  await page.locator("[data-testid=pdf-input]").setInputFiles(PDFS.map((n) => sharedPDF(n)));
  await explained(page, bridgeFailures, "PDFs parsed", () => page.waitForFunction(() => {
    const rows = [...document.querySelectorAll("[data-testid=document-row]")];
    return rows.length === 6 && rows.every((r) => r.getAttribute("data-status") === "succeeded");
  }, null, { timeout: 120000 }));
  assert.equal(await paperCount(), WORKS, "one paper per work after the PDFs");
  await page.locator("[data-testid=import-input]").setInputFiles(BIB);
  const again = page.locator(".toast-ok", { hasText: "Imported 0 new papers" });
  await explained(page, bridgeFailures, "re-import toast", () => again.waitFor({ timeout: 15000 }));
  assert.match(await again.innerText(), /9 already in the library/);
  assert.equal(await paperCount(), WORKS, "re-import adds nothing");
  // The Papers tab lists them, refreshed without navigation.
  await page.locator("[role=tab]", { hasText: "Papers" }).click();
  await page.waitForFunction((n) => document.querySelectorAll("table tbody tr").length === n, WORKS, { timeout: 10000 });
});
