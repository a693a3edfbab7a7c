// Issue 15 in the Chat page: a chat is titled by its first question and can be renamed; a message
// over 4,000 characters is said (counter, clear message) and never cut or lost.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { call, waitFor } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel } from "../lib/server.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

let srv, browser, page, consoleErrors, bridgeFailures;

before(async () => {
  srv = await startCarrel();
  const r = await call(srv, "AddSamplePapers");
  for (const d of r.documents) {
    await waitFor(async () => (await call(srv, "GetDocument", d.id)).status === "succeeded", { timeoutMs: 120000, what: d.id });
  }
  await call(srv, "CreateChat", { document_ids: r.documents.map((d) => d.id) });
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
});

test("a chat is titled by its first question and can be renamed", async () => {
  await gotoPage(page, "Chat");
  assert.equal(await page.locator("[data-testid=chat-title]").innerText(), "New chat");
  await page.fill("textarea[aria-label=Message]", "Why do learners prefer rereading to retrieval practice?");
  await page.keyboard.press("Enter");
  // The list and the heading hear of the title from the backend, without a reload.
  await explained(page, bridgeFailures, "title from the first question", () =>
    page.locator("[data-testid=chat-item]", { hasText: "Why do learners prefer rereading" }).waitFor({ timeout: 10000 }));
  assert.equal(await page.locator("[data-testid=chat-title]").innerText(), "Why do learners prefer rereading to retrieval practice?");
  await page.locator("[data-testid=streaming-message]").waitFor({ state: "detached", timeout: 60000 }).catch(() => {});
  await page.locator("button[aria-label='Rename chat']").click();
  await page.fill("input[aria-label='Chat title']", "Rereading vs retrieval");
  await page.keyboard.press("Enter");
  await page.locator("[data-testid=chat-title]", { hasText: "Rereading vs retrieval" }).waitFor();
  await page.locator("[data-testid=chat-item]", { hasText: "Rereading vs retrieval" }).waitFor({ timeout: 5000 });
  const chats = await call(srv, "ListChats", { limit: 5 });
  assert.equal(chats.data[0].title, "Rereading vs retrieval");
  assert.deepEqual(consoleErrors, []);
});

test("a message over 4,000 characters is said, not cut, and cannot be sent", async () => {
  const box = page.locator("textarea[aria-label=Message]");
  const long = "x".repeat(4100);
  await box.fill(long);
  assert.equal((await box.inputValue()).length, 4100, "nothing typed is cut");
  assert.match(await page.locator("[data-testid=message-limit]").innerText(), /4,100 \/ 4,000 characters: The message is 100 characters too long/);
  assert.equal(await page.locator(".composer button", { hasText: "Send" }).isDisabled(), true);
  // Leaving the page keeps the draft.
  await gotoPage(page, "Library");
  await gotoPage(page, "Chat");
  assert.equal((await page.locator("textarea[aria-label=Message]").inputValue()).length, 4100, "the draft survives navigation");
  await page.locator("textarea[aria-label=Message]").fill("");
});
