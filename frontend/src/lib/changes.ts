// Live updates: the backend says what changed (Wails event "carrel:change" in the window, the
// bridge's "Changes" stream in a browser) and pages reload what they show. No polling.
import { useEffect, useRef } from "react";
import { bridgeStream, isBrowserMode } from "./bridge";

/** Change is one notice from the service. */
export interface Change { topic: string; id?: string }

type Listener = (c: Change) => void;
const listeners = new Set<Listener>();
let started = false;

function dispatch(c: Change) {
  for (const l of listeners) l(c);
}

// One shared connection per page load; the browser stream reconnects after a pause if it drops.
function start() {
  if (started) return;
  started = true;
  if (!isBrowserMode()) {
    window.runtime?.EventsOn?.("carrel:change", (data) => dispatch(data as Change));
    return;
  }
  const connect = async () => {
    for (let delay = 1000; ; delay = Math.min(delay * 2, 15000)) {
      try {
        await bridgeStream("Changes", [], (ev) => {
          const name = ev.event as string;
          if (name === "change") dispatch(ev.data as unknown as Change);
          if (name === "ready") delay = 1000;
        });
      } catch {
        /* the server went away or the secret is wrong: the pages show that through their own calls */
      }
      await new Promise((r) => setTimeout(r, delay));
    }
  };
  void connect();
}

/** useChanges calls fn (at most every 100 ms) when any of topics changes. */
export function useChanges(topics: string[], fn: () => void): void {
  const ref = useRef(fn);
  ref.current = fn;
  const key = topics.join(",");
  useEffect(() => {
    start();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const wanted = new Set(key.split(","));
    const l: Listener = (c) => {
      if (!wanted.has(c.topic) || timer) return;
      timer = setTimeout(() => { timer = null; ref.current(); }, 100);
    };
    listeners.add(l);
    return () => { listeners.delete(l); if (timer) clearTimeout(timer); };
  }, [key]);
}
