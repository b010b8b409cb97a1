/**
 * The test DOM (happy-dom) lacks a few browser APIs the app relies on. These stand-ins keep their observable contract
 * (a modal dialog opens and closes, scrolling is a no-op) without pretending to lay anything out.
 */
export function installBrowserGaps(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof dialog.close !== 'function') {
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  window.scrollTo = () => undefined;
  // The leads page reports a refused save in the browser's own alert (the spec's words); tests spy on it.
  window.alert = () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
