// Bibliography HTML comes from user-editable metadata: keep only inline formatting before showing it.

const ALLOWED = new Set(["DIV", "SPAN", "I", "B", "EM", "STRONG", "SUP", "SUB", "BR", "P", "SMALL", "U"]);
const ATTRS = new Set(["class", "style"]);

function clean(node: Element): void {
  for (const child of Array.from(node.children)) {
    if (!ALLOWED.has(child.tagName)) {
      child.replaceWith(document.createTextNode(child.textContent ?? ""));
      continue;
    }
    for (const a of Array.from(child.attributes)) {
      if (!ATTRS.has(a.name) || /url\(|expression/i.test(a.value)) child.removeAttribute(a.name);
    }
    clean(child);
  }
}

/** sanitizeHTML returns html with scripts, links, images and event attributes removed. */
export function sanitizeHTML(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, "text/html");
  const root = doc.body.firstElementChild;
  if (!root) return "";
  clean(root);
  return root.innerHTML;
}
