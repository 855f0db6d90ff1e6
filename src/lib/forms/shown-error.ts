/**
 * Which message a form field shows, the rule of validation as you type: a message from the server
 * (a 422's issue for that field) until the field is edited; otherwise the field's own rule, once the
 * field has been left or the form submitted, and then after every keystroke.
 */
export function shownError(state: { server?: string; client?: string; touched: boolean; submitted: boolean }): string | undefined {
  if (state.server) return state.server;
  return state.touched || state.submitted ? state.client || undefined : undefined;
}
