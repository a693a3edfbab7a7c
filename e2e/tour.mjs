// A screenshot tour for reviewing the window by eye: starts `carrel serve`, uploads a few shared
// PDFs through the bridge, runs a search and a chat, and saves one PNG per page.
// Usage: node e2e/tour.mjs [outdir]   (default /tmp/carrel-tour)
import fs from "node:fs";
import path from "node:path";
import { call, waitFor } from "./lib/bridge.mjs";
import { launch } from "./lib/browser.mjs";
import { sharedPDF, startCarrel } from "./lib/server.mjs";
import { gotoPage, openApp } from "./lib/ui.mjs";

const out = process.argv[2] || "/tmp/carrel-tour";
fs.mkdirSync(out, { recursive: true });
const names = ["pdfjs_tracemonkey.pdf", "sp_map-reduce.pdf", "sp_P14-1059.pdf", "grobid_sample.pdf", "pdfjs_scan-bad.pdf"];
const srv = await startCarrel();
const browser = await launch();
try {
  const docs = [];
  for (const n of names) {
    const p = sharedPDF(n);
    if (!p) throw new Error(`shared PDF ${n} not found`);
    docs.push(await call(srv, "UploadDocument", { filename: n, data_base64: fs.readFileSync(p).toString("base64"), library_id: null }));
  }
  for (const d of docs) {
    await waitFor(async () => ["succeeded", "failed"].includes((await call(srv, "GetDocument", d.id)).status), { timeoutMs: 200000, what: d.id });
  }
  const ok = [];
  for (const d of docs) if ((await call(srv, "GetDocument", d.id)).status === "succeeded") ok.push(d.id);
  await call(srv, "CreateChat", { document_ids: ok });
  const page = await browser.context.newPage();
  await openApp(page, srv);
  const shot = async (name) => page.screenshot({ path: path.join(out, `${name}.png`) });
  await gotoPage(page, "Library");
  await shot("library");
  await gotoPage(page, "Search");
  await page.fill("textarea[aria-label='Research question']", "How does MapReduce handle machine failures?");
  await page.click("button:text-is('Search')");
  await page.waitForSelector("[data-testid=search-run][data-status=succeeded]", { timeout: 120000 });
  await page.waitForTimeout(800);
  await shot("search");
  await page.locator("[data-testid=citation-marker]").first().click();
  await page.waitForSelector("[data-testid=pdf-highlight]", { timeout: 60000 }).catch(() => {});
  await page.waitForTimeout(800);
  await shot("search-citation");
  await gotoPage(page, "Chat");
  await page.fill("textarea[aria-label=Message]", "What is a trace tree?");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(4000);
  await shot("chat");
  for (const p of ["Cite", "Usage", "Settings"]) {
    await gotoPage(page, p);
    await shot(p.toLowerCase());
  }
  console.log(`tour: screenshots in ${out}`);
} finally {
  await browser.close();
  await srv.stop();
}
