// Chat streaming with one interface: Wails events in the window, the SSE bridge in a browser.
import { StreamMessage } from "./api";
import { bridgeStream, isBrowserMode } from "./bridge";
import { ApiError } from "./errors";
import type { SendMessageParams, StreamEvent } from "./types_research";

const IDLE_MS = 45000;

/** streamChatMessage sends a message and calls onEvent for every stream event; resolves after message.completed or error. */
export async function streamChatMessage(chatId: string, params: SendMessageParams, onEvent: (ev: StreamEvent) => void, signal?: AbortSignal): Promise<void> {
  if (isBrowserMode()) {
    await bridgeStream("StreamMessage", [chatId, { ...params, stream: true }], onEvent, signal);
    return;
  }
  const on = window.runtime?.EventsOn;
  if (!on) throw new ApiError({ type: "api_error", code: "runtime_missing", message: "The Wails runtime is not available." });
  const { stream_id } = await StreamMessage(chatId, { ...params, stream: true });
  // Events emitted before EventsOn subscribed are lost; if the stream goes quiet for IDLE_MS the
  // caller's reload of ListMessages shows the stored message instead of waiting forever.
  await new Promise<void>((resolve) => {
    let off: (() => void) | undefined;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(idle);
      off?.();
      resolve();
    };
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(finish, IDLE_MS);
    };
    signal?.addEventListener("abort", finish);
    off = on(`chat:${stream_id}`, (payload: unknown) => {
      const ev = payload as StreamEvent;
      onEvent(ev);
      if (ev.event === "message.completed" || ev.event === "error") finish();
      else arm();
    });
    arm();
  });
}
