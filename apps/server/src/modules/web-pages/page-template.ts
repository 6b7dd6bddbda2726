import { escapeHtml } from '../../sandbox-pages/html-page.js';

const SHELL_START = '<!--shell-->';
const SHELL_END = '<!--/shell-->';
const ROOT_CLOSE = '</div>';

/** The built index.html, cut where a rendered page goes. */
export interface PageTemplate {
  /** The page as built: the bare shell, which the browser renders itself. */
  shell: string;
  /** Up to and including the root element's opening tag. */
  head: string;
  /** From the root element's closing tag to the end. */
  tail: string;
}

/**
 * Cuts the built index.html around the placeholder of its root element
 * (between `<!--shell-->` and `<!--/shell-->`), which a rendered page replaces.
 * Undefined for a page without the markers.
 */
export function parsePageTemplate(html: string): PageTemplate | undefined {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) return undefined;
  const tail = html.slice(end + SHELL_END.length).trimStart();
  if (!tail.startsWith(ROOT_CLOSE)) return undefined;
  return { shell: html, head: html.slice(0, start).trimEnd(), tail };
}

export interface PageParts {
  /** The language of the page, as `<html lang>` says it (`fr`, `es`, `en`). */
  language: string;
  /** Scripts to fetch beside the entry (the language's messages, say). */
  modulePreloads: readonly string[];
}

/** The head of a rendered page: its language on the html element, and its preloads. */
export function renderPageHead(template: PageTemplate, parts: PageParts): string {
  const preloads = parts.modulePreloads
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  return template.head
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(parts.language)}"`)
    .replace('</head>', `${preloads}</head>`);
}

/**
 * What follows the rendered markup: the root element closed, then the page
 * state as a JSON script (not executed, so the Content-Security-Policy has
 * nothing to allow), then the rest of the page with the entry script.
 */
export function renderPageTail(template: PageTemplate, stateJson: string, stateId: string): string {
  const state = `<script type="application/json" id="${escapeHtml(stateId)}">${stateJson}</script>`;
  return `${ROOT_CLOSE}${state}${template.tail.slice(ROOT_CLOSE.length)}`;
}
