// Issue 15, merging duplicates already stored: a PDF's paper and a reference record that became
// the same work (its title corrected to a case/punctuation variant) show as one pair under
// "Possible duplicates", each side named by its source (PDF, BibTeX); Merge asks first, saying what
// moves and that it cannot be undone (Cancel changes nothing), then leaves one paper with the PDF
// linked and a toast saying what it merged. (The sample PDF states a DOI, so the record carries
// none: differing DOIs are two works.) Issue 26: a corpus (JSONL) record and a BibTeX record with
// unlike titles that name one arXiv identifier (arXiv DOI, arxiv.org URL) are a pair too. Both pairs
// are found beside the 5,183 SciFact abstracts, shown in time and checked at 1000×700 and 1440×900.
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { SCIFACT, SIZES, importSciFact, shot, uploadPDF } from "../lib/library.mjs";
import { REPO, startCarrel } from "../lib/server.mjs";
import { explained, openApp, settle } from "../lib/ui.mjs";

const PDF = path.join(REPO, "backend", "samples", "pdfs", "trees.pdf");
const BIB = `@article{placeholder2024,
  title = {A placeholder record to be corrected},
  author = {Nobody, Anne},
  journal = {Journal of Merged Records},
  year = {2024}
}
`;
const ARXIV_BIB = `@misc{arx2020,
  title = {Stochastic gradients with heavy-ball updates},
  author = {Okafor, Ngozi},
  year = {2020},
  url = {https://arxiv.org/abs/2002.05259v2}
}
`;

let srv, browser, page, bridgeFailures, doc, pdfPaper, rec, total;

before(async () => {
  // Beside the 5,183 SciFact abstracts when the shared data is there, else on a new library.
  srv = await startCarrel({ timeoutMs: 120000, prepare: SCIFACT ? importSciFact : undefined });
  ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

/** variant writes a title as another record would: upper case, hyphens for spaces, a final period. */
const variant = (t) => t.toUpperCase().replace(/ /g, "-") + ".";
const count = async () => (await call(srv, "BrowsePapers", { limit: 1 })).total;
const b64 = (s) => Buffer.from(s).toString("base64");

/** confirmThenCancel opens a pair's confirm step, checks its wording and cancels it. */
async function confirmThenCancel(pair) {
  await pair.locator("button", { hasText: "Merge…" }).click();
  const confirm = pair.locator("[data-testid=dup-confirm]");
  await confirm.waitFor({ timeout: 5000 });
  const words = (await confirm.innerText()).replace(/\s+/g, " ");
  assert.match(words, /Merge into one paper\?/);
  assert.match(words, /PDF, notes, searches and chats move to it/);
  assert.match(words, /the other record is deleted\. This cannot be undone\./);
  await confirm.locator("button", { hasText: "Cancel" }).click();
  await confirm.waitFor({ state: "detached", timeout: 5000 });
}

const box = () => page.locator("[data-testid=duplicates]");
const pairOf = (reason) => box().locator("[data-testid=dup-pair]", { has: page.locator("[data-testid=dup-reason]", { hasText: reason }) });

test("a PDF's paper and a corrected BibTeX record, and a corpus record and a BibTeX record naming one arXiv identifier, are pairs among the library's papers (5,000+ with SciFact)", { timeout: 300000 }, async (t) => {
  const started = await count();
  if (SCIFACT) assert.ok(started > 5000, `${started} papers`);
  else t.diagnostic("shared SciFact not found: the pairs are checked on a new library");
  assert.equal((await call(srv, "ListDuplicatePapers")).data.length, 0, "no pair before the test's records");
  ({ document: doc, paper: pdfPaper } = await uploadPDF(srv, PDF, null, { timeoutMs: 60000 }));
  assert.ok(pdfPaper.title.length >= 12, `PDF paper title too short to match: "${pdfPaper.title}"`);
  const imp = await call(srv, "ImportPapers", { filename: "one.bib", data_base64: b64(BIB), format: "bibtex" });
  assert.equal(imp.created, 1, "the placeholder record is a new paper");
  rec = (await call(srv, "ListPapers", { limit: 10, query: "placeholder record" })).data[0];
  // The user corrects the record: now it is the PDF's work, stored as a second paper.
  await call(srv, "UpdatePaper", rec.id, { title: variant(pdfPaper.title), authors: pdfPaper.authors, year: pdfPaper.year ?? 0 });

  const jsonl = JSON.stringify({ _id: "corpus-7", title: "Momentum methods seen from first principles" }) + "\n";
  assert.equal((await call(srv, "ImportPapers", { filename: "corpus.jsonl", data_base64: b64(jsonl), format: "jsonl" })).created, 1);
  const b = await call(srv, "ImportPapers", { filename: "arx.bib", data_base64: b64(ARXIV_BIB), format: "bibtex" });
  assert.equal(b.created, 1, "unlike titles and no shared id yet: a new paper");
  const corpus = (await call(srv, "ListPapers", { limit: 10, query: "Momentum methods" })).data[0];
  // The corpus record learns its arXiv DOI: now both name arXiv 2002.05259.
  await call(srv, "UpdatePaper", corpus.id, { doi: "10.48550/arXiv.2002.05259" });
  total = await count();
  assert.equal(total, started + 4);

  const asked = Date.now();
  const dups = await call(srv, "ListDuplicatePapers");
  t.diagnostic(`ListDuplicatePapers over ${total} papers: ${Date.now() - asked} ms`);
  assert.equal(dups.data.length, 2, JSON.stringify(dups.data.map((d) => [d.reason, d.keep_source, d.drop_source])));
  const arxiv = dups.data.find((d) => d.reason === "arxiv");
  assert.deepEqual([arxiv.keep_source, arxiv.drop_source].sort(), ["bibtex", "corpus"]);
  const title = dups.data.find((d) => d.reason === "title");
  assert.deepEqual([title.keep_source, title.drop_source].sort(), ["bibtex", "pdf"]);
});

for (const [width, height] of SIZES) {
  test(`both pairs are listed in time, each side named by its source, and Cancel merges nothing, at ${width}×${height}`, { timeout: 120000 }, async (t) => {
    assert.ok(total, "the pairs were stored");
    await page.setViewportSize({ width, height });
    const opened = Date.now();
    await page.reload();
    await explained(page, bridgeFailures, "duplicates listed", () => box().waitFor({ timeout: 15000 }));
    t.diagnostic(`Library page over ${total} papers: "Possible duplicates" shown ${Date.now() - opened} ms after the reload`);
    await settle(page);
    assert.match(await box().locator("h3").innerText(), /Possible duplicates \(2\)/);

    const pair = pairOf("Same title");
    assert.equal(await pair.count(), 1);
    const sides = [await pair.locator("[data-testid=dup-keep]").innerText(), await pair.locator("[data-testid=dup-drop]").innerText()].join(" | ");
    assert.match(sides, /Keep · PDF|Merge into it · PDF/);
    assert.match(sides, /BibTeX \/ RIS/);
    assert.ok(sides.includes(pdfPaper.title) && sides.includes(variant(pdfPaper.title)), sides);

    const arx = pairOf("Same arXiv identifier");
    assert.equal(await arx.count(), 1);
    const sources = await arx.locator("[data-testid=dup-source]").allInnerTexts();
    assert.deepEqual(sources.map((x) => x.replace(/ · DOI$/, "")).sort(), ["BibTeX / RIS", "Corpus import"]);

    await box().scrollIntoViewIfNeeded();
    const b = await box().boundingBox();
    assert.ok(b.x + b.width <= width, `the box fits the window's width (${b.x + b.width}px)`);
    await page.screenshot({ path: shot("library-duplicates", width, height) });
    await confirmThenCancel(pair);
    await confirmThenCancel(arx);
    await arx.locator("button", { hasText: "Merge…" }).click();
    await arx.evaluate((el) => el.scrollIntoView({ block: "center" })); // the pair and its confirm step in one picture
    await page.screenshot({ path: shot("library-duplicates-confirm", width, height) });
    await arx.locator("[data-testid=dup-confirm] button", { hasText: "Cancel" }).click();
    assert.equal(await count(), total, "Cancel merges nothing");
  });
}

test("Merge joins the PDF's pair into one paper with the PDF linked, at 1000×700", { timeout: 120000 }, async (t) => {
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  await page.reload();
  await explained(page, bridgeFailures, "duplicates listed", () => box().waitFor({ timeout: 15000 }));
  const pair = pairOf("Same title");
  await pair.locator("button", { hasText: "Merge…" }).click();
  await pair.locator("[data-testid=dup-confirm] button", { hasText: "Merge into one paper" }).click();
  const toast = page.locator(".toast-ok", { hasText: "Merged '" });
  await explained(page, bridgeFailures, "merge toast", () => toast.waitFor({ timeout: 15000 }));
  const said = await toast.innerText();
  assert.match(said, /Merged '.+'/);
  t.diagnostic(`toast: ${said.replace(/\s+/g, " ")}`);
  await explained(page, bridgeFailures, "pair gone", () => pair.waitFor({ state: "detached", timeout: 10000 }));
  assert.match(await box().locator("h3").innerText(), /Possible duplicates \(1\)/);

  assert.equal(await count(), total - 1, "one paper fewer after the merge");
  const kept = (await call(srv, "BrowsePapers", { sources: ["pdf"], limit: 10 })).data;
  assert.equal(kept.length, 1, "one PDF paper");
  assert.ok([rec.id, pdfPaper.id].includes(kept[0].id));
  assert.equal(kept[0].document_id, doc.id, "the PDF is linked to the kept paper");
  // The kept paper keeps its own venue and gains the record's only where it had none (the header
  // model reads the sample PDF's journal banner).
  assert.equal(kept[0].venue, pdfPaper.venue || "Journal of Merged Records", "the venue follows the completion rule");
  await page.locator("[role=tab]", { hasText: "Papers" }).click();
  await page.locator("[data-testid=paper-filters] .chips button", { hasText: "PDF" }).click();
  await page.waitForFunction(() => /^1–1 of 1 paper matching$/.test(document.querySelector("[data-testid=papers-count]")?.textContent ?? ""), null, { timeout: 10000 });
  assert.equal(await page.locator("[data-testid=paper-row]").getAttribute("data-source"), "pdf");
});

test("Merge joins the arXiv pair across sources, at 1440×900", { timeout: 120000 }, async () => {
  await page.setViewportSize({ width: SIZES[1][0], height: SIZES[1][1] });
  await page.reload();
  await explained(page, bridgeFailures, "duplicates listed", () => box().waitFor({ timeout: 15000 }));
  const pair = pairOf("Same arXiv identifier");
  await pair.locator("button", { hasText: "Merge…" }).click();
  await pair.locator("[data-testid=dup-confirm] button", { hasText: "Merge into one paper" }).click();
  await explained(page, bridgeFailures, "merge toast", () => page.locator(".toast-ok", { hasText: "Merged '" }).waitFor({ timeout: 15000 }));
  await explained(page, bridgeFailures, "the last pair merged", () => box().waitFor({ state: "detached", timeout: 15000 }));
  assert.equal(await count(), total - 2, "one paper fewer again");
  assert.equal((await call(srv, "ListDuplicatePapers")).data.length, 0);
});
