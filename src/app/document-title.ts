import { appTexts } from './texts';

/** The browser tab names the page first, so a row of Ритм tabs can be told apart. */
export function pageHead(page: string) {
  return () => ({ meta: [{ title: `${page} · ${appTexts.product}` }] });
}
