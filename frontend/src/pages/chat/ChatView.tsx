// One chat: its messages, the streamed reply as it arrives, and the composer.
import { useEffect, useRef, useState } from "react";
import { CitationPanel } from "../../components/CitationPanel";
import { ErrorBox } from "../../components/ErrorBox";
import { useToast } from "../../components/Toast";
import { Spinner } from "../../components/bits";
import { GetChat, ListMessages, RenameChat } from "../../lib/api";
import { useChanges } from "../../lib/changes";
import { ApiError, toApiError } from "../../lib/errors";
import { limitText, useDraft } from "../../lib/drafts";
import { label } from "../../lib/format";
import { useAsync } from "../../lib/hooks";
import { streamChatMessage } from "../../lib/stream";
import type { Citation, Message, StreamEvent } from "../../lib/types_research";
import { MessageItem } from "./MessageItem";

/** MAX_MESSAGE is the service's limit on a chat message. */
export const MAX_MESSAGE = 4000;

interface Live { question: string; content: string; citations: Citation[]; error: ApiError | null }

async function allMessages(chatId: string): Promise<Message[]> {
  const out: Message[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page = await ListMessages(chatId, { limit: 100, cursor });
    out.push(...page.data);
    if (!page.has_more || !page.next_cursor) break;
    cursor = page.next_cursor;
  }
  return out;
}

/** ChatView streams replies: deltas append text, citation.added resolves markers, message.completed ends it. */
export function ChatView({ chatId }: { chatId: string }) {
  const toast = useToast();
  const chat = useAsync(() => GetChat(chatId), [chatId]);
  const msgs = useAsync(() => allMessages(chatId), [chatId]);
  const [draft, setDraft] = useDraft(`chat.${chatId}`);
  const limit = limitText(draft.length, MAX_MESSAGE, "The message");
  const [live, setLive] = useState<Live | null>(null);
  const [open, setOpen] = useState<Citation | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<string | null>(null);
  useChanges(["chats"], () => void chat.reload());
  const rename = async () => {
    if (editing == null) return;
    try {
      chat.setData(await RenameChat(chatId, { title: editing }));
      setEditing(null);
    } catch (e) {
      toast.error(e, "Could not rename the chat");
    }
  };
  // Braces matter: scrollIntoView returns a Promise in new Chromium, and React would call it as a cleanup.
  useEffect(() => {
    void bottom.current?.scrollIntoView({ block: "end" });
  }, [msgs.data, live?.content, live?.citations.length]);

  const send = async () => {
    const question = draft.trim();
    if (!question || live || limit.over) return;
    setDraft("");
    setLive({ question, content: "", citations: [], error: null });
    const onEvent = (ev: StreamEvent) => setLive((l) => {
      if (!l) return l;
      if (ev.event === "message.delta") return { ...l, content: l.content + String(ev.data.delta ?? "") };
      if (ev.event === "citation.added") return { ...l, citations: [...l.citations, ev.data as unknown as Citation] };
      if (ev.event === "error") return { ...l, error: toApiError(ev.data.error ?? ev.data) };
      return l;
    });
    let failed = false;
    try {
      await streamChatMessage(chatId, { content: question }, onEvent);
    } catch (e) {
      failed = true;
      // Nothing typed is lost: the question goes back into the box unless something new was typed.
      setDraft(sessionStorage.getItem(`carrel.draft.chat.${chatId}`) || question);
      setLive((l) => (l ? { ...l, error: toApiError(e) } : l));
      toast.error(e, "The message could not be sent");
    }
    await msgs.reload();
    if (!failed) setLive((l) => (l && !l.error ? null : l));
  };

  const c = chat.data;
  const sources = c ? (c.document_ids?.length ?? 0) + (c.paper_ids?.length ?? 0) : 0;
  return (
    <div className="chat-main" data-testid="chat-view">
      <div className="card-head" style={{ padding: "12px 18px", borderBottom: "1px solid var(--line)", margin: 0 }}>
        {editing != null ? (
          <form className="row" onSubmit={(e) => { e.preventDefault(); void rename(); }} style={{ flexWrap: "nowrap" }}>
            <input type="text" value={editing} onChange={(e) => setEditing(e.target.value)} maxLength={400} aria-label="Chat title" autoFocus className="grow"
              onKeyDown={(e) => { if (e.key === "Escape") setEditing(null); }} />
            <button type="submit" className="btn btn-small btn-primary">Save</button>
            <button type="button" className="btn btn-small" onClick={() => setEditing(null)}>Cancel</button>
          </form>
        ) : (
          <div className="row" style={{ flexWrap: "nowrap", minWidth: 0 }}>
            <h2 className="truncate chat-heading" data-testid="chat-title">{c?.title || "New chat"}</h2>
            {c && <button className="btn btn-link btn-small" onClick={() => setEditing(c.title || "")} aria-label="Rename chat">Rename</button>}
          </div>
        )}
        <div className="small muted">{c ? `${sources} source${sources === 1 ? "" : "s"} · ${label(c.depth)} · ${c.language}` : chatId}</div>
      </div>
      <div className="messages">
        <ErrorBox error={chat.error} title="Could not load the chat" />
        <ErrorBox error={msgs.error} title="Could not load messages" onRetry={msgs.reload} />
        {msgs.loading && !msgs.data && <Spinner />}
        {(msgs.data ?? []).map((m) => <MessageItem key={m.id} role={m.role} content={m.content} citations={m.citations} onOpen={setOpen} footer={m.role === "assistant" ? `${m.credits_cost} credits` : undefined} />)}
        {live && (
          <>
            <MessageItem role="user" content={live.question} citations={[]} onOpen={setOpen} />
            <div data-testid="streaming-message">
              {live.content ? <MessageItem role="assistant" content={live.content} citations={live.citations} onOpen={setOpen} /> : !live.error && <div className="muted"><Spinner /> Reading the sources…</div>}
            </div>
            <ErrorBox error={live.error} title="The answer stopped" />
          </>
        )}
        <div ref={bottom} />
      </div>
      <div className="composer">
        <textarea rows={2} placeholder="Ask about these sources…" value={draft} aria-label="Message" onChange={(e) => setDraft(e.target.value)}
          aria-describedby="message-limit" aria-invalid={limit.over || undefined}
          onKeyDown={(e) => { if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); void send(); } }} />
        <button className="btn btn-primary" disabled={!draft.trim() || !!live || limit.over} onClick={() => void send()}>{live && !live.error ? "Answering…" : "Send"}</button>
        {live?.error && <button className="btn" onClick={() => setLive(null)}>Dismiss</button>}
      </div>
      {limit.show && <div id="message-limit" className={limit.over ? "limit-note over" : "limit-note"} style={{ padding: "0 18px 8px" }}
        role={limit.over ? "alert" : undefined} data-testid="message-limit">{limit.text}</div>}
      {open && <CitationPanel citation={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
