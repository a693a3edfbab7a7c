// Drafts: text typed into a box survives leaving the page and failed submissions (sessionStorage).
import { useEffect, useState } from "react";

/** useDraft is useState kept in sessionStorage under key. */
export function useDraft(key: string, initial = ""): [string, (v: string) => void] {
  const [v, setV] = useState(() => sessionStorage.getItem(`carrel.draft.${key}`) ?? initial);
  useEffect(() => {
    if (v) sessionStorage.setItem(`carrel.draft.${key}`, v);
    else sessionStorage.removeItem(`carrel.draft.${key}`);
  }, [key, v]);
  return [v, setV];
}

/** LimitNote says how close text is to max characters, and by how much it is over. */
export function limitText(len: number, max: number, what: string): { show: boolean; over: boolean; text: string } {
  const over = len > max;
  const fmt = (n: number) => n.toLocaleString("en");
  if (over) return { show: true, over, text: `${fmt(len)} / ${fmt(max)} characters: ${what} is ${fmt(len - max)} characters too long. Shorten it to send; nothing you typed is cut.` };
  return { show: len >= max * 0.8, over, text: `${fmt(len)} / ${fmt(max)} characters` };
}
