// Issue 26, Papers page: with the 5,183 SciFact abstracts imported (`carrel import`) beside the
// researcher's own PDFs and BibTeX entries, the own additions come first, the count says
// "1–25 of 5,189 papers", and every sort and filter gives what it says, at 1000×700 and 1440×900.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { SCIFACT, SIZES, importSciFact, shot, uploadPDF } from "../lib/library.mjs";
import { sharedPDF, startCarrel } from "../lib/server.mjs";
import { loadPage, openApp, settle } from "../lib/ui.mjs";

const PDFS = ["sp_bohnet09.pdf", "cermine_example1.pdf", "pdfjs_tracemonkey.pdf"].map((n) => sharedPDF(n));
const skip = PDFS.some((p) => !p) || !SCIFACT ? "shared test data (PDFs, SciFact) not found" : false;
const BIB = `@book{b1, title={Zebra Stripes and Heat}, author={Aalto, Aino}, year={2012}, publisher={Oxford}}
@article{b2, title={Another Look at Stripes}, author={Moreau, Marc}, year={2018}, journal={Nature}}
@article{b3, title={mid-century notes on zebras}, author={Berg, Bo}, year={2021}, journal={Cell}}
`;
const fmt = (x) => x.toLocaleString("en");
// titleKey is the documented title order (docs/window-papers.md): the title's words folded (case,
// accents and punctuation dropped), or the lower-cased title when that is under 12 bytes.
const titleKey = (t) => {
  const k = t.normalize("NFD").replace(/\p{Mn}/gu, "").toLowerCase().replace(/[^\p{L}\p{Nd}]+/gu, " ").trim();
  return new TextEncoder().encode(k).length >= 12 ? k : t.toLowerCase();
};

let srv, browser, page, corpusCount, total, pdfTitles = [];

before(async () => {
  if (skip) return;
  corpusCount = fs.readFileSync(SCIFACT, "utf8").split("\n").filter(Boolean).length;
  srv = await startCarrel({ timeoutMs: 120000, prepare: importSciFact });
  const lib = await call(srv, "CreateLibrary", { name: "My PDFs" });
  for (const file of PDFS) pdfTitles.push((await uploadPDF(srv, file, lib.id)).paper.title);
  await call(srv, "ImportPapers", { filename: "mine.bib", data_base64: Buffer.from(BIB).toString("base64"), format: "bibtex" });
  total = corpusCount + PDFS.length + 3;
  ({ browser, page } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

const count = () => page.locator("[data-testid=papers-count]").innerText();
async function waitCount(re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector("[data-testid=papers-count]")?.textContent ?? ""), re.source, { timeout: 20000 });
  await settle(page);
}
const rows = () => page.locator("[data-testid=paper-row]");
const cells = (i) => rows().evaluateAll((trs, i) => trs.map((tr) => tr.children[i].firstChild?.textContent?.trim() ?? ""), i);
const sources = () => rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-source")));

async function openPapers(width, height) {
  await page.setViewportSize({ width, height });
  await loadPage(page, srv, "Library");
  await page.click("button[role=tab]:text-is('Papers')");
  await waitCount(new RegExp(`^1–25 of ${fmt(total)} papers$`));
}

for (const [width, height] of SIZES) {
  test(`own additions first, with counts, at ${width}×${height}`, { skip, timeout: 900000 }, async () => {
    await openPapers(width, height);
    const src = await sources();
    assert.deepEqual(src.slice(0, 6).sort(), ["bibtex", "bibtex", "bibtex", "pdf", "pdf", "pdf"], `own additions first: ${src.slice(0, 8)}`);
    assert.ok(src.slice(6).every((s) => s === "corpus"), "then the corpus");
    const titles = await cells(0);
    for (const t of pdfTitles) assert.ok(titles.some((x) => x.startsWith(t)), `the PDF "${t}" is on the first page`);
    // Opening the tab brings the controls and the first rows on screen: the own PDFs are visible.
    const firstPDF = await rows().evaluateAll((trs) => trs.findIndex((tr) => tr.getAttribute("data-source") === "pdf"));
    const box = await rows().nth(firstPDF).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= height, `the first own PDF is on the first screen (${JSON.stringify(box)})`);
    assert.ok((await page.locator("[data-testid=paper-filters]").boundingBox()).y >= 0, "with the controls above it");
    await page.screenshot({ path: shot("papers-own-first", width, height) });
    await page.locator(".pager button", { hasText: "Next" }).click();
    await waitCount(new RegExp(`^26–50 of ${fmt(total)} papers$`));
    assert.match(await page.locator(".pager").innerText(), new RegExp(`Page 2 of ${fmt(Math.ceil(total / 25))}`));
  });
}

for (const [width, height] of SIZES) {
  test(`each sort orders the list as it says at ${width}×${height}`, { skip, timeout: 300000 }, async () => {
    await openPapers(width, height);
    const sortBy = async (label) => {
      await page.locator("select[aria-label='Sort papers']").selectOption({ label });
      await settle(page);
      await page.waitForTimeout(300);
      assert.match(await count(), new RegExp(`^1–25 of ${fmt(total)} papers$`), `sorting by ${label} keeps every paper`);
    };
    const snap = (name) => page.screenshot({ path: shot(`papers-sort-${name}`, width, height) });
    await sortBy("Title (A–Z)");
    const titles = await cells(0);
    const keys = titles.map(titleKey);
    assert.deepEqual(keys, [...keys].sort(), `titles A–Z: ${titles.slice(0, 5)}`);
    await snap("title");

    await sortBy("Year (newest)");
    const years = (await cells(2)).map((y) => (y === "—" ? null : Number(y)));
    assert.equal(years[0], 2021, `newest first: ${years.slice(0, 6)}`);
    const known = years.filter((y) => y !== null);
    assert.deepEqual(years.slice(0, known.length), known, "unknown years come last");
    assert.deepEqual(known, [...known].sort((a, b) => b - a), `years descend: ${years}`);
    await snap("year");

    await sortBy("First author (A–Z)");
    const authors = await cells(1);
    const at = (name) => authors.findIndex((a) => a.includes(name));
    assert.ok(at("Aalto") === 0 && at("Berg") > 0 && at("Berg") < at("Moreau"), `first authors A–Z: ${authors.slice(0, 6)}`);
    const named = authors.filter((a) => a !== "—");
    assert.deepEqual(authors.slice(0, named.length), named, "papers without authors come last");
    await snap("author");

    await sortBy("Recently added");
    assert.deepEqual((await sources()).slice(0, 3), ["bibtex", "bibtex", "bibtex"], "the BibTeX entries were added last");
    await snap("recent");
    await sortBy("Your additions first");
  });
}

for (const [width, height] of SIZES) {
  test(`each filter gives what it says, with its count, at ${width}×${height}`, { skip, timeout: 300000 }, async () => {
    await openPapers(width, height);
    const chip = (name) => page.locator("[data-testid=paper-filters] .chips button", { hasText: name });
    await chip("PDF").click();
    await waitCount(/^1–3 of 3 papers matching$/);
    assert.deepEqual(await sources(), ["pdf", "pdf", "pdf"]);
    await chip("PDF").click();
    await chip("Corpus import").click();
    await waitCount(new RegExp(`^1–25 of ${fmt(corpusCount)} papers matching$`));
    await chip("Corpus import").click();
    await chip("BibTeX / RIS").click();
    await waitCount(/^1–3 of 3 papers matching$/);
    await page.locator("select[aria-label='Type']").selectOption({ label: "Book" });
    await waitCount(/^1–1 of 1 paper matching$/);
    assert.deepEqual(await cells(0), ["Zebra Stripes and Heat"]);
    await page.locator("select[aria-label='Type']").selectOption({ label: "Any" });
    await page.locator("input[aria-label='Year from']").fill("2015");
    await page.locator("input[aria-label='Year to']").fill("2020");
    await waitCount(/^1–1 of 1 paper matching$/);
    assert.deepEqual(await cells(2), ["2018"]);
    await page.screenshot({ path: shot("papers-filtered", width, height) });
    await page.locator("[data-testid=paper-filters] button", { hasText: "Clear filters" }).click();
    await waitCount(new RegExp(`^1–25 of ${fmt(total)} papers$`));

    const review = (await call(srv, "BrowsePapers", { needs_review: true, limit: 1 })).total;
    await page.locator("[data-testid=paper-filters] label", { hasText: "Needs review" }).locator("input").check();
    await waitCount(review === 0 ? /^No papers$/ : new RegExp(`of ${fmt(review)} papers? matching$`));
    if (review > 0) assert.equal(await page.locator("[data-testid=paper-row] .badge-review").count(), Math.min(review, 25));
    await page.locator("[data-testid=paper-filters] label", { hasText: "Needs review" }).locator("input").uncheck();

    await page.locator("input[aria-label='Filter papers']").fill("STRIPES");
    await waitCount(/^1–2 of 2 papers matching$/);
    assert.deepEqual((await cells(0)).sort(), ["Another Look at Stripes", "Zebra Stripes and Heat"]);
    await page.locator("input[aria-label='Filter papers']").fill("");

    await page.locator("select[aria-label='Library filter']").selectOption({ label: "My PDFs" });
    await waitCount(/^1–3 of 3 papers matching$/);
    assert.deepEqual(await sources(), ["pdf", "pdf", "pdf"]);
    await page.locator("select[aria-label='Library filter']").selectOption({ label: "All libraries" });
  });
}
