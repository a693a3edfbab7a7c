// A chat over a parsed document streams its answer in the spec's order (read with eventsource-parser
// from /_bridge/stream), and the Chat page shows a streamed answer with citation chips.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { call, stream, waitFor } from "../lib/bridge.mjs";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel, sharedPDF } from "../lib/server.mjs";
import { checkStreamOrder } from "../lib/streamrules.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

const pdf = sharedPDF("pdfjs_tracemonkey.pdf");
const skip = pdf ? false : "shared test PDFs not found (set CARREL_SHARED or clone ../shared beside the repo)";
let srv, chatId;

before(async () => {
  if (skip) return;
  srv = await startCarrel();
  const doc = await call(srv, "UploadDocument", { filename: path.basename(pdf), data_base64: fs.readFileSync(pdf).toString("base64"), library_id: null });
  const done = await waitFor(async () => {
    const d = await call(srv, "GetDocument", doc.id);
    return d.status === "succeeded" || d.status === "failed" ? d : null;
  }, { timeoutMs: 200000, what: `document ${doc.id} to finish parsing` });
  assert.equal(done.status, "succeeded", JSON.stringify(done.error));
  chatId = (await call(srv, "CreateChat", { document_ids: [doc.id] })).id;
});
after(async () => {
  await srv?.stop();
});

test("the bridge stream keeps the order rules and matches the stored message", { skip, timeout: 180000 }, async () => {
  const events = await stream(srv, "StreamMessage", chatId, { content: "What is a trace tree and how does it grow?", stream: true });
  assert.deepEqual(checkStreamOrder(events), [], JSON.stringify(events.map((e) => e.event)));
  const text = events.filter((e) => e.event === "message.delta").map((e) => e.data.delta).join("");
  assert.ok(text.trim().length > 0, "no text was streamed");
  const completed = events.at(-1).data;
  const msgs = await call(srv, "ListMessages", chatId, { limit: 100 });
  const stored = msgs.data.find((m) => m.id === completed.id);
  assert.ok(stored, `message ${completed.id} is not in ListMessages`);
  assert.equal(stored.content, text, "the stored message differs from the streamed text");
  assert.equal(stored.citations.length, events.filter((e) => e.event === "citation.added").length);
});

test("the Chat page shows a streamed answer with citation chips that open the page", { skip, timeout: 180000 }, async () => {
  const { browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp);
  try {
    await gotoPage(page, "Chat");
    const before = await page.locator("[data-testid=message-assistant]").count();
    await page.fill("textarea[aria-label=Message]", "Which benchmarks were used to evaluate the approach?");
    await page.keyboard.press("Enter");
    await explained(page, bridgeFailures, "no stored answer appeared", () => waitFor(async () => (await page.locator("[data-testid=message-assistant]").count()) > before && !(await page.locator("[data-testid=streaming-message]").count()),
      { timeoutMs: 150000, what: "the streamed answer to be stored and shown" }));
    const chips = page.locator("[data-testid=message-assistant]").last().locator("[data-testid=citation-chip]");
    assert.ok((await chips.count()) > 0, "the answer has no citation chip");
    await chips.first().click();
    await explained(page, bridgeFailures, "the cited page has no highlight", () => page.waitForSelector("[data-testid=pdf-highlight]", { timeout: 60000 }));
    assert.deepEqual(bridgeFailures, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await browser.close();
  }
});
