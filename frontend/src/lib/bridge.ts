// Browser mode: `carrel serve` serves this frontend and answers bound-method calls over
// POST /_bridge/call and chat streams over POST /_bridge/stream (server-sent events).
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { ApiError, toApiError } from "./errors";
import { METHOD_NAMES } from "./methods";
import type { StreamEvent } from "./types_research";

const STORAGE_KEY = "carrel.bridge";
/** BRIDGE_SECRET_EVENT is dispatched on window when the bridge refuses the secret. */
export const BRIDGE_SECRET_EVENT = "carrel:bridge-secret";

/** readBridgeSecret takes `#bridge=<secret>` from the address once, keeps it in sessionStorage and removes it. */
export function readBridgeSecret(): string | null {
  const m = /(?:^#|&)bridge=([^&]+)/.exec(location.hash);
  if (m) {
    sessionStorage.setItem(STORAGE_KEY, decodeURIComponent(m[1]));
    history.replaceState(null, "", location.pathname + location.search + "#/library");
  }
  return sessionStorage.getItem(STORAGE_KEY);
}

function secretHeaders(): Record<string, string> {
  return { "Content-Type": "application/json", "X-Carrel-Bridge": sessionStorage.getItem(STORAGE_KEY) ?? "" };
}

async function failure(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* a non-JSON failure is described below */
  }
  if (res.status === 401) {
    // One clear message for the whole page (the shell's banner), not one per failed call.
    window.dispatchEvent(new CustomEvent(BRIDGE_SECRET_EVENT));
    return new ApiError({ type: "authentication_error", code: "bridge_secret_invalid",
      message: "The browser bridge secret is missing or wrong: open the link that `carrel serve` printed." });
  }
  if (body && typeof body === "object" && "error" in body) return toApiError(body);
  return new ApiError({ type: "api_error", code: `http_${res.status}`, message: `The bridge answered ${res.status} ${res.statusText}` });
}

/** bridgeCall runs one bound method through the local server. */
export async function bridgeCall(method: string, args: unknown[]): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch("/_bridge/call", { method: "POST", headers: secretHeaders(), body: JSON.stringify({ method, args }) });
  } catch (e) {
    throw new ApiError({ type: "api_error", code: "bridge_unreachable", message: `Cannot reach the Carrel server: ${String(e)}` });
  }
  if (!res.ok) throw await failure(res);
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** bridgeStream posts a streaming method and hands each SSE event to onEvent until the stream ends. */
export async function bridgeStream(method: string, args: unknown[], onEvent: (ev: StreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await fetch("/_bridge/stream", { method: "POST", headers: secretHeaders(), body: JSON.stringify({ method, args }), signal });
  if (!res.ok || !res.body) throw await failure(res);
  const parser = createParser({
    onEvent(msg: EventSourceMessage) {
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(msg.data);
      } catch {
        data = { raw: msg.data };
      }
      onEvent({ event: (msg.event ?? "message") as StreamEvent["event"], data });
    },
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/** isBrowserMode reports whether no Wails runtime is present (the bridge shim serves calls). */
export function isBrowserMode(): boolean {
  return !window.runtime?.EventsOn;
}

/** installBridgeShim defines window.go.main.App[Method] over the bridge when Wails did not. */
export function installBridgeShim(): void {
  if (window.go?.main?.App) return;
  readBridgeSecret();
  const app: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of METHOD_NAMES) app[name] = (...args: unknown[]) => bridgeCall(name, args);
  window.go = { main: { App: app } };
}
