/** Escapes text for HTML content and attribute values (double- or single-quoted). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A paragraph of plain text. */
export function renderParagraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

/** A bulleted list of plain-text items. */
export function renderList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * A link styled as a button. Styles are inline because most mail clients drop
 * `<style>` blocks.
 */
export function renderButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** The link written out, for a client that shows no button (or blocks it). */
export function renderLinkFallback(intro: string, link: string): string {
  return `<p>${escapeHtml(intro)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
}
