// Every page of the real `carrel serve` frontend loads through the bridge with no console error
// and no error shown on screen.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel } from "../lib/server.mjs";
import { PAGES, loadPage, openApp, visibleErrors } from "../lib/ui.mjs";

let srv, browser, page, consoleErrors, bridgeFailures;

before(async () => {
  srv = await startCarrel();
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

test("the bridge secret leaves the address bar and is kept for the session", async () => {
  assert.ok(!page.url().includes(srv.secret), `secret still in ${page.url()}`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("carrel.bridge")), srv.secret);
});

for (const name of PAGES) {
  test(`${name} page renders without errors`, async () => {
    consoleErrors.length = 0;
    bridgeFailures.length = 0;
    await loadPage(page, srv, name);
    const shown = await visibleErrors(page);
    assert.deepEqual(bridgeFailures, [], `bound-method calls failed on ${name}`);
    assert.deepEqual(consoleErrors, [], `console errors on ${name}`);
    assert.deepEqual(shown, [], `errors shown on ${name}`);
  });
}

test("a wrong bridge secret is reported on screen, not swallowed", async () => {
  const other = await browser.context.newPage();
  await other.goto(`${srv.base}/#bridge=wrong-secret`);
  await other.waitForSelector(".error-box, .toast-error", { timeout: 15000 });
  const text = (await visibleErrors(other)).join("\n");
  assert.match(text, /bridge|secret|authentication/i);
  await other.close();
});
