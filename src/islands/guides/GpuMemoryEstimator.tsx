import { useId, useState } from 'react';
import {
  LIMITS,
  MODES,
  PRECISIONS,
  PRESETS,
  estimateGpuMemory,
  formatGiB,
  type GpuMemoryInput,
  type Mode,
  type NumericField,
  type Precision,
} from '../../lib/guides/gpu-memory';
import { useHydrated } from '../use-hydrated';

const MODE_LABELS: Record<Mode, string> = { inference: 'Inference', full: 'Full fine-tuning', lora: 'LoRA', qlora: 'QLoRA (4-bit base)' };
type Texts = Record<NumericField, string>;
const DEFAULT = PRESETS[0];
const initialTexts: Texts = {
  paramsBillions: String(DEFAULT.paramsBillions),
  layers: String(DEFAULT.layers),
  kvHeads: String(DEFAULT.kvHeads),
  headDim: String(DEFAULT.headDim),
  hidden: String(DEFAULT.hidden),
  context: '8192',
  batch: '1',
  loraRank: '16',
};
/** An empty field reads as NaN, so it is reported as missing rather than taken as zero. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The calculator: a form of model and workload numbers, the breakdown and the total, live. */
export default function GpuMemoryEstimator() {
  const hydrated = useHydrated();
  const id = useId();
  const [mode, setMode] = useState<Mode>('inference');
  const [precision, setPrecision] = useState<Precision>('bf16');
  const [checkpointing, setCheckpointing] = useState(true);
  const [texts, setTexts] = useState<Texts>(initialTexts);
  const input: GpuMemoryInput = {
    mode,
    precision,
    gradientCheckpointing: checkpointing,
    ...(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, toNumber(v)])) as Record<NumericField, number>),
  };
  const result = estimateGpuMemory(input);
  const training = mode !== 'inference';
  const visible: NumericField[] = [
    'paramsBillions',
    'layers',
    'kvHeads',
    'headDim',
    'context',
    'batch',
    ...(training ? (['hidden'] as const) : []),
    ...(mode === 'lora' || mode === 'qlora' ? (['loraRank'] as const) : []),
  ];

  const applyPreset = (presetId: string) => {
    const p = PRESETS.find((x) => x.id === presetId);
    if (p)
      setTexts((t) => ({
        ...t,
        paramsBillions: String(p.paramsBillions),
        layers: String(p.layers),
        kvHeads: String(p.kvHeads),
        headDim: String(p.headDim),
        hidden: String(p.hidden),
      }));
  };

  return (
    <form className="calc" aria-describedby={`${id}-about`} onSubmit={(e) => e.preventDefault()}>
      <p id={`${id}-about`} className="muted">
        Estimates memory on one GPU (or summed over several). Change any number; the result updates as you type.
      </p>
      <fieldset disabled={!hydrated}>
        <legend className="visually-hidden">Model and workload</legend>
        <div className="calc-grid">
          <label>
            Model preset
            <select onChange={(e) => applyPreset(e.target.value)} defaultValue={DEFAULT.id}>
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Use
            <select value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
          {mode !== 'qlora' && (
            <label>
              Weight precision
              <select value={precision} onChange={(e) => setPrecision(e.target.value as Precision)}>
                {Object.entries(PRECISIONS).map(([p, bytes]) => (
                  <option key={p} value={p}>
                    {p} ({bytes} byte{bytes === 1 ? '' : 's'} per parameter)
                  </option>
                ))}
              </select>
            </label>
          )}
          {visible.map((field) => {
            const error = result.ok ? undefined : result.errors[field];
            return (
              <label key={field}>
                {LIMITS[field].label}
                <input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={texts[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                  onChange={(e) => setTexts((t) => ({ ...t, [field]: e.target.value }))}
                />
                {error && (
                  <span className="field-error" id={`${id}-${field}-error`}>
                    {error}
                  </span>
                )}
              </label>
            );
          })}
          {training && (
            <label className="calc-check">
              <input type="checkbox" checked={checkpointing} onChange={(e) => setCheckpointing(e.target.checked)} /> Gradient checkpointing
            </label>
          )}
        </div>
      </fieldset>
      <div className="calc-result" role="status" aria-live="polite">
        {result.ok ? (
          <>
            <p className="calc-total">
              Estimated total: <strong data-testid="gpu-total">{formatGiB(result.bytes.total)}</strong>
            </p>
            <table>
              <caption className="visually-hidden">Memory by part</caption>
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">Memory</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Weights</th>
                  <td>{formatGiB(result.bytes.weights)}</td>
                </tr>
                {mode === 'inference' && (
                  <tr>
                    <th scope="row">KV cache</th>
                    <td>{formatGiB(result.bytes.kvCache)}</td>
                  </tr>
                )}
                {mode === 'full' && (
                  <tr>
                    <th scope="row">Gradients</th>
                    <td>{formatGiB(result.bytes.gradients)}</td>
                  </tr>
                )}
                {mode === 'full' && (
                  <tr>
                    <th scope="row">Optimizer states and master weights</th>
                    <td>{formatGiB(result.bytes.optimizer)}</td>
                  </tr>
                )}
                {(mode === 'lora' || mode === 'qlora') && (
                  <tr>
                    <th scope="row">Adapters with their gradients and optimizer states</th>
                    <td>{formatGiB(result.bytes.adapters)}</td>
                  </tr>
                )}
                {training && (
                  <tr>
                    <th scope="row">Activations (estimate)</th>
                    <td>{formatGiB(result.bytes.activations)}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </>
        ) : (
          <p className="field-error">
            Fix the highlighted {Object.keys(result.errors).length === 1 ? 'field' : 'fields'} to see an estimate.
          </p>
        )}
      </div>
      <details className="calc-formulas">
        <summary>Formulas and assumptions</summary>
        <ul>
          <li>
            Weights = parameters × bytes per parameter (fp32 4, bf16/fp16 2, int8 1, int4 0.5). QLoRA keeps the frozen base in 4 bits.
          </li>
          <li>KV cache (inference) = 2 × layers × KV heads × head size × context × batch × 2 bytes (16-bit keys and values).</li>
          <li>
            Full fine-tuning with Adam: gradients in the weight precision, 8 bytes of optimizer moments per parameter, plus a 4-byte fp32
            master copy when weights are below fp32.
          </li>
          <li>
            LoRA adapters on the four attention projections, each counted as hidden × hidden: layers × 4 × rank × 2 × hidden parameters, 16
            bytes each with gradients and optimizer states (an upper bound for grouped-query models).
          </li>
          <li>
            Activations when training: 34 × context × batch × hidden bytes per layer, or 2 × context × batch × hidden with gradient
            checkpointing (16-bit; attention scores not stored, as with FlashAttention).
          </li>
          <li>
            Not included: the CUDA context, framework workspaces, memory fragmentation and the KV cache of generation during training. Leave
            headroom.
          </li>
        </ul>
      </details>
    </form>
  );
}
