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
