/**
 * Sends the form of this id as its own submit button would, for a dialog whose buttons and Enter key stand
 * outside the form (the form is in the dialog's content, its actions below it).
 */
export function submitForm(id: string): void {
  (document.getElementById(id) as HTMLFormElement | null)?.requestSubmit();
}
