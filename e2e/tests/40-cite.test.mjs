// The Cite page: a researcher adds their own .csl file, picks papers, and the live preview
// renders them in that style; APA from the catalogue renders the same papers too; the style can
// be removed again after a confirmation.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel } from "../lib/server.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

const STYLE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
  <info><title>E2E Lab Style</title><id>http://example.org/styles/e2e-lab</id><updated>2026-01-01T00:00:00+00:00</updated>
    <category citation-format="author-date"/></info>
  <citation><layout><names variable="author"><name form="short"/></names></layout></citation>
  <bibliography><layout suffix="."><text value="LAB: "/><names variable="author"><name name-as-sort-order="all"/></names>
    <text variable="title" prefix=" — "/></layout></bibliography>
</style>`;
const BIB = `@article{okafor2021, title={Local search for offline libraries}, author={Okafor, Ada and Lind, Per}, journal={Journal of Tests}, year={2021}, volume={3}, pages={1--9}}`;

let srv, browser, page, consoleErrors, bridgeFailures, dir;
before(async () => {
  srv = await startCarrel();
  await call(srv, "ImportPapers", { filename: "refs.bib", data_base64: Buffer.from(BIB).toString("base64"), format: "bibtex" });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "carrel-csl-"));
  fs.writeFileSync(path.join(dir, "e2e-lab.csl"), STYLE);
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("an added .csl style previews the chosen papers, and APA does too", { timeout: 120000 }, async () => {
  await gotoPage(page, "Cite");
  await page.setInputFiles("[data-testid=csl-input]", path.join(dir, "e2e-lab.csl"));
  const mine = page.locator(".style-item", { hasText: "E2E Lab Style" });
  await explained(page, bridgeFailures, "the added style is not listed", () => mine.waitFor({ timeout: 15000 }));
  assert.match(await mine.innerText(), /yours/);
  await page.locator("section[aria-label='Papers to cite'] input[type=checkbox]").first().check();
  const preview = page.locator("[data-testid=bib-preview]");
  await explained(page, bridgeFailures, "no preview in the added style", () => page.waitForFunction(() => document.querySelector("[data-testid=bib-preview]")?.textContent?.includes("LAB: Okafor, Ada"), null, { timeout: 15000 }));
  assert.match(await preview.innerText(), /LAB: Okafor, Ada, Lind, Per — Local search for offline libraries\./);

  await page.fill("input[aria-label='Search styles']", "American Psychological Association 7th edition");
  await page.locator(".style-item", { hasText: "American Psychological Association 7th edition" }).first().click();
  await explained(page, bridgeFailures, "no APA preview", () => page.waitForFunction(() => /Okafor, A\., & Lind, P\. \(2021\)/.test(document.querySelector("[data-testid=bib-preview]")?.textContent ?? ""), null, { timeout: 15000 }));

  await page.fill("input[aria-label='Search styles']", "E2E Lab");
  await mine.locator("button:text-is('Remove')").click();
  await page.locator("[role=dialog] button:text-is('Remove style')").click();
  await explained(page, bridgeFailures, "the removed style is still listed", () => mine.waitFor({ state: "detached", timeout: 15000 }));
  assert.deepEqual(bridgeFailures, []);
  assert.deepEqual(consoleErrors, []);
});
