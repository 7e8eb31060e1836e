/**
 * After a submit that failed validation, focus goes to the first field with a problem (in the form's own order),
 * so keyboard and screen-reader users land where the fix is instead of staying on the submit button.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (el: Element): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

export function focusFirstInvalid(form: HTMLFormElement | null, invalidNames: Iterable<string>): void {
  if (!form) return;
  const names = new Set(invalidNames);
  [...form.elements].find((el): el is Field => isField(el) && names.has(el.name))?.focus();
}
