// Validation as you type on the forms drawn without React (src/islands/forms/plain-form.ts): which
// message a field shows at each moment.
import { describe, expect, it } from 'vitest';
import { shownError } from '../../src/lib/forms/shown-error';

describe('shownError', () => {
  const rule = 'Enter your first name.';

  it('says nothing about a field that was neither left nor submitted', () => {
    expect(shownError({ client: rule, touched: false, submitted: false })).toBeUndefined();
  });

  it('shows the rule once the field has been left, or the form submitted', () => {
    expect(shownError({ client: rule, touched: true, submitted: false })).toBe(rule);
    expect(shownError({ client: rule, touched: false, submitted: true })).toBe(rule);
  });

  it('shows nothing for a field that passes its rule', () => {
    expect(shownError({ client: undefined, touched: true, submitted: true })).toBeUndefined();
    expect(shownError({ client: '', touched: true, submitted: true })).toBeUndefined();
  });

  it('shows the server’s issue first, even before the field is visited', () => {
    expect(shownError({ server: 'That name is taken.', client: rule, touched: true, submitted: true })).toBe('That name is taken.');
    expect(shownError({ server: 'That name is taken.', touched: false, submitted: false })).toBe('That name is taken.');
  });
});
