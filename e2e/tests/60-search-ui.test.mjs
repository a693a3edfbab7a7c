// Issue 15 in the Search page: filters as removable chips that do not stick to the next search,
// a paper's own "[7]" inside a quote stays text, the question limit is said (nothing cut), and a
// refused bridge secret is one message.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel } from "../lib/server.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

let srv, browser, page, consoleErrors, bridgeFailures;

before(async () => {
  srv = await startCarrel();
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
  // The bundled sample papers are the corpus (one of them cites its own reference "[7]").
  await page.locator("button", { hasText: "Try with sample papers" }).click();
  await page.waitForFunction(() => {
    const rows = [...document.querySelectorAll("[data-testid=document-row]")];
    return rows.length === 3 && rows.every((r) => r.getAttribute("data-status") === "succeeded");
  }, null, { timeout: 90000 });
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

async function ask(q) {
  const box = page.locator("textarea[aria-label='Research question']");
  await box.fill(q);
  await page.locator(".search-box button", { hasText: "Search" }).click();
  // The run of this question: the previous search's finished run stays shown until the new one loads.
  await page.locator("[data-testid=search-run][data-status=succeeded]", { has: page.locator("h2", { hasText: q }) }).waitFor({ timeout: 60000 });
}

test("an active filter is a removable chip and the next search starts without it", async () => {
  // A street-tree paper of unknown type (a JSONL record without publication_type): the type
  // filter below leaves it out and says so.
  await gotoPage(page, "Library");
  await page.locator("[data-testid=import-input]").setInputFiles({ name: "untyped.jsonl", mimeType: "application/x-ndjson",
    buffer: Buffer.from(JSON.stringify({ title: "Shade from street trees on summer streets", abstract: "Street trees cool summer streets by shading the pavement.", year: 2021 }) + "\n") });
  await page.locator(".toast-ok", { hasText: "Imported 1 new paper" }).waitFor();
  await gotoPage(page, "Search");
  await page.locator("button", { hasText: "Filters…" }).click();
  await page.locator("label.field", { hasText: "Year from" }).locator("input").fill("2015");
  await page.locator(".chips button", { hasText: "Journal article" }).click();
  await page.locator("button", { hasText: "Hide filters" }).click();
  // Collapsed panel, yet the filters are visible.
  const pending = page.locator("[data-testid=pending-filters] [data-testid=filter-chip]");
  assert.deepEqual((await pending.allInnerTexts()).map((t) => t.replace(/×$/, "").trim()), ["From 2015", "Type: Journal article"]);
  await explained(page, bridgeFailures, "filtered search", () => ask("Do street trees cool summer streets?"));
  const applied = page.locator("[data-testid=applied-filters] [data-testid=filter-chip]");
  await applied.first().waitFor();
  assert.equal(await applied.count(), 2, "the current search shows its filters above the results");
  assert.equal(await page.locator("[data-testid=unknown-type-excluded]").innerText(),
    "1 paper of unknown type was left out by the type filter. Set a paper's type in the Library to include it.");
  assert.equal(await pending.count(), 0, "filters do not stick to the next search");
  await explained(page, bridgeFailures, "next search", () => ask("How often do published notebooks rerun?"));
  await page.waitForTimeout(300);
  assert.equal(await page.locator("[data-testid=applied-filters]").count(), 0, "the next search ran without the filters");
  assert.equal(await page.locator("[data-testid=unknown-type-excluded]").count(), 0, "no type filter, nothing said left out");
});

test("chips are removable with the keyboard and Clear all empties them", async () => {
  await page.locator("button", { hasText: "Filters…" }).click();
  await page.locator("label.field", { hasText: "Year to" }).locator("input").fill("2020");
  await page.locator(".chips button", { hasText: "Preprint" }).click();
  const pending = page.locator("[data-testid=pending-filters] [data-testid=filter-chip]");
  assert.equal(await pending.count(), 2);
  await page.locator("button[aria-label='Remove filter Until 2020']").focus();
  await page.keyboard.press("Enter");
  assert.deepEqual((await pending.allInnerTexts()).map((t) => t.replace(/×$/, "").trim()), ["Type: Preprint"]);
  await page.locator("[data-testid=pending-filters] button", { hasText: "Clear all" }).click();
  assert.equal(await page.locator("[data-testid=pending-filters]").count(), 0);
  await page.locator("button", { hasText: "Hide filters" }).click();
});

test("recent searches are reachable with the keyboard", async () => {
  const first = page.locator("[data-testid=recent-search]").first();
  await first.focus();
  assert.equal(await first.evaluate((el) => el === document.activeElement && el.tagName), "BUTTON");
});

test("a quote containing the paper's own [7] shows it as text, not as a Carrel marker", async () => {
  await explained(page, bridgeFailures, "rereading search", () => ask("Why do learners prefer to reread their notes?"));
  const answer = page.locator("[data-testid=answer]");
  await answer.waitFor();
  const text = await answer.innerText();
  assert.match(text, /rereading feels fluent \[7\]/, `the answer quotes the sentence: ${text.slice(0, 400)}`);
  const asText = await answer.evaluate((el) => {
    const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const hits = [];
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (n.textContent.includes("fluent [7]")) hits.push(!n.parentElement.closest(".marker, .markers"));
    }
    return hits;
  });
  assert.ok(asText.length > 0 && asText.every(Boolean), "the paper's [7] is a text node outside Carrel's markers");
  assert.deepEqual(consoleErrors, []);
});

test("a question over 1,000 characters is said, not cut, and cannot be sent", async () => {
  const long = "Does spacing help? ".repeat(60).trim(); // 1,139 characters
  const box = page.locator("textarea[aria-label='Research question']");
  await box.fill(long);
  assert.equal((await box.inputValue()).length, long.length, "nothing typed is cut");
  const note = page.locator("[data-testid=query-limit]");
  assert.match(await note.innerText(), /1,139 \/ 1,000 characters: The question is 139 characters too long/);
  assert.equal(await page.locator(".search-box button", { hasText: "Search" }).isDisabled(), true);
  await box.fill(long.slice(0, 900));
  assert.match(await note.innerText(), /^900 \/ 1,000 characters$/);
  await box.fill("");
});

test("a wrong bridge secret is one clear message, not a pile of errors", async () => {
  const other = await browser.context.newPage();
  await other.goto(`${srv.base}/#bridge=wrong-secret`);
  await other.locator("[data-testid=bridge-banner]").waitFor({ timeout: 15000 });
  await other.waitForTimeout(1500);
  assert.equal(await other.locator("[data-testid=bridge-banner]").count(), 1);
  assert.equal(await other.locator(".toast-error").count(), 0, "no error toasts");
  assert.equal(await other.locator(".error-box:not(.bridge-banner)").count(), 0, "no per-call error boxes");
  await other.close();
});

test("the same error is one toast with a count; info toasts leave by themselves", async () => {
  await gotoPage(page, "Library");
  const input = page.locator("[data-testid=import-input]");
  const bad = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a reference file") };
  await input.setInputFiles(bad);
  await input.setInputFiles(bad);
  const errors = page.locator(".toast-error");
  await errors.first().waitFor();
  assert.equal(await errors.count(), 1, "the same error is not stacked");
  assert.match(await errors.first().innerText(), /Cannot tell the format of notes\.txt[\s\S]*×2/);
  await page.waitForTimeout(5000);
  assert.equal(await errors.count(), 1, "an error stays long enough to read (it leaves after 12 s, see 68-window-details)");
  await errors.first().locator("button[aria-label=Dismiss]").click();
  assert.equal(await errors.count(), 0);
  await input.setInputFiles({ name: "one.bib", mimeType: "text/plain", buffer: Buffer.from("@article{k1, title={A Toast Test Paper}, author={Doe, Jane}, year={2020}}") });
  const info = page.locator(".toast-ok", { hasText: "Imported 1 new paper" });
  await info.waitFor();
  await info.waitFor({ state: "detached", timeout: 6000 });
});
