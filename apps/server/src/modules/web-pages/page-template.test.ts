import { describe, expect, it } from 'vitest';
import { parsePageTemplate, renderPageHead, renderPageTail } from './page-template.js';

/** index.html as Vite builds it: the entry and its preloads in the head, the shell in the root. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script>theme()</script>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-1a.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-2b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3c.css">
  </head>
  <body>
    <div id="root">
      <!--shell-->
      <div aria-busy="true">spinner</div>
      <!--/shell-->
    </div>
  </body>
</html>`;

describe('the page template', () => {
  const template = parsePageTemplate(BUILT)!;

  it('takes the app scripts out of the head, keeping the styles and the inline theme script', () => {
    expect(template.entry).toBe('/assets/index-1a.js');
    expect(template.preloads).toEqual(['/assets/react-2b.js']);
    expect(template.head).not.toContain('type="module"');
    expect(template.head).not.toContain('modulepreload');
    expect(template.head).toContain('<script>theme()</script>');
    expect(template.head).toContain('index-3c.css');
    expect(template.head.endsWith('<div id="root">')).toBe(true);
  });

  it('keeps the page as built for the bare shell', () => {
    expect(template.shell).toBe(BUILT);
  });

  it('refuses a page without the shell markers', () => {
    expect(parsePageTemplate(BUILT.replace('<!--shell-->', ''))).toBeUndefined();
  });

  it('writes the language on the html element', () => {
    expect(renderPageHead(template, { language: 'es' })).toContain('<html lang="es">');
  });

  it('closes the root, then the state, then starts the app after the first paint with the nonce', () => {
    const tail = renderPageTail(template, {
      language: 'fr',
      nonce: 'n0nce',
      stateJson: '{"locale":"fr-fr"}',
      stateElementId: 'page-state',
    });
    expect(tail.startsWith('</div><script type="application/json" id="page-state">')).toBe(true);
    expect(tail).toContain('{"locale":"fr-fr"}</script><script nonce="n0nce">');
    expect(tail).toContain('requestAnimationFrame');
    expect(tail).toContain('["/assets/react-2b.js"]');
    expect(tail).toContain('"/assets/index-1a.js"');
    expect(tail.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('escapes a nonce or an asset path that would break out of the script', () => {
    const hostile = parsePageTemplate(
      BUILT.replace('/assets/react-2b.js', '/assets/</script><script>alert(1)//.js'),
    )!;
    const tail = renderPageTail(hostile, {
      language: 'fr',
      nonce: '"><script>',
      stateJson: '{}',
      stateElementId: 'page-state',
    });
    expect(tail).not.toContain('</script><script>alert(1)');
    expect(tail).not.toContain('nonce=""><script>');
  });
});
