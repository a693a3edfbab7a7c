// Issue 26, controls in reach and citations that look right: a renamed copy in the watched folder
// names its file and links to the paper it repeats; New chat keeps "Start chat" in view; a cited
// abstract opens with the quote marked; the results table cuts no word; toasts leave and never
// cover a control; the citation picker keeps the chosen papers in view; IEEE puts each number on
// its entry's line. At 1000×700, and 1440×900 for the dialog and the toast.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { REPO, sharedPDF, startCarrel } from "../lib/server.mjs";
import { explained, loadPage, openApp, settle } from "../lib/ui.mjs";

const PDF = sharedPDF("sp_bohnet09.pdf");
const scifact = PDF && path.join(path.dirname(PDF), "..", "..", "datasets", "scifact", "corpus.jsonl");
const skip = !PDF || !fs.existsSync(scifact ?? "") ? "shared test data (PDFs, SciFact) not found" : false;
const shots = path.join(REPO, "docs", "screenshots");
const COPY = "a renamed copy of the Bohnet parsing paper.pdf";

let srv, browser, page, bridgeFailures, watchDir, records;

before(async () => {
  if (skip) return;
  watchDir = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-watch-"));
  srv = await startCarrel({ args: ["--watch", watchDir] });
  records = fs.readFileSync(scifact, "utf8").split("\n").filter(Boolean).slice(0, 400).map((l) => JSON.parse(l));
  await call(srv, "ImportPapers", { filename: "scifact.jsonl", data_base64: Buffer.from(records.map((r) => JSON.stringify(r)).join("\n")).toString("base64"), format: "jsonl" });
  ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
  await page.setViewportSize({ width: 1000, height: 700 });
});
after(async () => {
  await browser?.close();
  await srv?.stop();
  if (watchDir) fs.rmSync(watchDir, { recursive: true, force: true });
});

test("a renamed copy in the watched folder names its file and links to the paper it repeats", { skip, timeout: 240000 }, async () => {
  fs.copyFileSync(PDF, path.join(watchDir, "bohnet.pdf"));
  const first = await (async () => {
    for (const deadline = Date.now() + 180000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const f = (await call(srv, "GetWatchStatus")).files.find((x) => x.path.endsWith("bohnet.pdf"));
      if (f?.document_id && (await call(srv, "GetDocument", f.document_id)).status === "succeeded") return f;
    }
    throw new Error("the first copy was not read");
  })();
  const paper = await call(srv, "GetPaper", (await call(srv, "GetDocument", first.document_id)).paper_id);
  fs.copyFileSync(PDF, path.join(watchDir, COPY));
  await loadPage(page, srv, "Library");
  const row = page.locator("[data-testid=watch-file][data-status=duplicate]");
  await explained(page, bridgeFailures, "the duplicate row", () => row.waitFor({ timeout: 60000 }));
  const name = row.locator(".watch-file-name");
  assert.equal(await name.innerText(), COPY, "the row names the file");
  const card = await page.locator("section[aria-label='Watched folder']").boundingBox();
  const nb = await name.boundingBox();
  const badge = await row.locator(".badge").boundingBox();
  assert.ok(nb.width > 80, `the file name has room (${nb.width}px)`);
  assert.ok(badge.x + badge.width <= card.x + card.width, "the badge stays inside the card");
  const dup = row.locator("[data-testid=watch-duplicate]");
  assert.match(await dup.innerText(), new RegExp(`^Same file as bohnet\\.pdf: ${paper.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "watch-duplicate-1000x700.png") });
  await dup.locator("button").click();
  const drawer = page.locator("aside[aria-label='Details panel']");
  await drawer.waitFor();
  await drawer.locator("label.field", { hasText: "Title" }).locator("input, textarea").first().waitFor();
  assert.equal(await drawer.locator("label.field", { hasText: "Title" }).locator("input, textarea").first().inputValue(), paper.title, "the link opens the paper it repeats");
  await drawer.locator("button[aria-label='Close panel']").click();
});

for (const [width, height] of [[1000, 700], [1440, 900]]) {
  test(`New chat keeps "Start chat" in view at ${width}×${height}`, { skip, timeout: 60000 }, async () => {
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Chat");
    await page.locator("header button, .page-header button", { hasText: "New chat" }).first().click();
    const dialog = page.locator("[role=dialog][aria-label='New chat']");
    await dialog.waitFor();
    await page.locator("[data-testid=paper-picker] input[type=checkbox]").first().waitFor();
    const start = dialog.locator("button", { hasText: "Start chat" });
    const b = await start.boundingBox();
    assert.ok(b && b.y >= 0 && b.y + b.height <= height && b.x + b.width <= width, `Start chat is on screen: ${JSON.stringify(b)}`);
    await page.screenshot({ path: path.join(shots, `new-chat-${width}x${height}.png`) });
    await dialog.locator("[data-testid=paper-picker] input[type=checkbox]").first().check();
    await start.click();
    await dialog.waitFor({ state: "detached", timeout: 15000 });
  });
}

test("a cited abstract opens with the quote marked, and the results table cuts no word", { skip, timeout: 180000 }, async () => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await loadPage(page, srv, "Search");
  const q = records[3].title.replace(/\.$/, "");
  await page.locator("textarea[aria-label='Research question']").fill(q);
  await page.locator(".search-box button", { hasText: "Search" }).click();
  await explained(page, bridgeFailures, "the search", () => page.locator("[data-testid=search-run][data-status=succeeded]").waitFor({ timeout: 120000 }));
  await page.locator("[data-testid=results-table]").waitFor();
  await settle(page);
  const broken = await page.locator("[data-testid=results-table]").evaluate((table) => {
    const out = [];
    const walk = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      // A compound may wrap after its hyphen or dash ("whole-" / "genome"); a run of letters may not.
      for (const m of n.textContent.matchAll(/[^\s\-‐–—/]{2,}/g)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (tops.size > 1) out.push(m[0]);
      }
    }
    return out;
  });
  assert.deepEqual(broken, [], "no word is split across lines in the results table");
  await page.locator("[data-testid=results-table]").scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "results-table-1000x700.png") });

  await page.locator("[data-testid=answer] [data-testid=citation-marker]").first().click();
  const drawer = page.locator("aside[aria-label='Details panel']");
  const abs = drawer.locator("[data-testid=citation-abstract]");
  await abs.waitFor({ timeout: 15000 });
  const quote = (await drawer.locator("[data-testid=citation-quote]").innerText()).replace(/\s+/g, " ").trim();
  const marked = (await abs.locator("[data-testid=quote-mark]").innerText()).replace(/\s+/g, " ").trim();
  assert.equal(marked, quote, "the quote is marked in the abstract");
  assert.doesNotMatch(await drawer.innerText(), /\bpap_[A-Za-z0-9]{8,}/, "no internal id is shown");
  await page.waitForTimeout(600); // the drawer's slide-in
  await page.screenshot({ path: path.join(shots, "citation-abstract-1000x700.png") });
  await drawer.locator("button[aria-label='Close panel']").click();
});

// controlsUnder lists the visible controls of the page whose shown part (clipped by the scrolling
// area) meets the toast's box.
async function controlsUnder(page, toast) {
  const box = await toast.boundingBox();
  return page.evaluate((t) => {
    const main = document.querySelector("main.content").getBoundingClientRect();
    const hits = [];
    for (const el of document.querySelectorAll("main.content button, main.content input, main.content select, main.content a")) {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || cs.visibility === "hidden" || cs.display === "none") continue;
      const left = Math.max(r.left, main.left), right = Math.min(r.right, main.right);
      const top = Math.max(r.top, main.top), bottom = Math.min(r.bottom, main.bottom);
      if (right <= left || bottom <= top) continue; // scrolled out of view
      if (Math.min(right, t.x + t.width) > Math.max(left, t.x) && Math.min(bottom, t.y + t.height) > Math.max(top, t.y)) {
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`);
      }
    }
    return hits;
  }, box);
}

test("an error toast leaves by itself and the page keeps room so it hides no control", { skip, timeout: 90000 }, async () => {
  await call(srv, "CreateLibrary", { name: "Taken" });
  for (const size of [{ width: 1000, height: 700 }, { width: 1440, height: 900 }]) {
    const at = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await loadPage(page, srv, "Library");
    await page.locator("button", { hasText: "New library" }).click();
    await page.locator("[role=dialog] input").fill("Taken");
    await page.locator("[role=dialog] button", { hasText: "Create" }).click();
    const toast = page.locator(".toast-error");
    await toast.waitFor();
    const shown = Date.now();
    await page.waitForTimeout(300);
    assert.deepEqual(await controlsUnder(page, toast), [], `at ${at}, with the dialog open, no control is under the toast`);
    await page.locator("[role=dialog] button", { hasText: "Cancel" }).click();
    await page.waitForTimeout(300);
    assert.deepEqual(await controlsUnder(page, toast), [], `at ${at}, no control is under the toast at the top of the page`);
    const main = page.locator("main.content");
    // The 400-paper library is longer than the small window, so there the check covers a page that scrolls.
    if (size.height === 700) assert.ok(await main.evaluate((el) => el.scrollHeight > el.clientHeight + 100), `at ${at} the page scrolls`);
    for (const where of ["middle", "bottom"]) {
      await main.evaluate((el, w) => { el.scrollTop = w === "bottom" ? el.scrollHeight : (el.scrollHeight - el.clientHeight) / 2; }, where);
      await page.waitForTimeout(300);
      assert.deepEqual(await controlsUnder(page, toast), [], `at ${at}, no control is under the toast in the ${where} of the page`);
    }
    // Whatever the page holds, none of it can be under the toast: the scrolling area ends above the strip.
    const box = await toast.boundingBox();
    const area = await main.boundingBox();
    assert.ok(area.y + area.height <= box.y + 0.5, `at ${at} the page's scrolling area (bottom ${area.y + area.height}) ends above the toast (top ${box.y})`);
    assert.ok(box.y + box.height <= size.height, `at ${at} the toast is inside the window`);
    await toast.waitFor({ state: "detached", timeout: 15000 });
    const stayed = Date.now() - shown;
    assert.ok(stayed >= 10000, `at ${at} the error toast stayed long enough to read (${stayed}ms)`);
    assert.equal(await page.locator("[data-testid=toast-strip] > *").count(), 0, `at ${at} the toast strip is empty once the toast has left`);
  }
  await page.setViewportSize({ width: 1000, height: 700 });
});

test("the citation picker keeps chosen papers in view, and IEEE numbers sit on their entry's line", { skip, timeout: 90000 }, async () => {
  await loadPage(page, srv, "Cite");
  await page.fill("input[aria-label='Search styles']", "IEEE");
  await page.locator(".style-item", { hasText: /^IEEE/ }).first().click();
  const filter = page.locator("input[aria-label='Filter papers to cite']");
  const chosen = [records[0].title, records[1].title];
  for (const t of chosen) {
    await filter.fill(t.slice(0, 40));
    const box = page.locator("section[aria-label='Papers to cite'] label.picker-row", { hasText: t.slice(0, 40) }).locator("input");
    await box.first().waitFor();
    await box.first().check();
  }
  await filter.fill("no paper has this title zzzz");
  await page.waitForTimeout(800);
  const group = page.locator("[data-testid=selected-group]");
  assert.match(await group.innerText(), /Selected \(2\)/i);
  for (const t of chosen) assert.ok((await group.innerText()).includes(t), `"${t.slice(0, 30)}…" stays listed under Selected`);
  assert.equal(await page.locator("[data-testid=selected-count]").innerText(), "2 selected");
  await explained(page, bridgeFailures, "the IEEE preview", () => page.locator("[data-testid=bib-preview] .csl-entry").nth(1).waitFor({ timeout: 15000 }));
  const lines = await page.locator("[data-testid=bib-preview] .csl-entry").evaluateAll((es) => es.map((e) => {
    const l = e.querySelector(".csl-left-margin").getBoundingClientRect();
    const r = e.querySelector(".csl-right-inline").getBoundingClientRect();
    return { label: e.querySelector(".csl-left-margin").textContent, dy: Math.abs(l.top - r.top), leftOfEntry: l.right <= r.left + 1 };
  }));
  assert.deepEqual(lines.map((x) => x.label), ["[1]", "[2]"]);
  for (const x of lines) assert.ok(x.dy < 3 && x.leftOfEntry, `${x.label} sits on its entry's first line: ${JSON.stringify(x)}`);
  await page.screenshot({ path: path.join(shots, "cite-ieee-selected-1000x700.png") });
});
