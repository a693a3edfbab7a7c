// Page helpers shared by the browser tests.

/** PAGES are the navigation entries and their headings. */
export const PAGES = ["Library", "Search", "Chat", "Cite", "Usage", "Settings"];

/** openApp loads the bridge URL and closes the first-run dialog when it shows. */
export async function openApp(page, srv) {
  await page.goto(srv.url);
  await page.waitForSelector("h1");
  const dialog = page.locator("[role=dialog][aria-label='Welcome to Carrel']");
  if (await dialog.isVisible().catch(() => false)) await dialog.locator("button:has-text('I have saved it')").click();
}

/** gotoPage clicks a navigation entry and waits for its heading and a quiet network. */
export async function gotoPage(page, name) {
  await page.locator("nav[aria-label=Main] a", { hasText: name }).click();
  await page.waitForSelector(`h1:text-is("${name}")`);
  await page.waitForLoadState("networkidle").catch(() => {});
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
  await page.waitForLoadState("networkidle").catch(() => {});
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
