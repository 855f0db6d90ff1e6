import { MAX_ATTACK_LENGTH } from '../../lib/demo/agent';

interface Props {
  /** Prefix of the field's id. */
  id: string;
  label: string;
  text: string;
  hydrated: boolean;
  /** A submission is being saved: the button waits for it. */
  busy: boolean;
  submitLabel: string;
  onText: (text: string) => void;
  onSubmit: () => Promise<void>;
}

/** The attacker's text and its submit button, shared by the demo's challenges and the security labs. */
export default function AttackForm({ id, label, text, hydrated, busy, submitLabel, onText, onSubmit }: Props) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <label htmlFor={`${id}-text`}>{label}</label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={MAX_ATTACK_LENGTH}
        value={text}
        disabled={!hydrated}
        onChange={(e) => onText(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={!hydrated || !text.trim() || busy}>
        {submitLabel}
      </button>
    </form>
  );
}
