// HTML text and attribute escaping, shared by the build's document writer and the search engine (which
// also runs in the browser on a static host).
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
