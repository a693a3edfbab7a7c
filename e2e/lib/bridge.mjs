// The browser bridge from Node: POST /_bridge/call, and /_bridge/stream read with eventsource-parser.
import { createParser } from "eventsource-parser";

/** BridgeError carries the service's {type, code, message, param} and the HTTP status. */
export class BridgeError extends Error {
  constructor(status, body) {
    super(`${status} ${body?.error?.code ?? ""}: ${body?.error?.message ?? JSON.stringify(body)}`);
    this.status = status;
    this.error = body?.error;
  }
}

/** call runs one bound method; it throws BridgeError on a non-2xx answer. */
export async function call(srv, method, ...args) {
  const r = await fetch(`${srv.base}/_bridge/call`, {
    method: "POST", headers: { "Content-Type": "application/json", "X-Carrel-Bridge": srv.secret }, body: JSON.stringify({ method, args }),
  });
  const text = await r.text();
  const body = text ? JSON.parse(text) : null;
  if (!r.ok) throw new BridgeError(r.status, body);
  return body;
}

/** stream posts a streaming method and returns every SSE event as {event, data} in arrival order. */
export async function stream(srv, method, ...args) {
  const r = await fetch(`${srv.base}/_bridge/stream`, {
    method: "POST", headers: { "Content-Type": "application/json", "X-Carrel-Bridge": srv.secret }, body: JSON.stringify({ method, args }),
  });
  if (!r.ok) throw new BridgeError(r.status, await r.json().catch(() => null));
  const type = r.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream")) throw new Error(`stream content-type is ${type}`);
  const events = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event, data: JSON.parse(e.data) }) });
  const decoder = new TextDecoder();
  for await (const chunk of r.body) parser.feed(decoder.decode(chunk, { stream: true }));
  return events;
}

/** waitFor polls fn until it returns a truthy value or the time runs out. */
export async function waitFor(fn, { timeoutMs = 120000, everyMs = 500, what = "condition" } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
