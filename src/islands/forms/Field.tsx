import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A short rule shown under the label (e.g. the password length). */
  hint?: ReactNode;
  error?: string;
  /** Passed to the input (React 19 hands `ref` to function components as a prop). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby; the error line is a
 * polite live region, so screen readers hear messages that appear while typing.
 */
export function Field({ id, label, hint, error, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <p id={errorId} className="field-error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** A form-level message: errors interrupt (role=alert), successes are announced politely. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return kind === 'error' ? (
    <div className="form-alert form-alert-error" role="alert">
      {children}
    </div>
  ) : (
    <div className="form-alert form-alert-success" role="status">
      {children}
    </div>
  );
}
