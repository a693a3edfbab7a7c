// Issue 15: style search by relevance (multi-word queries, the expected style first, keyboard
// navigation) and the layout at 1000×700.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel } from "../lib/server.mjs";
import { gotoPage, openApp } from "../lib/ui.mjs";

let srv, browser, page, consoleErrors;

before(async () => {
  srv = await startCarrel();
  ({ browser, page, consoleErrors } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

const EXPECTED = {
  "chicago author-date": "chicago-author-date",
  "apa 7": "apa",
  "nature": "nature",
  "ieee": "ieee",
};

for (const [query, slug] of Object.entries(EXPECTED)) {
  test(`style search "${query}" lists ${slug} first`, async () => {
    await gotoPage(page, "Cite");
    const box = page.locator("input[aria-label='Search styles']");
    await box.fill(query);
    await page.waitForFunction(([q]) => {
      const first = document.querySelector("[data-testid=style-item] .small");
      return first && document.querySelector("input[aria-label='Search styles']").value === q;
    }, [query]);
    await page.waitForTimeout(700); // the 250 ms debounce and the reload
    const first = await page.locator("[data-testid=style-item]").first().locator(".small").innerText();
    assert.equal(first.split(" · ")[0], slug, `first style for "${query}": ${first}`);
  });
}

test("styles are chosen with the keyboard: ArrowDown from the box, Enter picks", async () => {
  const box = page.locator("input[aria-label='Search styles']");
  await box.fill("ieee");
  await page.waitForTimeout(800);
  await box.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
  assert.equal(focused, "style-item");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("[data-testid=style-item][aria-selected=true]").count(), 1);
  assert.deepEqual(consoleErrors, []);
});

test("at 1000×700 no page scrolls sideways, with documents listed", async () => {
  const res = await fetch(`${srv.base}/_bridge/call`, { method: "POST", headers: { "X-Carrel-Bridge": srv.secret, "Content-Type": "application/json" },
    body: JSON.stringify({ method: "AddSamplePapers", args: [] }) });
  assert.equal(res.status, 200);
  await page.setViewportSize({ width: 1000, height: 700 });
  await gotoPage(page, "Library");
  await page.locator("[data-testid=document-row]").nth(2).waitFor();
  for (const name of ["Library", "Search", "Chat", "Cite", "Usage", "Settings"]) {
    await gotoPage(page, name);
    const over = await page.evaluate(() => {
      const main = document.querySelector("main.content");
      return { doc: document.documentElement.scrollWidth - document.documentElement.clientWidth, main: main.scrollWidth - main.clientWidth };
    });
    assert.ok(over.doc <= 0 && over.main <= 0, `${name} overflows sideways by ${JSON.stringify(over)}`);
  }
});
