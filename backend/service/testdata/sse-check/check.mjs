// Reads a chat message stream over HTTP with eventsource-parser (not Carrel's code) and prints
// {status, contentType, events: [{event, data}]} as JSON. Usage: node check.mjs URL KEY BODY [abortAfterEvents]
import { createParser } from "eventsource-parser";

const [url, key, body, abortAfter] = process.argv.slice(2);
const ctl = new AbortController();
const events = [];
let aborted = false;
const res = await fetch(url, {
  method: "POST",
  headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
  body,
  signal: ctl.signal,
});
const out = { status: res.status, contentType: res.headers.get("content-type"), credits: res.headers.get("x-credits-cost"), events };
if (res.ok && res.body) {
  const parser = createParser({
    onEvent(ev) {
      let data;
      try {
        data = JSON.parse(ev.data);
      } catch {
        data = { unparsed: ev.data };
      }
      events.push({ event: ev.event ?? "message", data });
      if (Number(abortAfter) > 0 && events.length >= Number(abortAfter) && !aborted) {
        aborted = true;
        ctl.abort();
      }
    },
  });
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(dec.decode(value, { stream: true }));
    }
  } catch (e) {
    if (!aborted) throw e;
  }
} else {
  out.body = await res.text();
}
out.aborted = aborted;
process.stdout.write(JSON.stringify(out));
