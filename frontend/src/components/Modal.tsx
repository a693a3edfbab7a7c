// Modal dialogs: a generic one and a confirmation that names what it acts on.
import { useEffect, type ReactNode } from "react";

/** Modal is a centred dialog closed with Escape or the backdrop. */
export function Modal({ title, onClose, children, footer, wide }: { title: string; onClose: () => void; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  useEffect(() => {
    const k = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", k);
    return () => window.removeEventListener("keydown", k);
  }, [onClose]);
  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal${wide ? " modal-wide" : ""}`} role="dialog" aria-modal="true" aria-label={title}>
        <h2 className="modal-title">{title}</h2>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>
  );
}

/** ConfirmDialog asks before a destructive action; the item is named in the question. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel, busy }: {
  title: string; message: ReactNode; confirmLabel: string; onConfirm: () => void; onCancel: () => void; busy?: boolean;
}) {
  return (
    <Modal title={title} onClose={onCancel} footer={<>
      <button className="btn" onClick={onCancel} autoFocus>Cancel</button>
      <button className="btn btn-danger" onClick={onConfirm} disabled={busy}>{busy ? "Working…" : confirmLabel}</button>
    </>}>
      <p>{message}</p>
    </Modal>
  );
}

/** Drawer slides in from the right for details and citation sources. */
export function Drawer({ title, onClose, children, width }: { title: ReactNode; onClose: () => void; children: ReactNode; width?: number }) {
  useEffect(() => {
    const k = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", k);
    return () => window.removeEventListener("keydown", k);
  }, [onClose]);
  return (
    <aside className="drawer" style={width ? { width } : undefined} aria-label="Details panel">
      <header className="drawer-head">
        <div className="drawer-title">{title}</div>
        <button className="icon-btn" aria-label="Close panel" onClick={onClose}>×</button>
      </header>
      <div className="drawer-body">{children}</div>
    </aside>
  );
}
