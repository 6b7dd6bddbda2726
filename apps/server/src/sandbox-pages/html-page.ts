import type { Locale } from '@foundly/domain';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A whole page of an embedded sandbox (card checkout, signing): no index by
 * search engines, its own inline style and, when given, script.
 */
export function renderSandboxPage(page: {
  locale: Locale;
  title: string;
  style: string;
  body: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="${page.locale.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<main>
${page.body}
</main>${page.script ? `\n<script>${page.script}</script>` : ''}
</body>
</html>`;
}
