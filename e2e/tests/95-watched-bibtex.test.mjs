// Issue 22: ten real papers of the realpdfs test split dropped into the watched folder become
// references that `bibtex` renders right: at least 9 of 10 entries carry the right title, first
// author and year. The Library is photographed with its "check" marks (read by eye).
// This test measures the PDF header reading (the learned model of issue 22 item 2). The issue's
// target is 9 of 10; the reader landed so far (session 15, with patents read as their PDFs set
// them) reads 8 (r15 read 6, s14 7; issue 22 stays open). The test holds a floor one under it,
// so a regression fails it, and prints the count beside the target.
const TARGET = 9;
const FLOOR = 7;
// CARREL_E95_SPLIT=train CARREL_E95_FROM=10 runs the same flow on other realpdfs papers, to tell
// the product's losses (import, export, bibtex) from the header reader's, which the eval scores.
const SPLIT = process.env.CARREL_E95_SPLIT || "test";
const FROM = Number(process.env.CARREL_E95_FROM || 0);
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { call, waitFor } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { REPO, startCarrel } from "../lib/server.mjs";
import { explained, openApp, settle } from "../lib/ui.mjs";

const REAL = [process.env.CARREL_SHARED, path.join(REPO, "..", "shared")].filter(Boolean)
  .map((r) => path.join(r, "testdata", "realpdfs")).find((d) => fs.existsSync(path.join(d, "truth.jsonl")));
const hasBibtex = (() => { try { execFileSync("bibtex", ["--version"], { stdio: "ignore" }); return true; } catch { return false; } })();
const skip = !REAL ? "shared realpdfs absent" : !hasBibtex ? "bibtex (texlive-binaries) not installed" : false;

/** fold lower-cases, strips diacritics, TeX braces and commands, and keeps letters and digits. */
function fold(s) {
  return s.normalize("NFD").replace(/\p{Mn}/gu, "").replace(/\\[a-zA-Z]+/g, " ").replace(/[{}]/g, "")
    .toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** similar is 1 - edit distance / longer length of the folded texts (spaces dropped), in [0,1]. */
function similar(a, b) {
  const x = fold(a).replace(/ /g, ""), y = fold(b).replace(/ /g, "");
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[y.length] / Math.max(x.length, y.length, 1);
}

/**
 * blocksOf is a plain-style .bbl entry's blocks without the \bibitem key: plain.bst writes the
 * names (when there are any), then each block after a \newblock, the title first (a book's in
 * {\em …}), and a last block ends ", year.". Which block is the title depends on whether the
 * entry has names, so the title is checked against each block.
 */
function blocksOf(item) {
  return item.replace(/^\s*(\[[^\]]*\])?\{[^}]*\}/, "").split("\\newblock").map((b) =>
    b.replace(/\\em\s*/g, "").replace(/[{}]/g, "").replace(/~/g, " ")
      .replace(/,\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+)?\d{4}\.\s*$/i, "").replace(/\.\s*$/, "").trim());
}

let srv, browser, page, bridgeFailures, inbox, work, picked;

before(async () => {
  if (skip) return;
  picked = fs.readFileSync(path.join(REAL, "truth.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l))
    .filter((t) => t.split === SPLIT).sort((a, b) => a.file.localeCompare(b.file)).slice(FROM, FROM + 10);
  inbox = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-inbox-"));
  work = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-bibtex-"));
  srv = await startCarrel({ args: ["--watch", inbox] });
  ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
  for (const d of [inbox, work]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

test("10 real PDFs dropped in the watched folder give a BibTeX file bibtex renders right (issue target 9 of 10)", { skip, timeout: 600000 }, async () => {
  for (const t of picked) fs.copyFileSync(path.join(REAL, "pdfs", t.file), path.join(inbox, t.file));
  const docs = await waitFor(async () => {
    const l = await call(srv, "ListDocuments", { limit: 100 });
    return l.data.length === picked.length && l.data.every((d) => d.status === "succeeded" || d.status === "failed") ? l.data : null;
  }, { timeoutMs: 480000, everyMs: 1000, what: "10 watched PDFs parsed" });
  const paperOf = new Map(docs.filter((d) => d.paper_id).map((d) => [d.filename, d.paper_id]));

  const exp = await call(srv, "ExportPapers", { paper_ids: [...new Set(paperOf.values())], format: "bibtex" });
  const bib = Buffer.from(exp.data_base64, "base64").toString("utf8");
  fs.writeFileSync(path.join(work, "refs.bib"), bib);
  fs.writeFileSync(path.join(work, "refs.aux"), "\\citation{*}\n\\bibstyle{plain}\n\\bibdata{refs}\n");
  let log = "";
  try {
    log = execFileSync("bibtex", ["refs"], { cwd: work, encoding: "utf8" });
  } catch (e) {
    log = `${e.stdout ?? ""}${e.stderr ?? ""}`; // warnings exit 1; errors leave no .bbl
  }
  const bbl = fs.readFileSync(path.join(work, "refs.bbl"), "utf8");
  if (process.env.CARREL_SCREENSHOT_DIR) fs.writeFileSync(path.join(process.env.CARREL_SCREENSHOT_DIR, "watched-refs.bbl"), bbl);
  const items = bbl.split("\\bibitem").slice(1).map((b) => b.replace(/\s+/g, " "));
  assert.equal(items.length, paperOf.size, `bibtex rendered ${items.length} entries of ${paperOf.size}:\n${log}`);

  const right = [], wrong = [];
  for (const t of picked) {
    const family = fold(t.authors[0][1]);
    // Title similar (folded) >= 0.9, the first author's family name among the entry's names, the year printed.
    const ok = items.some((it) => blocksOf(it).some((b) => similar(t.title, b) >= 0.9) && fold(it).includes(family) && it.includes(String(t.year)));
    (ok ? right : wrong).push(`${t.file} ${t.year} ${t.authors[0][1]}: ${t.title.slice(0, 60)}`);
  }
  console.log(`bibtex entries right: ${right.length}/${picked.length}\nwrong:\n  ${wrong.join("\n  ")}`);

  await page.goto(`${srv.base}/#/library`);
  await page.locator("[role=tab]", { hasText: "Papers" }).click();
  await explained(page, bridgeFailures, "papers listed", () =>
    page.waitForFunction((n) => document.querySelectorAll("[data-testid=papers-table] tbody tr").length === n, paperOf.size, { timeout: 20000 }));
  await settle(page);
  const checks = await page.locator(".badge-check").count();
  await page.screenshot({ path: path.join(process.env.CARREL_SCREENSHOT_DIR || os.tmpdir(), "library-check-marks.png"), fullPage: true });
  // The table scrolls inside the page: its lower rows get a second picture.
  await page.locator("[data-testid=paper-row]").last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(process.env.CARREL_SCREENSHOT_DIR || os.tmpdir(), "library-check-marks-2.png") });
  const byField = await page.$$eval("[data-testid=papers-table] [data-testid^=check-]", (els) =>
    els.reduce((m, e) => { const f = e.dataset.testid.slice(6); m[f] = (m[f] || 0) + 1; return m; }, {}));
  console.log(`"check" marks in the Library: ${checks}, by field ${JSON.stringify(byField)} (screenshots library-check-marks.png, library-check-marks-2.png)`);
  console.log(`bibtex entries right: ${right.length}/${picked.length} (issue 22 target ${TARGET}, floor ${FLOOR})`);
  assert.ok(right.length >= FLOOR, `only ${right.length} of ${picked.length} entries carry the right title, first author and year (floor ${FLOOR})`);
  assert.deepEqual(bridgeFailures, []);
});
