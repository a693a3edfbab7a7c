// Toasts for the outcome of actions: info toasts leave after a few seconds, errors after a longer
// read (never while the pointer rests on them); the same error is shown once (with a count), not
// stacked. The stack is its own strip at the foot of the main column (ToastStack, placed by the
// shell): the page's scrolling area shrinks above it, and drawers and dialogs (fixed to the window)
// end above it through the --toast-h variable the strip keeps, so no control is ever under a toast
// (issue 26).
// A refused bridge secret becomes one banner for the whole page.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { BRIDGE_SECRET_EVENT } from "../lib/bridge";
import { toApiError } from "../lib/errors";

interface ToastItem { id: number; kind: "error" | "ok"; title: string; detail?: string; count: number }
interface ToastApi { error: (e: unknown, context?: string) => void; ok: (msg: string) => void }

interface StackApi { items: ToastItem[]; dismiss: (id: number) => void; hold: (id: number) => void; resume: (t: ToastItem) => void }

const Ctx = createContext<ToastApi>({ error: () => {}, ok: () => {} });
const StackCtx = createContext<StackApi>({ items: [], dismiss: () => {}, hold: () => {}, resume: () => {} });

let nextId = 1;
/** INFO_MS is how long an info toast stays. */
export const INFO_MS = 4000;
/** ERROR_MS is how long an error toast stays (longer: it is read, and may be copied). */
export const ERROR_MS = 12000;

/** ToastProvider renders the toast stack and offers useToast to its children. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [secretBad, setSecretBad] = useState(false);
  const dismiss = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);
  // Each toast's timer; a toast under the pointer waits, and an error repeated starts its time again.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const schedule = useCallback((id: number, ms: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(id, setTimeout(() => { timers.current.delete(id); dismiss(id); }, ms));
  }, [dismiss]);
  const hold = (id: number) => { clearTimeout(timers.current.get(id)); timers.current.delete(id); };
  const resume = (t: ToastItem) => schedule(t.id, t.kind === "error" ? ERROR_MS : INFO_MS);
  useEffect(() => {
    const h = () => setSecretBad(true);
    window.addEventListener(BRIDGE_SECRET_EVENT, h);
    return () => window.removeEventListener(BRIDGE_SECRET_EVENT, h);
  }, []);

  const error = useCallback((e: unknown, context?: string) => {
    const err = toApiError(e);
    if (err.code === "bridge_secret_invalid") {
      setSecretBad(true);
      return;
    }
    const param = err.param ? ` (parameter: ${err.param})` : "";
    const title = context ? `${context}: ${err.message}` : err.message;
    const detail = `${err.type} · ${err.code}${param}`;
    setItems((xs) => {
      const same = xs.find((x) => x.kind === "error" && x.title === title && x.detail === detail);
      if (same) {
        schedule(same.id, ERROR_MS);
        return xs.map((x) => (x === same ? { ...x, count: x.count + 1 } : x));
      }
      const id = nextId++;
      schedule(id, ERROR_MS);
      return [...xs.slice(-4), { id, kind: "error", title, detail, count: 1 }];
    });
  }, [schedule]);
  const ok = useCallback((msg: string) => {
    const id = nextId++;
    setItems((xs) => [...xs.filter((x) => !(x.kind === "ok" && x.title === msg)).slice(-4), { id, kind: "ok", title: msg, count: 1 }]);
    schedule(id, INFO_MS);
  }, [schedule]);

  return (
    <Ctx.Provider value={{ error, ok }}>
      {secretBad && (
        <div className="error-box bridge-banner" role="alert" data-testid="bridge-banner">
          <div className="error-title">This page is not connected to Carrel</div>
          <div>The browser bridge secret is missing or wrong. Open the link that <code>carrel serve</code> printed (it ends in <code>#bridge=…</code>).</div>
        </div>
      )}
      <StackCtx.Provider value={{ items, dismiss, hold, resume }}>{children}</StackCtx.Provider>
    </Ctx.Provider>
  );
}

/** ToastStack renders the toasts as a strip in normal flow; the shell puts it below the page's
 * scrolling area, which gives up the strip's height instead of lying under it. */
export function ToastStack() {
  const { items, dismiss, hold, resume } = useContext(StackCtx);
  const strip = useRef<HTMLDivElement>(null);
  // Drawers and dialogs are fixed to the window, outside the column's flow: they read the strip's
  // height from --toast-h and end above it, as the page does.
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    const put = () => document.documentElement.style.setProperty("--toast-h", `${el.offsetHeight}px`);
    put();
    const ro = new ResizeObserver(put);
    ro.observe(el);
    return () => {
      ro.disconnect();
      document.documentElement.style.removeProperty("--toast-h");
    };
  }, []);
  useLayoutEffect(() => {
    if (strip.current) document.documentElement.style.setProperty("--toast-h", `${strip.current.offsetHeight}px`);
  }, [items]);
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid="toast-strip" ref={strip}>
      {items.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === "error" ? "alert" : undefined} data-testid={`toast-${t.kind}`}
          onMouseEnter={() => hold(t.id)} onMouseLeave={() => resume(t)}>
          <div>
            <div className="toast-title">{t.title}{t.count > 1 && <span className="toast-count" aria-label={`${t.count} times`}> ×{t.count}</span>}</div>
            {t.detail && <div className="toast-detail mono">{t.detail}</div>}
          </div>
          <button className="icon-btn" aria-label="Dismiss" onClick={() => dismiss(t.id)}>×</button>
        </div>
      ))}
    </div>
  );
}

/** useToast returns the toast functions. */
export function useToast(): ToastApi {
  return useContext(Ctx);
}
