import { escapeHtml } from '../../sandbox-pages/html-page.js';

const SHELL_START = '<!--shell-->';
const SHELL_END = '<!--/shell-->';
const ROOT_CLOSE = '</div>';
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** The built index.html, cut where a rendered page goes. */
export interface PageTemplate {
  /** The page as built: the bare shell, which the browser renders itself. */
  shell: string;
  /** Up to and including the root element's opening tag, without the app's scripts. */
  head: string;
  /** From the root element's closing tag to the end. */
  tail: string;
  /** The app's entry script and the chunks it imports at once. */
  entry: string;
  preloads: string[];
}

/**
 * Cuts the built index.html around the placeholder of its root element
 * (between `<!--shell-->` and `<!--/shell-->`), which a rendered page replaces,
 * and takes the app's scripts out of its head. Undefined for a page without
 * the markers or the entry script.
 */
export function parsePageTemplate(html: string): PageTemplate | undefined {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END);
  if (start < 0 || end < start) return undefined;
  const tail = html.slice(end + SHELL_END.length).trimStart();
  const head = html.slice(0, start).trimEnd();
  // Vite's build puts the entry in the head; the source page has it after the root element.
  const entry = ENTRY_SCRIPT.exec(head)?.[1] ?? ENTRY_SCRIPT.exec(tail)?.[1];
  if (!tail.startsWith(ROOT_CLOSE) || !entry) return undefined;
  const withoutScripts = (part: string) =>
    part.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return {
    shell: html,
    head: withoutScripts(head),
    tail: withoutScripts(tail),
    entry,
    preloads: [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
  };
}

export interface PageParts {
  /** The language of the page, as `<html lang>` says it (`fr`, `es`, `en`). */
  language: string;
  /** The nonce the response's Content-Security-Policy allows inline scripts with. */
  nonce: string;
  /** The JSON of the page state, read by the app when it hydrates the page. */
  stateJson: string;
  stateElementId: string;
}

/** The head of a rendered page: its language on the html element. */
export function renderPageHead(template: PageTemplate, parts: Pick<PageParts, 'language'>): string {
  return template.head.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(parts.language)}"`);
}

/**
 * The script that starts the app once the page has painted: the rendered
 * markup and the styles get the connection to themselves first, then the
 * entry and its chunks are fetched to hydrate it. After the next frame, or a
 * second at most (a page opened in a background tab gets no frames).
 */
function renderDeferredStart(template: PageTemplate, parts: PageParts): string {
  const modules = JSON.stringify(template.preloads).replace(/</g, '\\u003c');
  const entry = JSON.stringify(template.entry).replace(/</g, '\\u003c');
  const code = `(function(){var started=false;function start(){if(started)return;started=true;${modules}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)});var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=${entry};document.body.appendChild(script)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})();`;
  return `<script nonce="${escapeHtml(parts.nonce)}">${code}</script>`;
}

/**
 * What follows the rendered markup: the root element closed, the page state
 * as a JSON script (not executed, so the Content-Security-Policy has nothing
 * to allow), the start of the app, then the rest of the page.
 */
export function renderPageTail(template: PageTemplate, parts: PageParts): string {
  const state = `<script type="application/json" id="${escapeHtml(parts.stateElementId)}">${parts.stateJson}</script>`;
  return `${ROOT_CLOSE}${state}${renderDeferredStart(template, parts)}${template.tail.slice(ROOT_CLOSE.length)}`;
}
