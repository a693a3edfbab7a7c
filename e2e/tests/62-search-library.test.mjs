// Issue 23 item 4: a search limited to one library. The Library's "Search this library only" opens
// Search with the library as a filter chip; the answer cites and the results list only papers
// filed in that library, while the same question over everything finds papers outside it.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { REPO, sharedPDF, startCarrel } from "../lib/server.mjs";
import { uploadPDF } from "../lib/library.mjs";
import { ask as askUI, gotoPage, openApp } from "../lib/ui.mjs";

const filedPDF = sharedPDF("sp_bohnet09.pdf");
const otherPDF = sharedPDF("cermine_example1.pdf");
const scifact = path.join(path.dirname(filedPDF ?? "/x"), "..", "..", "datasets", "scifact", "corpus.jsonl");
const skip = !filedPDF || !otherPDF || !fs.existsSync(scifact) ? "shared test data (PDFs, SciFact) not found" : false;
const shots = path.join(REPO, "docs", "screenshots");

let srv, browser, page, consoleErrors, bridgeFailures, filed, other, lib;

before(async () => {
  if (skip) return;
  srv = await startCarrel();
  // 1,000 SciFact abstracts, one PDF filed in the library "Parsing" and one left unfiled.
  const lines = fs.readFileSync(scifact, "utf8").split("\n").filter(Boolean).slice(0, 1000).join("\n");
  await call(srv, "ImportPapers", { filename: "scifact.jsonl", data_base64: Buffer.from(lines).toString("base64"), format: "jsonl" });
  lib = await call(srv, "CreateLibrary", { name: "Parsing" });
  filed = (await uploadPDF(srv, filedPDF, lib.id)).paper;
  other = (await uploadPDF(srv, otherPDF, null)).paper;
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
  await page.setViewportSize({ width: 1000, height: 700 });
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

const ask = (q) => askUI(page, q, bridgeFailures);

const titles = async (sel) => (await page.locator(sel).evaluateAll((els) => els.map((e) => e.getAttribute("title") ?? e.firstChild?.textContent ?? "")));

test("a search limited to one library cites only that library's papers", { skip, timeout: 400000 }, async () => {
  const question = `${filed.title} ${other.title}`;
  await gotoPage(page, "Search");
  await ask(question);
  const everywhere = await titles("[data-testid=results-table] .title-cell");
  assert.ok(everywhere.includes(other.title), `unscoped, the unfiled paper is found: ${everywhere.slice(0, 5)}`);

  await gotoPage(page, "Library");
  await page.locator("select[aria-label='Library filter']").selectOption({ label: "Parsing" });
  await page.locator("[data-testid=search-library]").click();
  await page.waitForSelector("h1:text-is('Search')");
  const pending = page.locator("[data-testid=pending-filters] [data-testid=filter-chip]");
  await pending.first().waitFor();
  assert.deepEqual((await pending.allInnerTexts()).map((t) => t.replace(/×$/, "").trim()), ["Library: Parsing"]);

  await ask(question);
  const applied = page.locator("[data-testid=applied-filters] [data-testid=filter-chip]");
  assert.deepEqual((await applied.allInnerTexts()).map((t) => t.replace(/×$/, "").trim()), ["Library: Parsing"]);
  const results = await titles("[data-testid=results-table] .title-cell");
  assert.deepEqual(results, [filed.title], "only the library's paper is ranked");
  const cited = await titles("[data-testid=answer] [data-testid=citation-marker]");
  assert.ok(cited.length > 0, "the scoped answer cites something");
  for (const t of cited) assert.equal(t, filed.title, "every citation is the library's paper");
  await page.screenshot({ path: path.join(shots, "search-library-only-1000x700.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(shots, "search-library-only-1440x900.png") });
  // The scope is pinned: it stays for the next question until removed.
  assert.equal(await pending.count(), 1, "the library scope stays for the next search");
  assert.deepEqual(consoleErrors, []);
});

test("Chat with this library opens New chat with the library's documents ticked", { skip, timeout: 60000 }, async () => {
  await gotoPage(page, "Library");
  await page.locator("select[aria-label='Library filter']").selectOption({ label: "Parsing" });
  await page.locator("[data-testid=chat-library]").click();
  const dialog = page.locator("[role=dialog][aria-label='New chat']");
  await dialog.waitFor();
  await page.waitForFunction(() => document.querySelector("[role=dialog]")?.textContent?.includes("1 of 50 sources chosen"), null, { timeout: 15000 });
  const ticked = await dialog.locator("[data-testid=doc-picker] label:has(input:checked)").allInnerTexts();
  assert.equal(ticked.length, 1);
  assert.match(ticked[0], /sp_bohnet09\.pdf/);
  await dialog.locator("button", { hasText: "Cancel" }).click();
});
