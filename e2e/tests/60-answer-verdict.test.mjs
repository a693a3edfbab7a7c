// A claim searched in the window answers with a verdict bar, stance chips on its citations, a lead
// that says when the studies disagree, and a results table whose Finding column holds each cited
// study's sentence.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { openWatched } from "../lib/browser.mjs";
import { startCarrel } from "../lib/server.mjs";
import { explained, gotoPage, openApp } from "../lib/ui.mjs";

// Self-made abstracts: three trials on exercise and blood pressure (one null), two off topic.
const papers = [
  { title: "Aerobic exercise and blood pressure in adults with hypertension", year: 2019, abstract:
    "Hypertension affects one in three adults. In this randomized controlled trial, 412 adults with stage 1 hypertension were assigned to 12 weeks of aerobic exercise or usual care. Regular aerobic exercise lowered systolic blood pressure by 7 mmHg compared with usual care. Adherence was high in both groups." },
  { title: "Walking programme and blood pressure: a cohort study", year: 2020, abstract:
    "We followed a cohort of 2,310 middle-aged adults for five years. Participants who walked briskly for 30 minutes a day had lower blood pressure at follow-up than inactive participants. The association held after adjustment for weight and salt intake." },
  { title: "Short-term exercise training in older adults", year: 2018, abstract:
    "Older adults often have stiff arteries. In a trial of 96 adults aged over 70, eight weeks of aerobic exercise training did not lower blood pressure compared with stretching. Arterial stiffness was unchanged in both groups." },
  { title: "Soil nitrogen and maize yield", year: 2017, abstract:
    "Nitrogen fertiliser raised maize yield on sandy soils. Yield gains were smaller on clay soils. Leaching losses increased with the highest doses." },
  { title: "Sleep and memory consolidation", year: 2016, abstract:
    "Slow-wave sleep supports the consolidation of declarative memory. Sleep deprivation impaired recall of word pairs the next morning." },
];

let srv, browser, page, consoleErrors, bridgeFailures, file;

before(async () => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "carrel-verdict-")), "trials.jsonl");
  fs.writeFileSync(file, papers.map((p) => JSON.stringify(p)).join("\n") + "\n");
  srv = await startCarrel();
  ({ browser, page, consoleErrors, bridgeFailures } = await openWatched(srv, openApp));
});
after(async () => {
  await browser?.close();
  await srv?.stop();
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

test("a claim shows the verdict bar, stance chips and the finding column", { timeout: 180000 }, async () => {
  await gotoPage(page, "Library");
  await page.setInputFiles("[data-testid=import-input]", file);
  await page.click("button[role=tab]:text-is('Papers')");
  await explained(page, bridgeFailures, "the import never listed the papers", () =>
    page.waitForSelector("text=Aerobic exercise and blood pressure in adults with hypertension", { timeout: 60000 }));

  await gotoPage(page, "Search");
  await page.fill("textarea[aria-label='Research question']", "Does regular aerobic exercise lower blood pressure?");
  await page.click("button:text-is('Search')");
  const run = page.locator("[data-testid=search-run]");
  await explained(page, bridgeFailures, "the search never finished", () =>
    page.waitForSelector("[data-testid=search-run][data-status=succeeded], [data-testid=search-run][data-status=failed]", { timeout: 120000 }));
  assert.equal(await run.getAttribute("data-status"), "succeeded", await run.innerText());

  const bar = page.locator("[data-testid=verdict-bar]");
  await bar.waitFor({ timeout: 15000 });
  const legend = await bar.innerText();
  assert.match(legend, /\d+ support/, legend);
  // The null trial ("did not lower blood pressure") contradicts; it is not neutral.
  assert.match(legend, /1 contradict/, legend);
  // Mixed evidence: the bar says the studies do not settle the claim.
  assert.equal(await bar.getAttribute("data-decision"), "not_settled");
  assert.match(legend, /not settled/, legend);
  const chips = page.locator("[data-testid=answer] [data-testid=stance-chip]");
  assert.ok((await chips.count()) >= 2, "fewer than two stance chips on the answer's citations");
  for (const t of await chips.allInnerTexts()) assert.ok(["supports", "contradicts", "neutral"].includes(t.trim()), t);
  const answer = await page.locator("[data-testid=answer]").innerText();
  assert.ok(!/maize|Slow-wave/.test(answer), `an off-topic study is cited:\n${answer}`);
  // Mixed evidence is said out loud rather than given as a bare count.
  assert.match(answer, /The studies found do not settle this: \d+ support it, 1 contradict it/, answer);
  assert.ok(!/could not be grounded/.test(answer), `the answer shows the grounding line:\n${answer}`);

  await page.waitForSelector("[data-testid=results-table]", { timeout: 30000 });
  const findings = page.locator("[data-testid=finding-cell]", { hasText: "blood pressure" });
  assert.ok((await findings.count()) >= 2, "the Finding column shows fewer than two cited sentences");
  const table = await page.locator("[data-testid=results-table]").innerText();
  assert.match(table, /randomized controlled trial/, "the study design is not shown");
  assert.match(table, /n = 412/, "the sample size is not shown");

  const shot = process.env.CARREL_SCREENSHOT_DIR || os.tmpdir();
  await page.screenshot({ path: path.join(shot, "search-verdict.png"), fullPage: true });
  assert.deepEqual(bridgeFailures, []);
  assert.deepEqual(consoleErrors, []);
});
