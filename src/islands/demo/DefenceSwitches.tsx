import { DEFENCES } from '../../lib/demo/defences';
import { DEFENCE_IDS, type DefenceId, type Defences } from '../../lib/demo/types';
import type { TechniqueLinks } from './technique-links';

/** The defence switches, each with what it does and the catalogue page that explains it. */
export function DefenceSwitches({
  defences,
  links,
  onToggle,
  disabled,
}: {
  defences: Defences;
  links: TechniqueLinks;
  onToggle: (id: DefenceId) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="demo-defences">
      <legend>Defences</legend>
      {DEFENCE_IDS.map((id) => {
        const d = DEFENCES[id];
        const link = links[d.technique];
        return (
          <div key={id} className="demo-defence">
            <label>
              <input
                type="checkbox"
                checked={defences[id]}
                disabled={disabled}
                onChange={() => onToggle(id)}
                aria-describedby={`defence-${id}-hint`}
              />{' '}
              {d.name}
            </label>
            <p id={`defence-${id}-hint`} className="field-hint">
              {d.summary} {link && <a href={link.url}>About {link.name}</a>}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
