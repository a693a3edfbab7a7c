// The stream-order checker itself must reject each kind of violation, or the chat test proves nothing.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkStreamOrder } from "../lib/streamrules.mjs";

const delta = (d) => ({ event: "message.delta", data: { id: "msg_1", delta: d } });
const cite = (n) => ({ event: "citation.added", data: { index: n, quote: "q", source: { type: "document", id: "doc_1" }, locations: [] } });
const done = { event: "message.completed", data: { id: "msg_1", credits_cost: 2, unsourced_claim_count: 0 } };

test("a well-ordered stream passes", () => {
  assert.deepEqual(checkStreamOrder([delta("A claim [1]."), delta(" More [2]."), cite(1), cite(2), done]), []);
});

test("each violation is reported", () => {
  const cases = {
    "delta after citation": [delta("x [1]"), cite(1), delta("late"), done],
    "citation before its marker": [delta("no marker"), cite(1), done],
    "no completed": [delta("x")],
    "two completed": [delta("x"), done, done],
    "completed not last": [delta("x [1]"), done, cite(1)],
    "two message ids": [delta("x"), { event: "message.completed", data: { ...done.data, id: "msg_2" } }],
    "error event": [delta("x"), { event: "error", data: { error: { code: "boom" } } }, done],
  };
  for (const [name, evs] of Object.entries(cases)) assert.ok(checkStreamOrder(evs).length > 0, name);
});
