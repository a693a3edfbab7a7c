// Issue 26, controls in reach and citations that look right, on a library of the 5,183 SciFact
// abstracts plus own PDFs (one read from the watched folder), each at 1000×700 and 1440×900: a
// renamed copy in the watched folder names its file and links to the paper it repeats (and shows
// without a hang); New chat keeps "Start chat" in view; a cited abstract opens with the quote
// marked; the results table cuts no word; toasts leave and never cover a control of the page, of a
// drawer or of a tall dialog; the citation picker keeps the chosen papers in view; IEEE puts each
// number on its entry's line and APA leaves a bracketed lowercase "[cs]" alone.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { SCIFACT, SIZES, importSciFact, scifactRecords, shot, uploadPDF } from "../lib/library.mjs";
import { sharedPDF, startCarrel } from "../lib/server.mjs";
import { ask, explained, loadPage, openApp } from "../lib/ui.mjs";

const PDF = sharedPDF("sp_bohnet09.pdf");
const OWN = sharedPDF("cermine_example1.pdf");
const skip = !PDF || !OWN || !SCIFACT ? "shared test data (PDFs, SciFact) not found" : false;
const COPY = "a renamed copy of the Bohnet parsing paper.pdf";
// An older Zotero arXiv item's journal: APA title-cases a journal, which would make it "[Cs]".
const ARXIV = { _id: "arxiv-venue", title: "A survey on generative diffusion models", authors: ["Hanqun Cao"], year: 2022, venue: "arXiv:2002.05259 [cs]" };
const GONE = "Zz a paper deleted while it is chosen for a chat";

let srv, browser, page, bridgeFailures, watchDir, records, total;

before(async () => {
  if (skip) return;
  watchDir = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-watch-"));
  srv = await startCarrel({ args: ["--watch", watchDir], timeoutMs: 120000, prepare: importSciFact });
  records = scifactRecords();
  await uploadPDF(srv, OWN);
  const jsonl = JSON.stringify(ARXIV);
  await call(srv, "ImportPapers", { filename: "mine.jsonl", data_base64: Buffer.from(jsonl).toString("base64"), format: "jsonl" });
  ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
  await page.setViewportSize({ width: 1000, height: 700 });
});
after(async () => {
  await browser?.close();
  await srv?.stop();
  if (watchDir) fs.rmSync(watchDir, { recursive: true, force: true });
});

test("the library holds 5,000+ papers with own PDFs", { skip, timeout: 300000 }, async () => {
  total = (await call(srv, "BrowsePapers", { limit: 1 })).total;
  assert.ok(total > records.length, `${total} papers: the ${records.length} SciFact abstracts and own additions`);
  assert.equal((await call(srv, "BrowsePapers", { sources: ["pdf"], limit: 1 })).total, 1, "one own PDF before the watched folder's");
});

let original, copiedAt;
test("a renamed copy in the watched folder is found without a hang on the big library", { skip, timeout: 300000 }, async (t) => {
  fs.copyFileSync(PDF, path.join(watchDir, "bohnet.pdf"));
  const first = await (async () => {
    for (const deadline = Date.now() + 180000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const f = (await call(srv, "GetWatchStatus")).files.find((x) => x.path.endsWith("bohnet.pdf"));
      if (f?.document_id && (await call(srv, "GetDocument", f.document_id)).status === "succeeded") return f;
    }
    throw new Error("the first copy was not read");
  })();
  original = await call(srv, "GetPaper", (await call(srv, "GetDocument", first.document_id)).paper_id);
  await loadPage(page, srv, "Library");
  copiedAt = Date.now();
  fs.copyFileSync(PDF, path.join(watchDir, COPY));
  const row = page.locator("[data-testid=watch-file][data-status=duplicate]");
  await explained(page, bridgeFailures, "the duplicate row", () => row.waitFor({ timeout: 60000 }));
  t.diagnostic(`the renamed copy showed as a duplicate ${Date.now() - copiedAt} ms after it was copied into the folder (5,000+ papers)`);
});

for (const [width, height] of SIZES) {
  test(`the duplicate row names its file and links to the paper it repeats at ${width}×${height}`, { skip, timeout: 120000 }, async (t) => {
    assert.ok(original, "the watched folder's first copy was read");
    await page.setViewportSize({ width, height });
    const opened = Date.now();
    await loadPage(page, srv, "Library");
    const row = page.locator("[data-testid=watch-file][data-status=duplicate]");
    await explained(page, bridgeFailures, "the duplicate row", () => row.waitFor({ timeout: 15000 }));
    t.diagnostic(`Library page with 5,000+ papers: the duplicate row shown ${Date.now() - opened} ms after the page was opened`);
    const name = row.locator(".watch-file-name");
    assert.equal(await name.innerText(), COPY, "the row names the file");
    await row.scrollIntoViewIfNeeded();
    const card = await page.locator("section[aria-label='Watched folder']").boundingBox();
    const nb = await name.boundingBox();
    const badge = await row.locator(".badge").boundingBox();
    assert.ok(nb.width > 80, `the file name has room (${nb.width}px)`);
    assert.ok(badge.x + badge.width <= card.x + card.width, "the badge stays inside the card");
    const dup = row.locator("[data-testid=watch-duplicate]");
    assert.match(await dup.innerText(), new RegExp(`^Same file as bohnet\\.pdf: ${original.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await page.screenshot({ path: shot("watch-duplicate", width, height) });
    await dup.locator("button").click();
    const drawer = page.locator("aside[aria-label='Details panel']");
    await drawer.waitFor();
    const title = drawer.locator("label.field", { hasText: "Title" }).locator("input, textarea").first();
    await title.waitFor();
    assert.equal(await title.inputValue(), original.title, "the link opens the paper it repeats");
    await drawer.locator("button[aria-label='Close panel']").click();
  });
}

for (const [width, height] of SIZES) {
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
    await page.screenshot({ path: shot("new-chat", width, height) });
    await dialog.locator("[data-testid=paper-picker] input[type=checkbox]").first().check();
    await start.click();
    await dialog.waitFor({ state: "detached", timeout: 15000 });
  });
}

// Each size asks its own question (a SciFact title), so the run waited for is that size's own.
for (const [[width, height], record] of [[SIZES[0], 3], [SIZES[1], 7]]) {
  test(`a cited abstract opens with the quote marked, and the results table cuts no word, at ${width}×${height}`, { skip, timeout: 180000 }, async () => {
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Search");
    await ask(page, records[record].title.replace(/\.$/, ""), bridgeFailures);
    await page.locator("[data-testid=results-table]").waitFor();
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
    await page.screenshot({ path: shot("results-table", width, height) });

    await page.locator("[data-testid=answer] [data-testid=citation-marker]").first().click();
    const drawer = page.locator("aside[aria-label='Details panel']");
    const abs = drawer.locator("[data-testid=citation-abstract]");
    await abs.waitFor({ timeout: 15000 });
    const quote = (await drawer.locator("[data-testid=citation-quote]").innerText()).replace(/\s+/g, " ").trim();
    const marked = (await abs.locator("[data-testid=quote-mark]").innerText()).replace(/\s+/g, " ").trim();
    assert.equal(marked, quote, "the quote is marked in the abstract");
    assert.doesNotMatch(await drawer.innerText(), /\bpap_[A-Za-z0-9]{8,}/, "no internal id is shown");
    await page.waitForTimeout(600); // the drawer's slide-in
    await page.screenshot({ path: shot("citation-abstract", width, height) });
    await drawer.locator("button[aria-label='Close panel']").click();
  });
}

// controlsUnder lists the visible controls inside root whose shown part (clipped by every
// scrolling or clipping box around them and by the window) meets the toast's box.
async function controlsUnder(page, toast, root = "main.content") {
  const box = await toast.boundingBox();
  return page.evaluate(([t, root]) => {
    const hits = [];
    for (const el of document.querySelectorAll(`${root} :is(button, input, select, textarea, a)`)) {
      const cs = getComputedStyle(el);
      if (cs.visibility === "hidden" || cs.display === "none") continue;
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, innerWidth), Math.min(r.bottom, innerHeight)];
      for (let p = el.parentElement; p; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX === "visible" && ps.overflowY === "visible") continue;
        const c = p.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
      }
      if (right <= left || bottom <= top) continue; // scrolled out of view
      if (Math.min(right, t.x + t.width) > Math.max(left, t.x) && Math.min(bottom, t.y + t.height) > Math.max(top, t.y)) {
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`);
      }
    }
    return hits;
  }, [box, root]);
}

/** fullyAbove says whether a control is wholly on screen and above the toast. */
async function fullyAbove(control, toast, height) {
  const b = await control.boundingBox();
  const t = await toast.boundingBox();
  return !!b && b.y >= 0 && b.y + b.height <= Math.min(height, t.y + 0.5);
}

for (const [width, height] of SIZES) {
  test(`an error toast leaves by itself and the page keeps room so it hides no control at ${width}×${height}`, { skip, timeout: 90000 }, async () => {
    const at = `${width}x${height}`;
    const names = (await call(srv, "ListLibraries")).data.map((l) => l.name);
    if (!names.includes("Taken")) await call(srv, "CreateLibrary", { name: "Taken" });
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Library");
    await page.locator("button", { hasText: "New library" }).click();
    await page.locator("[role=dialog] input").fill("Taken");
    await page.locator("[role=dialog] button", { hasText: "Create" }).click();
    const toast = page.locator(".toast-error");
    await toast.waitFor();
    const shown = Date.now();
    await page.waitForTimeout(300);
    assert.deepEqual(await controlsUnder(page, toast), [], `at ${at}, with the dialog open, no control of the page is under the toast`);
    assert.deepEqual(await controlsUnder(page, toast, "[role=dialog]"), [], `at ${at}, no control of the dialog is under the toast`);
    await page.locator("[role=dialog] button", { hasText: "Cancel" }).click();
    await page.waitForTimeout(300);
    assert.deepEqual(await controlsUnder(page, toast), [], `at ${at}, no control is under the toast at the top of the page`);
    const main = page.locator("main.content");
    // The Library page is longer than the small window, so there the check covers a page that scrolls.
    if (height === 700) assert.ok(await main.evaluate((el) => el.scrollHeight > el.clientHeight + 100), `at ${at} the page scrolls`);
    for (const where of ["middle", "bottom"]) {
      await main.evaluate((el, w) => { el.scrollTop = w === "bottom" ? el.scrollHeight : (el.scrollHeight - el.clientHeight) / 2; }, where);
      await page.waitForTimeout(300);
      assert.deepEqual(await controlsUnder(page, toast), [], `at ${at}, no control is under the toast in the ${where} of the page`);
    }
    await page.screenshot({ path: shot("toast-page-bottom", width, height) });
    // Whatever the page holds, none of it can be under the toast: the scrolling area ends above the strip.
    const box = await toast.boundingBox();
    const area = await main.boundingBox();
    assert.ok(area.y + area.height <= box.y + 0.5, `at ${at} the page's scrolling area (bottom ${area.y + area.height}) ends above the toast (top ${box.y})`);
    assert.ok(box.y + box.height <= height, `at ${at} the toast is inside the window`);
    await toast.waitFor({ state: "detached", timeout: 15000 });
    const stayed = Date.now() - shown;
    assert.ok(stayed >= 10000, `at ${at} the error toast stayed long enough to read (${stayed}ms)`);
    assert.equal(await page.locator("[data-testid=toast-strip] > *").count(), 0, `at ${at} the toast strip is empty once the toast has left`);
  });
}

for (const [width, height] of SIZES) {
  test(`an error toast covers no control of the paper drawer at ${width}×${height}`, { skip, timeout: 90000 }, async () => {
    const at = `${width}x${height}`;
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Library");
    await page.click("button[role=tab]:text-is('Papers')");
    await page.locator("[data-testid=paper-row]").first().click();
    const drawer = page.locator("aside[aria-label='Details panel']");
    const title = drawer.locator("label.field", { hasText: "Title" }).locator("input").first();
    await title.waitFor();
    await title.fill("");
    await drawer.locator("button", { hasText: /^Save$/ }).click();
    const toast = page.locator(".toast-error", { hasText: "Could not save the paper" });
    await explained(page, bridgeFailures, "the refused save", () => toast.waitFor({ timeout: 10000 }));
    await page.waitForTimeout(400); // the drawer's slide-in
    const body = drawer.locator(".drawer-body");
    for (const where of ["top", "bottom"]) {
      await body.evaluate((el, w) => { el.scrollTop = w === "bottom" ? el.scrollHeight : 0; }, where);
      await page.waitForTimeout(200);
      assert.deepEqual(await controlsUnder(page, toast, "aside.drawer"), [], `at ${at}, no control of the drawer is under the toast (${where} of the drawer)`);
    }
    for (const label of [/^Save$/, /^Delete…$/]) {
      assert.ok(await fullyAbove(drawer.locator("button", { hasText: label }), toast, height), `at ${at} the drawer's ${label} button is on screen above the toast`);
    }
    const d = await drawer.boundingBox();
    const t = await toast.boundingBox();
    assert.ok(d.y + d.height <= t.y + 0.5, `at ${at} the drawer (bottom ${d.y + d.height}) ends above the toast (top ${t.y})`);
    await page.screenshot({ path: shot("toast-drawer", width, height) });
    await toast.locator("button[aria-label=Dismiss]").click();
    await drawer.locator("button[aria-label='Close panel']").click();
  });
}

for (const [width, height] of SIZES) {
  test(`an error toast covers no control of the tall New chat dialog at ${width}×${height}`, { skip, timeout: 90000 }, async () => {
    const at = `${width}x${height}`;
    const title = `${GONE} (${at})`;
    await call(srv, "ImportPapers", { filename: "gone.jsonl", data_base64: Buffer.from(JSON.stringify({ _id: `gone-${at}`, title })).toString("base64"), format: "jsonl" });
    const gone = (await call(srv, "BrowsePapers", { query: title, limit: 1 })).data[0];
    assert.equal(gone?.title, title);
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Chat");
    await page.locator("header button, .page-header button", { hasText: "New chat" }).first().click();
    const dialog = page.locator("[role=dialog][aria-label='New chat']");
    await dialog.waitFor();
    await dialog.locator("input[aria-label='Search sources']").fill(title);
    const box = dialog.locator("[data-testid=paper-picker] label.picker-row", { hasText: title }).locator("input");
    await box.waitFor();
    await box.check();
    await dialog.locator("input[aria-label='Search sources']").fill("");
    await dialog.locator("[data-testid=paper-picker] label.picker-row").nth(20).waitFor();
    // The paper is deleted (elsewhere) while it is chosen: starting the chat is refused.
    await call(srv, "DeletePaper", gone.id);
    await dialog.locator("button", { hasText: "Start chat" }).click();
    const toast = page.locator(".toast-error", { hasText: "Could not create the chat" });
    await explained(page, bridgeFailures, "the refused chat", () => toast.waitFor({ timeout: 10000 }));
    await page.waitForTimeout(300);
    const modal = await dialog.boundingBox();
    assert.ok(modal.height >= height * 0.6, `at ${at} the dialog is tall (${modal.height}px)`);
    const body = dialog.locator(".modal-body");
    for (const where of ["top", "bottom"]) {
      await body.evaluate((el, w) => { el.scrollTop = w === "bottom" ? el.scrollHeight : 0; }, where);
      await page.waitForTimeout(200);
      assert.deepEqual(await controlsUnder(page, toast, "[role=dialog]"), [], `at ${at}, no control of the dialog is under the toast (${where} of its list)`);
    }
    for (const label of ["Start chat", "Cancel"]) {
      assert.ok(await fullyAbove(dialog.locator(".modal-footer button", { hasText: label }), toast, height), `at ${at} "${label}" is on screen above the toast`);
    }
    const m = await dialog.boundingBox();
    const t = await toast.boundingBox();
    assert.ok(m.y + m.height <= t.y + 0.5, `at ${at} the dialog (bottom ${m.y + m.height}) ends above the toast (top ${t.y})`);
    await page.screenshot({ path: shot("toast-dialog", width, height) });
    await toast.locator("button[aria-label=Dismiss]").click();
    await dialog.locator(".modal-footer button", { hasText: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
  });
}

for (const [width, height] of SIZES) {
  test(`the citation picker keeps chosen papers in view, IEEE numbers sit on their entry's line and APA keeps "[cs]", at ${width}×${height}`, { skip, timeout: 120000 }, async () => {
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Cite");
    const clear = page.locator("section[aria-label='Papers to cite'] button", { hasText: "Clear" });
    if (await clear.isEnabled()) await clear.click();
    await page.fill("input[aria-label='Search styles']", "IEEE");
    await page.locator(".style-item", { hasText: /^IEEE/ }).first().click();
    const filter = page.locator("input[aria-label='Filter papers to cite']");
    const chosen = [records[0].title, records[1].title, ARXIV.title];
    for (const t of chosen) {
      await filter.fill(t.slice(0, 40));
      const box = page.locator("section[aria-label='Papers to cite'] label.picker-row", { hasText: t.slice(0, 40) }).locator("input");
      await box.first().waitFor();
      await box.first().check();
    }
    await filter.fill("no paper has this title zzzz");
    await page.waitForTimeout(800);
    const group = page.locator("[data-testid=selected-group]");
    assert.match(await group.innerText(), /Selected \(3\)/i);
    for (const t of chosen) assert.ok((await group.innerText()).includes(t), `"${t.slice(0, 30)}…" stays listed under Selected`);
    assert.equal(await page.locator("[data-testid=selected-count]").innerText(), "3 selected");
    const g = await group.boundingBox();
    assert.ok(g && g.y >= 0 && g.y + 40 <= height, `the Selected group is on screen: ${JSON.stringify(g)}`);
    await page.screenshot({ path: shot("cite-selected", width, height) });

    const preview = page.locator("[data-testid=bib-preview]");
    await explained(page, bridgeFailures, "the IEEE preview", () => preview.locator(".csl-entry").nth(2).waitFor({ timeout: 15000 }));
    const lines = await preview.locator(".csl-entry").evaluateAll((es) => es.map((e) => {
      const l = e.querySelector(".csl-left-margin").getBoundingClientRect();
      const r = e.querySelector(".csl-right-inline").getBoundingClientRect();
      return { label: e.querySelector(".csl-left-margin").textContent, dy: Math.abs(l.top - r.top), leftOfEntry: l.right <= r.left + 1 };
    }));
    assert.deepEqual(lines.map((x) => x.label), ["[1]", "[2]", "[3]"]);
    for (const x of lines) assert.ok(x.dy < 3 && x.leftOfEntry, `${x.label} sits on its entry's first line: ${JSON.stringify(x)}`);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("cite-ieee", width, height) });

    await page.fill("input[aria-label='Search styles']", "apa 7");
    await page.locator("[data-testid=style-item]", { has: page.locator(".small", { hasText: /^apa · / }) }).first().click();
    await explained(page, bridgeFailures, "the APA preview", () => page.waitForFunction(() => {
      const p = document.querySelector("[data-testid=bib-preview]");
      return p && p.querySelectorAll(".csl-entry").length === 3 && !p.querySelector(".csl-left-margin");
    }, null, { timeout: 15000 }));
    const apa = await preview.locator(".csl-entry", { hasText: ARXIV.title.slice(0, 20) }).innerText();
    assert.ok(apa.includes("arXiv:2002.05259 [cs]"), `APA keeps the bracketed lowercase word: ${apa}`);
    assert.doesNotMatch(apa, /\[Cs\]/);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("cite-apa", width, height) });
  });
}
