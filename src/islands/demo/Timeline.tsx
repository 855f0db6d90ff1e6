import { DEFENCES } from '../../lib/demo/defences';
import type { Step } from '../../lib/demo/types';

const MAX_SHOWN = 400;
const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** One step of the agent, in words. */
function describe(step: Step): { label: string; text: string } {
  switch (step.kind) {
    case 'thought':
      return { label: 'Thinks', text: step.text };
    case 'call':
      return { label: step.injected ? 'Calls (told to by the text)' : 'Calls', text: `${step.tool}(${JSON.stringify(step.args)})` };
    case 'result':
      return { label: `${step.tool} returned`, text: clip(step.text) };
    case 'blocked':
      return { label: `Stopped by ${DEFENCES[step.defence].name}`, text: step.text };
    case 'answer':
      return { label: 'Answers', text: step.text };
    case 'victim':
      return { label: 'Meanwhile', text: step.text };
  }
}

/** The agent's steps so far, newest last; each is labelled by what kind of step it is. */
export function Timeline({ steps, label }: { steps: readonly Step[]; label: string }) {
  if (steps.length === 0) return <p className="muted">No steps yet: press Step to start the agent.</p>;
  return (
    <ol className="demo-timeline" aria-label={label}>
      {steps.map((step, i) => {
        const { label: kind, text } = describe(step);
        const tone = step.kind === 'blocked' ? 'blocked' : step.kind === 'call' && step.injected ? 'injected' : step.kind;
        return (
          <li key={i} className={`demo-step demo-step-${tone}`}>
            <span className="demo-step-kind">{kind}</span> <span className="demo-step-text">{text}</span>
          </li>
        );
      })}
    </ol>
  );
}
