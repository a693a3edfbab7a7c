// Small presentational pieces: status badges, copy buttons, secrets shown once, empty states.
import { useState, type ReactNode } from "react";
import { copyText } from "../lib/files";
import { useToast } from "./Toast";

/** StatusBadge colours a job or endpoint status. */
export function StatusBadge({ status }: { status: string }) {
  const live = status === "queued" || status === "running" || status === "pending";
  return <span className={`badge badge-${status}`}>{live && <span className="pulse" />}{status}</span>;
}

/** CopyButton copies text (and optional HTML) and says so. */
export function CopyButton({ text, html, label = "Copy" }: { text: string; html?: string; label?: string }) {
  const toast = useToast();
  const [done, setDone] = useState(false);
  return (
    <button className="btn btn-small" onClick={async () => {
      try {
        await copyText(text, html);
        setDone(true);
        setTimeout(() => setDone(false), 1500);
      } catch (e) {
        toast.error(e, "Copy failed");
      }
    }}>{done ? "Copied" : label}</button>
  );
}

/** SecretOnce shows a secret that cannot be retrieved again, with a copy button. */
export function SecretOnce({ secret, note }: { secret: string; note?: string }) {
  return (
    <div className="secret">
      <p className="muted">{note ?? "Copy this secret now. It is shown only once and cannot be retrieved later."}</p>
      <div className="secret-row">
        <code className="secret-value" data-testid="secret-value">{secret}</code>
        <CopyButton text={secret} />
      </div>
    </div>
  );
}

/** Empty is the calm placeholder of an empty list. */
export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

/** Spinner marks loading. */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return <span className="spinner" role="progressbar" aria-label={label} />;
}

/** PageHeader is the title row of a page. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <header className="page-head">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}
