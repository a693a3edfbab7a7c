// Screenshots for docs/screenshots/: the first-run panel, Search with filter chips and the
// Documents table at 1000×700 and 1440×900, from the real `carrel serve` with the bundled samples.
// Usage: node e2e/screenshots.mjs [outdir]   (default docs/screenshots)
import fs from "node:fs";
import path from "node:path";
import { call, waitFor } from "./lib/bridge.mjs";
import { launch } from "./lib/browser.mjs";
import { REPO, startCarrel } from "./lib/server.mjs";
import { gotoPage, openApp, settle } from "./lib/ui.mjs";

const out = process.argv[2] || path.join(REPO, "docs", "screenshots");
fs.mkdirSync(out, { recursive: true });
const SIZES = [[1000, 700], [1440, 900]];
const srv = await startCarrel();
const browsers = [];
try {
  const pages = [];
  for (const [w, h] of SIZES) {
    const b = await launch({ width: w, height: h });
    browsers.push(b);
    const page = await b.context.newPage();
    await openApp(page, srv);
    await page.locator("[data-testid=onboarding]").waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(out, `onboarding-${w}x${h}.png`) });
    pages.push([w, h, page]);
  }
  const r = await call(srv, "AddSamplePapers");
  for (const d of r.documents) {
    await waitFor(async () => (await call(srv, "GetDocument", d.id)).status === "succeeded", { timeoutMs: 120000, what: d.id });
  }
  for (const [w, h, page] of pages) {
    await gotoPage(page, "Library");
    await page.locator("[data-testid=document-row]").nth(2).waitFor();
    await page.screenshot({ path: path.join(out, `documents-${w}x${h}.png`) });
    await gotoPage(page, "Search");
    await page.locator("button", { hasText: "Filters…" }).click();
    await page.locator("label.field", { hasText: "Year from" }).locator("input").fill("2020");
    await page.locator(".chips button", { hasText: "Journal article" }).click();
    await page.locator("label.check", { hasText: "Pin these filters" }).locator("input").check();
    await page.locator("button", { hasText: "Hide filters" }).click();
    await page.fill("textarea[aria-label='Research question']", "Do street trees lower summer temperatures?");
    await page.locator(".search-box button", { hasText: "Search" }).click();
    await page.waitForSelector("[data-testid=search-run][data-status=succeeded]", { timeout: 120000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `search-filters-${w}x${h}.png`) });
  }
  console.log(`screenshots in ${out}`);
} finally {
  for (const b of browsers) await b.close();
  await srv.stop();
}
