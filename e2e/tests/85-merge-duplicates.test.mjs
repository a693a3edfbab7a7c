// Issue 15, merging duplicates already stored: a PDF's paper and a reference record that became
// the same work (its title corrected to a case/punctuation variant) show as one pair under
// "Possible duplicates", each side named by its source (PDF, BibTeX); Merge asks first, saying what
// moves and that it cannot be undone (Cancel changes nothing), then leaves one paper with the PDF
// linked and a toast saying what it merged. (The sample PDF states a DOI, so the record carries
// none: differing DOIs are two works.) Issue 26: a corpus (JSONL) record and a BibTeX record with
// unlike titles that name one arXiv identifier (arXiv DOI, arxiv.org URL) are a pair too.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { call, waitFor } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
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

let srv, browser, page, bridgeFailures;

before(async () => {
  srv = await startCarrel();
  ({ browser, page, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

/** variant writes a title as another record would: upper case, hyphens for spaces, a final period. */
const variant = (t) => t.toUpperCase().replace(/ /g, "-") + ".";

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

test("two stored records of one work are listed as a pair and merged into one paper with the PDF", async (t) => {
  const doc = await call(srv, "UploadDocument", { filename: "trees.pdf", data_base64: fs.readFileSync(PDF).toString("base64") });
  const done = await waitFor(async () => {
    const d = await call(srv, "GetDocument", doc.id);
    return d.status === "succeeded" && d.paper_id ? d : null;
  }, { timeoutMs: 60000, what: "sample PDF parsed" });
  const pdfPaper = await call(srv, "GetPaper", done.paper_id);
  assert.ok(pdfPaper.title.length >= 12, `PDF paper title too short to match: "${pdfPaper.title}"`);
  const imp = await call(srv, "ImportPapers", { filename: "one.bib", data_base64: Buffer.from(BIB).toString("base64"), format: "bibtex" });
  assert.equal(imp.created, 1, "the placeholder record is a new paper");
  const rec = (await call(srv, "ListPapers", { limit: 10, query: "placeholder record" })).data[0];
  // The user corrects the record: now it is the PDF's work, stored as a second paper.
  await call(srv, "UpdatePaper", rec.id, { title: variant(pdfPaper.title), authors: pdfPaper.authors, year: pdfPaper.year ?? 0 });
  const listed = await call(srv, "ListPapers", { limit: 100 });
  assert.equal(listed.data.length, 2);
  const dups = await call(srv, "ListDuplicatePapers");
  assert.equal(dups.data.length, 1, `one pair expected: ${JSON.stringify(listed.data.map((p) => [p.title, p.authors, p.year, p.doi, p.external_id]))}`);

  await page.reload();
  await settle(page);
  const box = page.locator("[data-testid=duplicates]");
  await explained(page, bridgeFailures, "duplicates listed", () => box.waitFor({ timeout: 15000 }));
  assert.match(await box.locator("h3").innerText(), /Possible duplicates \(1\)/);
  const pair = box.locator("[data-testid=dup-pair]");
  assert.equal(await pair.count(), 1);
  const sides = [await pair.locator("[data-testid=dup-keep]").innerText(), await pair.locator("[data-testid=dup-drop]").innerText()].join(" | ");
  assert.match(sides, /Keep · PDF|Merge into it · PDF/);
  assert.match(sides, /BibTeX/);
  assert.match(await pair.locator("[data-testid=dup-reason]").innerText(), /Same title/);
  assert.ok(sides.includes(pdfPaper.title) && sides.includes(variant(pdfPaper.title)), sides);
  await page.screenshot({ path: path.join(process.env.CARREL_SCREENSHOT_DIR || os.tmpdir(), "library-duplicates.png"), fullPage: true });
  await confirmThenCancel(pair);
  assert.equal((await call(srv, "ListPapers", { limit: 100 })).data.length, 2, "Cancel merges nothing");
  await pair.locator("button", { hasText: "Merge…" }).click();
  await pair.locator("[data-testid=dup-confirm] button", { hasText: "Merge into one paper" }).click();
  const toast = page.locator(".toast-ok", { hasText: "Merged '" });
  await explained(page, bridgeFailures, "merge toast", () => toast.waitFor({ timeout: 15000 }));
  const said = await toast.innerText();
  assert.match(said, /Merged '.+'/);
  t.diagnostic(`toast: ${said.replace(/\s+/g, " ")}`);
  await explained(page, bridgeFailures, "pair gone", () => box.waitFor({ state: "detached", timeout: 10000 }));

  const papers = (await call(srv, "ListPapers", { limit: 100 })).data;
  assert.equal(papers.length, 1, "one paper after the merge");
  assert.ok([rec.id, pdfPaper.id].includes(papers[0].id));
  assert.equal(papers[0].document_id, doc.id, "the PDF is linked to the kept paper");
  // The kept paper keeps its own venue and gains the record's only where it had none (the header
  // model reads the sample PDF's journal banner).
  assert.equal(papers[0].venue, pdfPaper.venue || "Journal of Merged Records", "the venue follows the completion rule");
  await page.locator("[role=tab]", { hasText: "Papers" }).click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=papers-table] tbody tr").length === 1, null, { timeout: 10000 });
  const row = await page.locator("[data-testid=papers-table] tbody tr").innerText();
  assert.match(row, /pdf/);
});

test("a corpus record and a BibTeX record naming one arXiv identifier are a pair across sources", async () => {
  const before = (await call(srv, "ListPapers", { limit: 100 })).data.length;
  const jsonl = JSON.stringify({ _id: "corpus-7", title: "Momentum methods seen from first principles" }) + "\n";
  const a = await call(srv, "ImportPapers", { filename: "corpus.jsonl", data_base64: Buffer.from(jsonl).toString("base64"), format: "jsonl" });
  assert.equal(a.created, 1);
  const bib = `@misc{arx2020,
  title = {Stochastic gradients with heavy-ball updates},
  author = {Okafor, Ngozi},
  year = {2020},
  url = {https://arxiv.org/abs/2002.05259v2}
}
`;
  const b = await call(srv, "ImportPapers", { filename: "arx.bib", data_base64: Buffer.from(bib).toString("base64"), format: "bibtex" });
  assert.equal(b.created, 1, "unlike titles and no shared id yet: a new paper");
  const corpus = (await call(srv, "ListPapers", { limit: 10, query: "Momentum methods" })).data[0];
  // The corpus record learns its arXiv DOI: now both name arXiv 2002.05259.
  await call(srv, "UpdatePaper", corpus.id, { doi: "10.48550/arXiv.2002.05259" });
  assert.equal((await call(srv, "ListPapers", { limit: 100 })).data.length, before + 2);
  const dups = await call(srv, "ListDuplicatePapers");
  assert.equal(dups.data.length, 1, JSON.stringify(dups.data));
  assert.equal(dups.data[0].reason, "arxiv");
  assert.deepEqual([dups.data[0].keep_source, dups.data[0].drop_source].sort(), ["bibtex", "corpus"]);

  await page.reload();
  await settle(page);
  const box = page.locator("[data-testid=duplicates]");
  await explained(page, bridgeFailures, "arXiv pair listed", () => box.waitFor({ timeout: 15000 }));
  const pair = box.locator("[data-testid=dup-pair]");
  assert.equal(await pair.count(), 1);
  const sources = await pair.locator("[data-testid=dup-source]").allInnerTexts();
  assert.deepEqual(sources.map((x) => x.replace(/ · DOI$/, "")).sort(), ["BibTeX / RIS / CSL file", "Corpus import"]);
  assert.match(await pair.locator("[data-testid=dup-reason]").innerText(), /Same arXiv identifier/);
  await confirmThenCancel(pair);
  await pair.locator("button", { hasText: "Merge…" }).click();
  await page.screenshot({ path: path.join(process.env.CARREL_SCREENSHOT_DIR || os.tmpdir(), "library-duplicates-confirm.png"), fullPage: true });
  await pair.locator("[data-testid=dup-confirm] button", { hasText: "Merge into one paper" }).click();
  await explained(page, bridgeFailures, "arXiv pair merged", () => box.waitFor({ state: "detached", timeout: 15000 }));
  assert.equal((await call(srv, "ListPapers", { limit: 100 })).data.length, before + 1, "one paper after the merge");
});
