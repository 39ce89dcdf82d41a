/**
 * The merge-tag syntax shared by the server (saving and rendering) and the web (the editor's checks):
 * `{{Group.Name}}`, spaces inside the braces allowed, names matched without regard to case.
 * Everything between `{{` and `}}` is a tag: a misspelt one is refused on save, never sent as text.
 */
const TAG = /\{\{([^{}]*)\}\}/g;

/** The tag names a text uses, as written (trimmed), in order of first use, each once. */
export function findTags(text: string): string[] {
  const seen = new Map<string, string>();
  for (const m of text.matchAll(TAG)) {
    const name = m[1].trim();
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/** The tags of `text` that are not in `known` (compared without regard to case). */
export function unknownTags(text: string, known: Iterable<string>): string[] {
  const names = new Set([...known].map((k) => k.toLowerCase()));
  return findTags(text).filter((t) => !names.has(t.toLowerCase()));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Replaces every tag by its value: empty when the value is empty or unknown (never the tag's text).
 * In HTML the value is escaped and its line breaks become <br>.
 */
export function renderTags(
  text: string,
  values: Record<string, string | null | undefined>,
  mode: 'html' | 'text',
): string {
  const lower = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
  return text.replace(TAG, (_, name: string) => {
    const value = lower.get(name.trim().toLowerCase()) ?? '';
    return mode === 'html' ? escapeHtml(value).replace(/\r?\n/g, '<br>') : value;
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A plain-text rendering of an HTML body: the text part of the e-mail. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
