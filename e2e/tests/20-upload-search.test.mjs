// A PDF dropped into the Library becomes a parsed document; a search over it answers with
// citations whose side panel shows the quote and the highlighted PDF page.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel, sharedPDF } from "../lib/server.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

const pdf = sharedPDF("pdfjs_tracemonkey.pdf");
const skip = pdf ? false : "shared test PDFs not found (set CARREL_SHARED or clone ../shared beside the repo)";
let srv, browser, page, consoleErrors, bridgeFailures;

before(async () => {
  if (skip) return;
  srv = await startCarrel();
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

test("uploading a PDF from the file picker ends as a succeeded document", { skip, timeout: 240000 }, async () => {
  await gotoPage(page, "Library");
  await page.setInputFiles("[data-testid=pdf-input]", pdf);
  const row = page.locator("[data-testid=document-row]", { hasText: "pdfjs_tracemonkey.pdf" });
  await explained(page, bridgeFailures, "the uploaded PDF never finished", async () => {
    await row.waitFor({ timeout: 30000 });
    await page.waitForSelector("[data-testid=document-row][data-status=succeeded], [data-testid=document-row][data-status=failed]", { timeout: 200000 });
  });
  assert.equal(await row.getAttribute("data-status"), "succeeded", await row.innerText());
  assert.deepEqual(bridgeFailures, []);
});

test("a search answers with [n] markers that open the cited page", { skip, timeout: 240000 }, async () => {
  await gotoPage(page, "Search");
  await page.fill("textarea[aria-label='Research question']", "How does trace-based compilation specialize types in dynamic languages?");
  await page.click("button:text-is('Search')");
  const run = page.locator("[data-testid=search-run]");
  await explained(page, bridgeFailures, "the search never finished", async () => {
    await run.waitFor({ timeout: 30000 });
    await page.waitForSelector("[data-testid=search-run][data-status=succeeded], [data-testid=search-run][data-status=failed], [data-testid=search-run][data-status=canceled]", { timeout: 200000 });
  });
  assert.equal(await run.getAttribute("data-status"), "succeeded", await run.innerText());
  const markers = page.locator("[data-testid=citation-marker]");
  assert.ok((await markers.count()) > 0, "the answer has no clickable citation marker");
  await page.waitForSelector("[data-testid=results-table]", { timeout: 30000 });

  await markers.first().click();
  await explained(page, bridgeFailures, "the citation panel shows no quote", () => page.waitForSelector("[data-testid=citation-quote]", { timeout: 15000 }));
  const quote = await page.locator("[data-testid=citation-quote]").innerText();
  assert.ok(quote.trim().length > 0, "the citation panel shows no quote");
  await explained(page, bridgeFailures, "the cited PDF page has no highlight", () => page.waitForSelector("[data-testid=pdf-highlight]", { timeout: 60000 }));
  const box = await page.locator("[data-testid=pdf-highlight]").first().boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0, "the highlight box is empty");
  assert.deepEqual(bridgeFailures, []);
  assert.deepEqual(consoleErrors, []);
});
