// Issue 25, scans are papers too: a scanned PDF (cermine_simple.pdf, a page image without a text
// layer) dropped into the Library says "reading scanned page 1 of 1" while Tesseract reads it and
// ends succeeded; a question whose answer is on that page cites it, and the citation opens the
// scan's page image with the quoted words highlighted from their OCR boxes. Settings shows "Read
// scanned pages (OCR)" on, with the installed languages. Screenshot: docs/screenshots/scan-citation-1000x700.png.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { REPO, sharedPDF, startCarrel } from "../lib/server.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

const pdf = sharedPDF("cermine_simple.pdf");
const hasTesseract = (() => {
  try {
    execFileSync("tesseract", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const skip = !pdf ? "shared test PDFs not found (set CARREL_SHARED or clone ../shared beside the repo)"
  : !hasTesseract && !process.env.CARREL_REQUIRE_ALL ? "tesseract not on PATH (Debian: tesseract-ocr tesseract-ocr-eng)" : false;
const shots = path.join(REPO, "docs", "screenshots");
let srv, browser, page, consoleErrors, bridgeFailures;

before(async () => {
  if (skip) return;
  srv = await startCarrel();
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
  await page.setViewportSize({ width: 1000, height: 700 });
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

test("Settings offers Read scanned pages (OCR), on, with the installed languages", { skip, timeout: 60000 }, async () => {
  await gotoPage(page, "Settings");
  const row = page.locator("[data-testid=ocr-setting]");
  await explained(page, bridgeFailures, "no OCR row in Settings", () => row.waitFor({ timeout: 15000 }));
  assert.equal(await row.getAttribute("data-available"), "yes");
  const toggle = page.locator("[data-testid=ocr-toggle]");
  assert.ok(await toggle.isChecked(), "Read scanned pages (OCR) is off");
  assert.ok(await toggle.isEnabled(), "Read scanned pages (OCR) is disabled although Tesseract is installed");
  const langs = page.locator("[data-testid=ocr-languages] label");
  assert.ok((await langs.allInnerTexts()).map((t) => t.trim()).includes("eng"), "eng is not among the OCR languages");
  assert.ok(await page.locator("[data-testid=ocr-languages] label", { hasText: "eng" }).locator("input").isChecked(), "eng is not chosen");
});

test("a scanned PDF says which page it reads and ends succeeded", { skip, timeout: 240000 }, async () => {
  await gotoPage(page, "Library");
  await page.setInputFiles("[data-testid=pdf-input]", pdf);
  const row = page.locator("[data-testid=document-row]", { hasText: "cermine_simple.pdf" });
  await explained(page, bridgeFailures, "the scan never said it was being read", async () => {
    await row.waitFor({ timeout: 30000 });
    await row.locator("[data-testid=status-detail]", { hasText: "reading scanned page 1 of 1" }).waitFor({ timeout: 60000 });
  });
  await explained(page, bridgeFailures, "the scan never finished", () =>
    page.waitForSelector("[data-testid=document-row][data-status=succeeded], [data-testid=document-row][data-status=failed]", { timeout: 200000 }));
  assert.equal(await row.getAttribute("data-status"), "succeeded", await row.innerText());
  assert.equal(await row.locator("[data-testid=status-detail]").count(), 0, "a finished document still shows a status detail");
});

test("a question answered on the scanned page cites it with the OCR words highlighted", { skip, timeout: 300000 }, async () => {
  await gotoPage(page, "Search");
  await page.fill("textarea[aria-label='Research question']", "Where does the hydrogen remaining in a-Si:H deposited from an expanding thermal plasma originate?");
  await page.click("button:text-is('Search')");
  const run = page.locator("[data-testid=search-run]");
  await explained(page, bridgeFailures, "the search never finished", async () => {
    await run.waitFor({ timeout: 30000 });
    await page.waitForSelector("[data-testid=search-run][data-status=succeeded], [data-testid=search-run][data-status=failed], [data-testid=search-run][data-status=canceled]", { timeout: 240000 });
  });
  assert.equal(await run.getAttribute("data-status"), "succeeded", await run.innerText());
  const markers = page.locator("[data-testid=citation-marker]");
  assert.ok((await markers.count()) > 0, `the answer has no citation: ${await run.innerText()}`);
  // The citation of the answer's sentence ("... by far the dominant part of the hydrogen remaining
  // in a-Si:H originates from the silane radical"), not the one of the title.
  let quote = "";
  for (let i = 0; i < await markers.count() && !/hydrogen remaining/i.test(quote); i++) {
    await markers.nth(i).click();
    await explained(page, bridgeFailures, "the citation panel shows no quote", () => page.waitForSelector("[data-testid=citation-quote]", { timeout: 15000 }));
    quote = (await page.locator("[data-testid=citation-quote]").innerText()).trim();
    if (!/hydrogen remaining/i.test(quote)) await page.keyboard.press("Escape");
  }
  assert.match(quote, /hydrogen remaining/i, `no citation quotes the answer's sentence: ${await run.innerText()}`);
  await explained(page, bridgeFailures, "the citation does not say the page is a scan", () => page.waitForSelector("[data-testid=citation-scan-note]", { timeout: 15000 }));
  await explained(page, bridgeFailures, "the scanned page has no highlight", () => page.waitForSelector("[data-testid=pdf-highlight]", { timeout: 60000 }));

  // The highlight boxes lie on the rendered page image, and the quote's words are words OCR read
  // there: the passage the quote comes from holds them.
  const canvas = await page.locator("[data-testid=pdf-canvas]").first().boundingBox();
  const boxes = await page.locator("[data-testid=pdf-highlight]").evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }));
  assert.ok(canvas && canvas.width > 100, "no page image");
  for (const b of boxes) {
    assert.ok(b.width > 0 && b.height > 0, "an empty highlight box");
    assert.ok(b.x >= canvas.x - 1 && b.y >= canvas.y - 1 && b.x + b.width <= canvas.x + canvas.width + 1 && b.y + b.height <= canvas.y + canvas.height + 1, `a highlight off the page: ${JSON.stringify(b)} on ${JSON.stringify(canvas)}`);
  }
  const docs = await call(srv, "ListDocuments", { limit: 10 });
  const scan = docs.data.find((d) => d.filename === "cermine_simple.pdf");
  assert.deepEqual(scan.ocr?.pages, [1], "the document does not say page 1 was read by OCR");
  const content = await call(srv, "GetDocumentContent", scan.id);
  const text = JSON.stringify(content).replace(/\\n|\s+/g, " ");
  const words = quote.replace(/[“”"…]/g, " ").split(/\s+/).filter((w) => w.length > 3).slice(0, 6);
  for (const w of words) assert.ok(text.includes(w), `the quoted word ${w} is not in the scan's OCR text`);
  // The page image is drawn, and under each highlight box lies ink: the scan's printed words that
  // OCR read there (a box placed off the words would cover white paper).
  await explained(page, bridgeFailures, "no scanned words under the highlight", () => page.waitForFunction(() => {
    const c = document.querySelector("[data-testid=pdf-canvas]");
    const marks = [...document.querySelectorAll("[data-testid=pdf-highlight]")];
    if (!c || marks.length === 0) return false;
    const cr = c.getBoundingClientRect();
    const sx = c.width / cr.width, sy = c.height / cr.height;
    return marks.every((m) => {
      const r = m.getBoundingClientRect();
      const d = c.getContext("2d").getImageData((r.x - cr.x) * sx, (r.y - cr.y) * sy, Math.max(1, r.width * sx), Math.max(1, r.height * sy)).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] < 128) dark++;
      return dark / (d.length / 4) > 0.05;
    });
  }, null, { timeout: 60000 }));
  await page.waitForTimeout(1000); // the viewer scrolls smoothly to the highlight
  await page.screenshot({ path: path.join(shots, "scan-citation-1000x700.png") });
  assert.deepEqual(bridgeFailures, []);
  assert.deepEqual(consoleErrors, []);
});
