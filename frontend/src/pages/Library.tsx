// Library: documents (user PDFs) and papers (the corpus), adding, importing and the watched folder.
import { useRef, useState } from "react";
import { PageHeader } from "../components/bits";
import { ErrorBox } from "../components/ErrorBox";
import { ListLibraries } from "../lib/api";
import { useChanges } from "../lib/changes";
import { useAsync } from "../lib/hooks";
import { openPage } from "../lib/route";
import { Onboarding } from "./Onboarding";
import { AddPanel } from "./library/AddPanel";
import { ZoteroImport } from "./library/ZoteroImport";
import { DocumentsTable } from "./library/Documents";
import { PapersTable } from "./library/Papers";
import { Duplicates } from "./library/Duplicates";
import { WatchPanel } from "./library/WatchPanel";
import { NewLibraryButton } from "./library/NewLibrary";

/** LibraryPage is the home page. */
export function LibraryPage() {
  const [tab, setTab] = useState<"documents" | "papers">("documents");
  const [libraryId, setLibraryId] = useState("");
  const [refresh, setRefresh] = useState(0);
  const [onboarding, setOnboarding] = useState(false);
  const libs = useAsync(() => ListLibraries(), [refresh]);
  const bump = () => setRefresh((n) => n + 1);
  // Opening a tab brings its table (controls and first rows) to the top of the window.
  const tabsRef = useRef<HTMLDivElement>(null);
  const openTab = (t: "documents" | "papers") => {
    setTab(t);
    tabsRef.current?.scrollIntoView({ block: "start" });
  };
  // The watched folder files its documents into a new library named after the folder.
  useChanges(["documents"], () => void libs.reload());

  return (
    <>
      <PageHeader title="Library" subtitle="Your PDFs and the papers of your offline corpus." actions={
        <div className="row">
          <select aria-label="Library filter" value={libraryId} onChange={(e) => setLibraryId(e.target.value)}>
            <option value="">All libraries</option>
            {(libs.data?.data ?? []).map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
          </select>
          {libraryId && <>
            <button className="btn" data-testid="search-library" onClick={() => openPage("search", { library: libraryId })}>Search this library only</button>
            <button className="btn" data-testid="chat-library" onClick={() => openPage("chat", { library: libraryId })}>Chat with this library</button>
          </>}
          <NewLibraryButton onCreated={bump} />
        </div>
      } />
      <ErrorBox error={libs.error} title="Could not list libraries" onRetry={libs.reload} />
      <Onboarding onStarted={bump} onShown={setOnboarding} />
      <div className="layout-side">
        <div>
          <div hidden={onboarding} data-testid="add-controls">
            <AddPanel libraryId={libraryId || null} onAdded={bump} />
            <ZoteroImport onImported={bump} />
          </div>
          <Duplicates refresh={refresh} onMerged={bump} />
          <div className="tabs" role="tablist" style={{ marginTop: 18 }} ref={tabsRef}>
            <button role="tab" className={tab === "documents" ? "tab active" : "tab"} aria-selected={tab === "documents"} onClick={() => openTab("documents")}>Documents</button>
            <button role="tab" className={tab === "papers" ? "tab active" : "tab"} aria-selected={tab === "papers"} onClick={() => openTab("papers")}>Papers</button>
          </div>
          <div className={`tab-panel tab-${tab}`}>
            {tab === "documents"
              ? <DocumentsTable libraryId={libraryId} refresh={refresh} libraries={libs.data?.data ?? []} />
              : <PapersTable refresh={refresh} libraryId={libraryId} />}
          </div>
        </div>
        <WatchPanel refresh={refresh} />
      </div>
    </>
  );
}
