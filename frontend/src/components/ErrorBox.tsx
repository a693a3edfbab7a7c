// Inline display of a failed call: message, then type · code · param for the curious.
import type { ApiError } from "../lib/errors";

/** ErrorBox shows an ApiError inline with an optional retry. */
export function ErrorBox({ error, onRetry, title }: { error: ApiError | null; onRetry?: () => void; title?: string }) {
  // A refused bridge secret is said once, by the shell's banner.
  if (!error || error.code === "bridge_secret_invalid") return null;
  return (
    <div className="error-box" role="alert">
      <div className="error-title">{title ?? "Something went wrong"}</div>
      <div>{error.message}</div>
      <div className="error-meta mono">
        {error.type} · {error.code}
        {error.param ? ` · parameter ${error.param}` : ""}
      </div>
      {onRetry && <button className="btn btn-small" onClick={onRetry}>Try again</button>}
    </div>
  );
}
