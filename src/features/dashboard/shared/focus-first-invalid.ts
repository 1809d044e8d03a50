/** After a failed check, put the keyboard on the first field that needs fixing (its error is read with it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
