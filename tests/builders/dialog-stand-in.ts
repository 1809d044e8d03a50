import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no working <dialog>: for each test of the file, open and close it as a browser would (the `open`
 * attribute, a close event). Call at the top of a test file.
 */
export function standInForDialogs(): void {
  beforeEach(() => {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
  });
  afterEach(() => {
    const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    delete prototype.showModal;
    delete prototype.close;
  });
}
