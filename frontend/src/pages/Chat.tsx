// Chat: conversations over chosen documents and papers, answers streamed with page-level citations.
import { useState } from "react";
import { ErrorBox } from "../components/ErrorBox";
import { Empty, PageHeader } from "../components/bits";
import { ListChats } from "../lib/api";
import { when } from "../lib/format";
import { useChanges } from "../lib/changes";
import { useAsync } from "../lib/hooks";
import { hashParam } from "../lib/route";
import { ChatView } from "./chat/ChatView";
import { NewChatDialog } from "./chat/NewChatDialog";

/** ChatPage lists chats and shows the chosen one. */
export function ChatPage() {
  const [refresh, setRefresh] = useState(0);
  const chats = useAsync(() => ListChats({ limit: 50 }), [refresh]);
  const [current, setCurrent] = useState<string | null>(null);
  // "#/chat?library=lib_…" is the Library's "Chat with this library": the dialog opens with its documents ticked.
  const [fromLibrary] = useState(() => hashParam("library"));
  const [creating, setCreating] = useState(!!fromLibrary);
  useChanges(["chats"], () => void chats.reload());
  const rows = chats.data?.data ?? [];
  const active = current ?? rows[0]?.id ?? null;
  return (
    <>
      <PageHeader title="Chat" subtitle="Ask questions of a fixed set of sources; answers cite the page." actions={
        <button className="btn btn-primary" onClick={() => setCreating(true)}>New chat</button>} />
      <div className="chat-layout">
        <div className="chat-list" aria-label="Chats">
          <ErrorBox error={chats.error} title="Could not list chats" onRetry={chats.reload} />
          {chats.data && rows.length === 0 && <Empty>No chats yet.</Empty>}
          {rows.map((c) => {
            const n = (c.document_ids?.length ?? 0) + (c.paper_ids?.length ?? 0);
            return (
              <button type="button" key={c.id} className={c.id === active ? "chat-item active" : "chat-item"} onClick={() => setCurrent(c.id)}
                aria-current={c.id === active ? "true" : undefined} data-testid="chat-item" title={c.title || undefined}>
                <div className="truncate chat-title">{c.title || <span className="muted">New chat</span>}</div>
                <div className="small muted">{n} source{n === 1 ? "" : "s"} · {c.depth?.replace(/_/g, " ")} · {when(c.created_at)}</div>
              </button>
            );
          })}
        </div>
        {active ? <ChatView key={active} chatId={active} /> : (
          <div className="chat-main" style={{ display: "grid", placeItems: "center" }}>
            <Empty>Choose sources to start a chat.<br /><button className="btn btn-primary" style={{ marginTop: 10 }} onClick={() => setCreating(true)}>New chat</button></Empty>
          </div>
        )}
      </div>
      {creating && <NewChatDialog libraryId={fromLibrary} onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); setCurrent(id); setRefresh((n) => n + 1); }} />}
    </>
  );
}
