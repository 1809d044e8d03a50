import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no working <dialog>: for the tests of the file that calls this, open and close it as a browser
 * would (the `open` attribute, a close event).
 */
export function shimDialogs(): void {
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
