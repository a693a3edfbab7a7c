// Toasts for the outcome of actions: info toasts leave after a few seconds; errors stay until
// dismissed so they are read, but the same error is shown once (with a count), not stacked. A
// refused bridge secret becomes one banner for the whole page.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { BRIDGE_SECRET_EVENT } from "../lib/bridge";
import { toApiError } from "../lib/errors";

interface ToastItem { id: number; kind: "error" | "ok"; title: string; detail?: string; count: number }
interface ToastApi { error: (e: unknown, context?: string) => void; ok: (msg: string) => void }

const Ctx = createContext<ToastApi>({ error: () => {}, ok: () => {} });

let nextId = 1;
/** INFO_MS is how long an info toast stays. */
export const INFO_MS = 4000;

/** ToastProvider renders the toast stack and offers useToast to its children. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [secretBad, setSecretBad] = useState(false);
  const dismiss = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);
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
      if (same) return xs.map((x) => (x === same ? { ...x, count: x.count + 1 } : x));
      return [...xs.slice(-4), { id: nextId++, kind: "error", title, detail, count: 1 }];
    });
  }, []);
  const ok = useCallback((msg: string) => {
    const id = nextId++;
    setItems((xs) => [...xs.filter((x) => !(x.kind === "ok" && x.title === msg)).slice(-4), { id, kind: "ok", title: msg, count: 1 }]);
    setTimeout(() => dismiss(id), INFO_MS);
  }, [dismiss]);

  return (
    <Ctx.Provider value={{ error, ok }}>
      {secretBad && (
        <div className="error-box bridge-banner" role="alert" data-testid="bridge-banner">
          <div className="error-title">This page is not connected to Carrel</div>
          <div>The browser bridge secret is missing or wrong. Open the link that <code>carrel serve</code> printed (it ends in <code>#bridge=…</code>).</div>
        </div>
      )}
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === "error" ? "alert" : undefined} data-testid={`toast-${t.kind}`}>
            <div>
              <div className="toast-title">{t.title}{t.count > 1 && <span className="toast-count" aria-label={`${t.count} times`}> ×{t.count}</span>}</div>
              {t.detail && <div className="toast-detail mono">{t.detail}</div>}
            </div>
            <button className="icon-btn" aria-label="Dismiss" onClick={() => dismiss(t.id)}>×</button>
          </div>
        ))}
      </div>
    </Ctx.Provider>
  );
}

/** useToast returns the toast functions. */
export function useToast(): ToastApi {
  return useContext(Ctx);
}
