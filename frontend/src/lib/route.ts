// Parameters carried in the page's hash ("#/search?library=lib_…"), so one page can open another
// with something chosen.

/** hashParam returns a parameter of the hash's query part, or null. */
export function hashParam(name: string): string | null {
  const q = location.hash.split("?")[1] ?? "";
  return new URLSearchParams(q).get(name);
}

/** openPage moves to a page with parameters ("search", { library: id }). */
export function openPage(page: string, params: Record<string, string> = {}) {
  const q = new URLSearchParams(params).toString();
  location.hash = `#/${page}${q ? `?${q}` : ""}`;
}
