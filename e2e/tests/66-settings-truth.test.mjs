// Issue 26, settings that tell the truth: under `carrel serve` on a port the kernel picked, the
// Settings page shows the address the server really listens on and that carrel serve started it,
// with the API box reflecting (not controlling) it; credits are explained where they are shown;
// the first screen says exactly which API keys exist and shows one set of ways to start. The first
// screen is checked on a new, empty library (the only time it shows); Settings and Usage on a
// library of the 5,183 SciFact abstracts plus an own PDF. Each at 1000×700 and 1440×900.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { call } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { SCIFACT, SIZES, importSciFact, shot, uploadPDF } from "../lib/library.mjs";
import { sharedPDF, startCarrel } from "../lib/server.mjs";
import { loadPage, openApp } from "../lib/ui.mjs";

const PDF = sharedPDF("sp_bohnet09.pdf");
const skip = !PDF || !SCIFACT ? "shared test data (PDFs, SciFact) not found" : false;
// Settings and Usage are read on the big library when the shared data is there, else on the new one.
const lib = () => big ?? srv;
let srv, big, browser, page, consoleErrors;

before(async () => {
  srv = await startCarrel({ port: 0 });
  ({ browser, page, consoleErrors } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
  await big?.stop();
});

for (const [width, height] of SIZES) {
  test(`the first screen says which API keys exist and shows one set of ways to start at ${width}×${height}`, async () => {
    await page.setViewportSize({ width, height });
    // Each size sees the first screen as a new user does: nothing added, the panel not dismissed.
    await page.evaluate(() => localStorage.removeItem("carrel.onboarded"));
    await loadPage(page, srv, "Library");
    const onboarding = page.locator("[data-testid=onboarding]");
    await onboarding.waitFor();
    const keys = (await call(srv, "ListKeys")).data.filter((k) => !k.revoked_at);
    assert.equal(keys.length, 1, "carrel serve made its first key");
    assert.match(await onboarding.locator(".onboarding-foot").innerText(),
      /1 API key exists for scripts \(Settings → API keys\)\. “First key” was created by carrel serve when it first started and printed once in its terminal\./);
    assert.equal(await page.locator("[data-testid=add-controls]").isVisible(), false, "the Library's own add controls wait until the first run is over");
    assert.equal(await page.getByText("Drop PDFs here").isVisible(), false, "one drop zone: the first-run panel's");
    assert.equal(await page.locator("button:visible", { hasText: "Import a Zotero library" }).count(), 0, "one Zotero import: the first-run panel's");
    await page.screenshot({ path: shot("onboarding-one-set", width, height) });
    await onboarding.locator("button", { hasText: "Not now" }).click();
    await page.locator("[data-testid=add-controls]").waitFor({ state: "visible" });
  });
}

test("a library of 5,000+ papers with an own PDF, under carrel serve on a port the kernel picked", { skip, timeout: 300000 }, async () => {
  big = await startCarrel({ port: 0, timeoutMs: 120000, prepare: importSciFact });
  await uploadPDF(big, PDF);
  const papers = (await call(big, "BrowsePapers", { limit: 1 })).total;
  assert.ok(papers > 5000, `${papers} papers`);
  await openApp(page, big);
});

for (const [width, height] of SIZES) {
  test(`Settings under carrel serve shows the server's real address and state at ${width}×${height}`, async () => {
    const srv = lib();
    await page.setViewportSize({ width, height });
    await loadPage(page, srv, "Settings");
    const addr = srv.base.replace("http://", "");
    assert.notEqual(addr, "127.0.0.1:8787", "the kernel picked the port, not the default");
    const row = page.locator("[data-testid=api-setting]");
    await row.waitFor();
    assert.equal(await row.getAttribute("data-mode"), "serve");
    const box = row.locator("input[type=checkbox]");
    assert.equal(await box.isChecked(), true, "the box reflects the running server");
    assert.equal(await box.isDisabled(), true, "and does not pretend to control it");
    assert.equal(await row.locator("[data-testid=api-setting-addr]").innerText(), srv.base);
    assert.match(await row.innerText(), /Started by carrel serve/);
    assert.match(await row.locator(".badge").innerText(), /running/);
    assert.equal(await page.locator("[data-testid=service-status] [data-testid=api-addr]").innerText(), srv.base);
    // What is shown is what answers: Carrel's own 401 at that address.
    const r = await fetch(`${srv.base}/v1/usage`);
    assert.equal(r.status, 401);
    const grant = page.locator("[data-testid=grant-note]");
    assert.match(await grant.innerText(), /Credits meter what API keys ask for/);
    assert.match(await grant.innerText(), /This window works as the owner: its work is counted in Usage but never refused\./);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("settings-serve", width, height) });
  });
}

for (const [width, height] of SIZES) {
  test(`Usage explains credits: what is metered, what happens at zero, and that the window is not rationed, at ${width}×${height}`, async () => {
    await page.setViewportSize({ width, height });
    await loadPage(page, lib(), "Usage");
    const note = page.locator("[data-testid=credits-note]");
    await note.waitFor();
    const text = await note.innerText();
    assert.match(text, /a search 5, 15 or 60 by depth; a chat message 2, 6 or 20; a PDF 1 per 10 pages/);
    assert.match(text, /When none remain, live keys are refused with 402 until /);
    assert.match(text, /its own work is counted here but is never refused/);
    await page.screenshot({ path: shot("usage-credits", width, height) });
    assert.deepEqual(consoleErrors, []);
  });
}
