// The chat stream's order rules (spec, Events): deltas, then citations, then exactly one completed.

/** checkStreamOrder returns a list of rule violations for a sequence of {event, data}; empty means valid. */
export function checkStreamOrder(events) {
  const bad = [];
  const known = new Set(["message.delta", "citation.added", "message.completed"]);
  let text = "";
  let sawCitation = false;
  const completed = events.filter((e) => e.event === "message.completed");
  if (completed.length !== 1) bad.push(`expected exactly one message.completed, got ${completed.length}`);
  if (events.length && events[events.length - 1].event !== "message.completed") bad.push("the last event is not message.completed");
  const ids = new Set();
  events.forEach((e, i) => {
    if (!known.has(e.event)) bad.push(`event ${i}: unknown event ${e.event}${e.event === "error" ? ` ${JSON.stringify(e.data)}` : ""}`);
    if (e.event === "message.delta") {
      if (sawCitation) bad.push(`event ${i}: message.delta after citation.added`);
      if (typeof e.data.delta !== "string") bad.push(`event ${i}: delta is not a string`);
      ids.add(e.data.id);
      text += e.data.delta ?? "";
    }
    if (e.event === "citation.added") {
      sawCitation = true;
      const n = e.data.index;
      if (!new RegExp(`\\[(?:\\d+\\s*,\\s*)*${n}(?:\\s*,\\s*\\d+)*\\]`).test(text)) bad.push(`event ${i}: citation ${n} arrived before any [${n}] marker in the text`);
      if (typeof e.data.quote !== "string" || !e.data.quote) bad.push(`event ${i}: citation ${n} has no quote`);
      if (!e.data.source?.id || !e.data.source?.type) bad.push(`event ${i}: citation ${n} has no source`);
      if (!Array.isArray(e.data.locations)) bad.push(`event ${i}: citation ${n} has no locations array`);
    }
    if (e.event === "message.completed") {
      ids.add(e.data.id);
      if (typeof e.data.credits_cost !== "number") bad.push("message.completed lacks credits_cost");
      if (typeof e.data.unsourced_claim_count !== "number") bad.push("message.completed lacks unsourced_claim_count");
    }
  });
  if (ids.size > 1) bad.push(`events name more than one message id: ${[...ids].join(", ")}`);
  return bad;
}
