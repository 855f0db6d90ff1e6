import {
  AGENT_LINKS,
  APPROVALS,
  CAPABILITIES,
  DATA_CLASSES,
  LABELS,
  MAX_NAME_LENGTH,
  MAX_TOOLS,
  MEMORIES,
  OUTBOUND_CHANNELS,
  UNTRUSTED_SOURCES,
  type System,
  type Tool,
} from '../../lib/design-review/system';

interface Props {
  system: System;
  disabled: boolean;
  onChange: (next: System) => void;
}

const APPROVAL_LABELS = { none: 'No approval', risky: 'Risky actions only', all: 'Every action' } as const;
const MEMORY_LABELS = { none: 'None', session: 'This conversation only', persistent: 'Kept across sessions' } as const;
const AGENT_LABELS = { none: 'None', authenticated: 'Yes, authenticated calls', unauthenticated: 'Yes, unauthenticated calls' } as const;

/** A set of checkboxes over a list of choices, kept in the list's own order. */
function Checks<T extends string>(props: { legend: string; all: readonly T[]; on: readonly T[]; name: string; set: (v: T[]) => void }) {
  return (
    <fieldset className="review-group">
      <legend>{props.legend}</legend>
      <div className="review-options">
        {props.all.map((v) => (
          <label key={v} className="calc-check">
            <input
              type="checkbox"
              name={`${props.name}-${v}`}
              checked={props.on.includes(v)}
              onChange={(e) => props.set(props.all.filter((x) => (x === v ? e.target.checked : props.on.includes(x))))}
            />{' '}
            {LABELS[v as keyof typeof LABELS] ?? v}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Radios<T extends string>(props: {
  legend: string;
  all: readonly T[];
  value: T;
  name: string;
  labels: Record<T, string>;
  set: (v: T) => void;
}) {
  return (
    <fieldset className="review-group">
      <legend>{props.legend}</legend>
      <div className="review-options">
        {props.all.map((v) => (
          <label key={v} className="calc-check">
            <input type="radio" name={props.name} value={v} checked={props.value === v} onChange={() => props.set(v)} /> {props.labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Switch(props: { label: string; name: string; on: boolean; set: (v: boolean) => void }) {
  return (
    <label className="calc-check">
      <input type="checkbox" name={props.name} checked={props.on} onChange={(e) => props.set(e.target.checked)} /> {props.label}
    </label>
  );
}

/** The short form describing an agent; every change is reported whole, so the page can review it at once. */
export default function SystemForm({ system: s, disabled, onChange }: Props) {
  const set = <K extends keyof System>(key: K, value: System[K]) => onChange({ ...s, [key]: value });
  const setTool = (i: number, tool: Tool) =>
    set(
      'tools',
      s.tools.map((t, n) => (n === i ? tool : t)),
    );

  return (
    <form className="calc review-form" onSubmit={(e) => e.preventDefault()} aria-label="Your agent">
      <fieldset disabled={disabled}>
        <label className="review-name">
          Name of the system
          <input type="text" name="name" maxLength={MAX_NAME_LENGTH} value={s.name} onChange={(e) => set('name', e.target.value)} />
        </label>
        <fieldset className="review-group">
          <legend>Tools and what each can do</legend>
          {s.tools.length === 0 && <p className="muted">No tools yet: the agent only answers.</p>}
          <ol className="review-tools">
            {s.tools.map((t, i) => (
              <li key={i}>
                <fieldset className="review-tool">
                  <legend className="visually-hidden">Tool {i + 1}</legend>
                  <label>
                    Tool {i + 1} name
                    <input
                      type="text"
                      maxLength={MAX_NAME_LENGTH}
                      value={t.name}
                      onChange={(e) => setTool(i, { ...t, name: e.target.value })}
                    />
                  </label>
                  <div className="review-options">
                    {CAPABILITIES.map((c) => (
                      <label key={c} className="calc-check">
                        <input
                          type="checkbox"
                          aria-label={`Tool ${i + 1} can ${LABELS[c]}`}
                          checked={t.can.includes(c)}
                          onChange={(e) =>
                            setTool(i, { ...t, can: CAPABILITIES.filter((x) => (x === c ? e.target.checked : t.can.includes(x))) })
                          }
                        />{' '}
                        {LABELS[c]}
                      </label>
                    ))}
                    <label className="calc-check">
                      <input type="checkbox" checked={t.broad} onChange={(e) => setTool(i, { ...t, broad: e.target.checked })} /> more than
                      the task needs
                    </label>
                  </div>
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      set(
                        'tools',
                        s.tools.filter((_, n) => n !== i),
                      )
                    }
                  >
                    Remove tool {i + 1}
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            disabled={s.tools.length >= MAX_TOOLS}
            onClick={() => set('tools', [...s.tools, { name: '', can: ['read'], broad: false }])}
          >
            Add a tool
          </button>
        </fieldset>
        <Checks legend="Data it can reach" name="data" all={DATA_CLASSES} on={s.data} set={(v) => set('data', v)} />
        <Checks
          legend="Untrusted content enters from"
          name="in"
          all={UNTRUSTED_SOURCES}
          on={s.untrusted}
          set={(v) => set('untrusted', v)}
        />
        <Checks legend="Outbound channels" name="out" all={OUTBOUND_CHANNELS} on={s.outbound} set={(v) => set('outbound', v)} />
        <Radios
          legend="Human approval before actions"
          name="approval"
          all={APPROVALS}
          labels={APPROVAL_LABELS}
          value={s.approval}
          set={(v) => set('approval', v)}
        />
        <Radios legend="Memory" name="memory" all={MEMORIES} labels={MEMORY_LABELS} value={s.memory} set={(v) => set('memory', v)} />
        {s.memory !== 'none' && (
          <div className="review-options">
            <Switch label="Shared between users or agents" name="memoryShared" on={s.memoryShared} set={(v) => set('memoryShared', v)} />
            <Switch
              label="Written from content it reads (pages, emails, files)"
              name="memoryFromUntrusted"
              on={s.memoryFromUntrusted}
              set={(v) => set('memoryFromUntrusted', v)}
            />
          </div>
        )}
        <Radios
          legend="Links to other agents"
          name="agents"
          all={AGENT_LINKS}
          labels={AGENT_LABELS}
          value={s.agents}
          set={(v) => set('agents', v)}
        />
        <fieldset className="review-group">
          <legend>Limits and context</legend>
          <div className="review-options">
            <Switch label="Step, time and spend limits stop every loop" name="bounded" on={s.bounded} set={(v) => set('bounded', v)} />
            <Switch label="Code it runs is sandboxed" name="sandboxed" on={s.sandboxed} set={(v) => set('sandboxed', v)} />
            <Switch
              label="Uses third-party tools or MCP servers"
              name="thirdPartyTools"
              on={s.thirdPartyTools}
              set={(v) => set('thirdPartyTools', v)}
            />
            <Switch
              label="Serves many people (the public or several customers)"
              name="multiUser"
              on={s.multiUser}
              set={(v) => set('multiUser', v)}
            />
            <Switch
              label="Tools act through one shared service account"
              name="identity"
              on={s.identity === 'service'}
              set={(v) => set('identity', v ? 'service' : 'user')}
            />
            <Switch label="Every action is recorded in an audit log" name="auditLog" on={s.auditLog} set={(v) => set('auditLog', v)} />
            <Switch
              label="People act on its answers where mistakes cost"
              name="highStakes"
              on={s.highStakes}
              set={(v) => set('highStakes', v)}
            />
          </div>
        </fieldset>
      </fieldset>
    </form>
  );
}
