// Page helpers shared by the browser tests.

/** PAGES are the navigation entries and their headings. */
export const PAGES = ["Library", "Search", "Chat", "Cite", "Usage", "Settings"];

/** openApp loads the bridge URL and closes the first-run dialog when it shows. */
export async function openApp(page, srv) {
  trackRequests(page);
  await page.goto(srv.url);
  await page.waitForSelector("h1");
  const dialog = page.locator("[role=dialog][aria-label='Welcome to Carrel']");
  if (await dialog.isVisible().catch(() => false)) await dialog.locator("button:has-text('I have saved it')").click();
}

const trackers = new WeakMap();

// The page keeps one long request open for live updates (the bridge's "Changes" stream), so
// Playwright's "networkidle" would never come; settle waits for the other requests instead.
function tracker(page) {
  let t = trackers.get(page);
  if (t) return t;
  t = { inflight: new Set(), last: Date.now() };
  const live = (r) => r.url().includes("/_bridge/stream") && (r.postData() ?? "").includes('"Changes"');
  page.on("request", (r) => { if (!live(r)) { t.inflight.add(r); t.last = Date.now(); } });
  const done = (r) => { if (t.inflight.delete(r)) t.last = Date.now(); };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  trackers.set(page, t);
  return t;
}

/** trackRequests starts counting a page's requests (call before navigating for an exact settle). */
export function trackRequests(page) {
  tracker(page);
}

/** settle waits until no request but the live-update stream has been in flight for quietMs (at most timeoutMs). */
export async function settle(page, { quietMs = 500, timeoutMs = 15000 } = {}) {
  const t = tracker(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (t.inflight.size === 0 && Date.now() - t.last >= quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** gotoPage clicks a navigation entry and waits for its heading and a quiet network. */
export async function gotoPage(page, name) {
  await page.locator("nav[aria-label=Main] a", { hasText: name }).click();
  await page.waitForSelector(`h1:text-is("${name}")`);
  await settle(page);
  await page.waitForTimeout(600);
}

/** visibleErrors returns the text of error boxes and error toasts on screen. */
export async function visibleErrors(page) {
  return page.locator(".error-box, .toast-error").allInnerTexts();
}

/** loadPage opens a page by its route with a full reload, so each page starts from a clean load. */
export async function loadPage(page, srv, name) {
  await page.goto(`${srv.base}/#/${name.toLowerCase()}`);
  await page.reload();
  await page.waitForSelector(`h1:text-is("${name}")`);
  await settle(page);
  await page.waitForTimeout(600);
}

/** explained runs step and, when it fails, adds failed bridge calls and on-screen errors to the message. */
export async function explained(page, bridgeFailures, what, step) {
  try {
    return await step();
  } catch (e) {
    const shown = await visibleErrors(page).catch(() => []);
    throw new Error(`${what}: ${e.message.split("\n")[0]}\n  failed bound-method calls: ${bridgeFailures.join(" | ") || "none"}\n  on screen: ${shown.join(" | ").replace(/\s+/g, " ") || "nothing"}`);
  }
}

/** ask fills the Search page's question box, starts the search and waits until this question's
 * run has succeeded and its results (or the empty note) are shown. */
export async function ask(page, q, bridgeFailures = []) {
  await page.locator("textarea[aria-label='Research question']").fill(q);
  await page.locator(".search-box button", { hasText: "Search" }).click();
  await explained(page, bridgeFailures, "the search never finished", () =>
    page.locator("[data-testid=search-run][data-status=succeeded]", { has: page.locator("h2", { hasText: q.slice(0, 40) }) }).waitFor({ timeout: 120000 }));
  await page.locator("[data-testid=results-table], .empty").first().waitFor({ timeout: 15000 });
  await settle(page);
}
