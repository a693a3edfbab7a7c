// The shell: left navigation, the current page and, below it in the same column, the toast strip (the first-run panel is on the Library page).
import { useEffect, useState, type ReactNode } from "react";
import { ToastProvider, ToastStack } from "./components/Toast";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { LibraryPage } from "./pages/Library";
import { SearchPage } from "./pages/Search";
import { ChatPage } from "./pages/Chat";
import { CitePage } from "./pages/Cite";
import { UsagePage } from "./pages/Usage";
import { SettingsPage } from "./pages/Settings";
import { isBrowserMode } from "./lib/bridge";

const PAGES: { id: string; label: string; icon: string; render: () => ReactNode }[] = [
  { id: "library", label: "Library", icon: "▤", render: () => <LibraryPage /> },
  { id: "search", label: "Search", icon: "⌕", render: () => <SearchPage /> },
  { id: "chat", label: "Chat", icon: "❝", render: () => <ChatPage /> },
  { id: "cite", label: "Cite", icon: "§", render: () => <CitePage /> },
  { id: "usage", label: "Usage", icon: "◔", render: () => <UsagePage /> },
  { id: "settings", label: "Settings", icon: "⚙", render: () => <SettingsPage /> },
];

function pageFromHash(): string {
  const id = location.hash.replace(/^#\/?/, "").split(/[/?]/)[0];
  return PAGES.some((p) => p.id === id) ? id : "library";
}

/** App is the root component. */
export function App() {
  const [page, setPage] = useState(pageFromHash);
  useEffect(() => {
    const h = () => setPage(pageFromHash());
    window.addEventListener("hashchange", h);
    return () => window.removeEventListener("hashchange", h);
  }, []);
  const current = PAGES.find((p) => p.id === page) ?? PAGES[0];
  return (
    <ToastProvider>
      <div className="shell">
        <nav className="sidebar" aria-label="Main">
          <div className="brand">
            <span className="brand-mark">C</span>
            <span className="brand-name">Carrel</span>
          </div>
          <ul>
            {PAGES.map((p) => (
              <li key={p.id}>
                <a href={`#/${p.id}`} className={p.id === page ? "nav-link active" : "nav-link"} aria-current={p.id === page ? "page" : undefined}>
                  <span className="nav-icon" aria-hidden>{p.icon}</span>
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="sidebar-foot muted small">{isBrowserMode() ? "Browser mode · local server" : "Offline research desk"}</div>
        </nav>
        <div className="main-col">
          <main className="content" key={current.id}><ErrorBoundary>{current.render()}</ErrorBoundary></main>
          <ToastStack />
        </div>
      </div>
    </ToastProvider>
  );
}
