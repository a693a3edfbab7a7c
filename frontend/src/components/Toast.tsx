// Toasts for the outcome of actions; errors stay until dismissed so they are read.
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { toApiError } from "../lib/errors";

interface ToastItem { id: number; kind: "error" | "ok"; title: string; detail?: string }
interface ToastApi { error: (e: unknown, context?: string) => void; ok: (msg: string) => void }

const Ctx = createContext<ToastApi>({ error: () => {}, ok: () => {} });

let nextId = 1;

/** ToastProvider renders the toast stack and offers useToast to its children. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);

  const error = useCallback((e: unknown, context?: string) => {
    const err = toApiError(e);
    const param = err.param ? ` (parameter: ${err.param})` : "";
    setItems((xs) => [...xs.slice(-4), { id: nextId++, kind: "error", title: context ? `${context}: ${err.message}` : err.message, detail: `${err.type} · ${err.code}${param}` }]);
  }, []);
  const ok = useCallback((msg: string) => {
    const id = nextId++;
    setItems((xs) => [...xs.slice(-4), { id, kind: "ok", title: msg }]);
    setTimeout(() => dismiss(id), 3500);
  }, [dismiss]);

  return (
    <Ctx.Provider value={{ error, ok }}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === "error" ? "alert" : undefined}>
            <div>
              <div className="toast-title">{t.title}</div>
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
