import type { Page } from '@playwright/test';

/**
 * Texts and labels of the page that look like message keys of the given namespaces
 * (businessInformation.vat.title): a translation missing in the language of the page.
 */
export function listMessageKeysShown(page: Page, namespaces: readonly string[]): Promise<string[]> {
  const pattern = `^(${namespaces.join('|')})(\\.[\\w-]+)+$`;
  // Runs in the page, given as text: the tests are compiled without the DOM's types.
  return page.evaluate<string[]>(`(() => {
    const key = new RegExp(${JSON.stringify(pattern)});
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        texts.push((element.getAttribute(name) ?? '').trim());
      }
    }
    return texts.filter((text) => key.test(text));
  })()`);
}
