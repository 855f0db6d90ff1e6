import { useId, useState } from 'react';
import {
  ACTIVATION_FACTOR,
  FORMATS_FOR,
  KV_PRECISIONS,
  LIMITS,
  LOGIT_COPIES,
  MODES,
  PRESETS,
  WEIGHT_FORMATS,
  estimateGpuMemory,
  formatGB,
  formatGiB,
  gpuFit,
  type GpuMemoryInput,
  type KvPrecision,
  type Mode,
  type NumericField,
  type WeightFormat,
} from '../../lib/guides/gpu-memory';
import { useHydrated } from '../use-hydrated';

const MODE_LABELS: Record<Mode, string> = { inference: 'Inference', full: 'Full fine-tuning', lora: 'LoRA', qlora: 'QLoRA (NF4 base)' };
type Texts = Record<NumericField, string>;
const DEFAULT = PRESETS[0];
const initialTexts: Texts = {
  paramsBillions: String(DEFAULT.paramsBillions),
  layers: String(DEFAULT.layers),
  kvHeads: String(DEFAULT.kvHeads),
  headDim: String(DEFAULT.headDim),
  hidden: String(DEFAULT.hidden),
  vocab: String(DEFAULT.vocab),
  context: '8192',
  batch: '1',
  loraRank: '16',
};
/** An empty field reads as NaN, so it is reported as missing rather than taken as zero. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const bits = (f: WeightFormat) => WEIGHT_FORMATS[f].bits.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The calculator: a form of model and workload numbers, the breakdown, the total and which GPU sizes it fits, live. */
export default function GpuMemoryEstimator() {
  const hydrated = useHydrated();
  const id = useId();
  const [mode, setMode] = useState<Mode>('inference');
  const [format, setFormat] = useState<WeightFormat>('bf16');
  const [kvPrecision, setKvPrecision] = useState<KvPrecision>('16-bit');
  const [tied, setTied] = useState<boolean>(DEFAULT.tiedEmbeddings);
  const [checkpointing, setCheckpointing] = useState(true);
  const [texts, setTexts] = useState<Texts>(initialTexts);
  const input: GpuMemoryInput = {
    mode,
    format,
    kvPrecision,
    tiedEmbeddings: tied,
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
    'hidden',
    'vocab',
    'context',
    'batch',
    ...(mode === 'lora' || mode === 'qlora' ? (['loraRank'] as const) : []),
  ];

  const changeMode = (next: Mode) => {
    setMode(next);
    // Keep the weight format valid for the new use: training needs 16- or 32-bit weights, QLoRA an NF4 base.
    if (!FORMATS_FOR[next].includes(format)) setFormat(FORMATS_FOR[next][0]!);
  };
  const applyPreset = (presetId: string) => {
    const p = PRESETS.find((x) => x.id === presetId);
    if (!p) return;
    setTied(p.tiedEmbeddings);
    setTexts((t) => ({
      ...t,
      paramsBillions: String(p.paramsBillions),
      layers: String(p.layers),
      kvHeads: String(p.kvHeads),
      headDim: String(p.headDim),
      hidden: String(p.hidden),
      vocab: String(p.vocab),
    }));
  };

  const rows: Array<[string, number, boolean]> = result.ok
    ? [
        ['Weights', result.bytes.weights, true],
        ['KV cache', result.bytes.kvCache, mode === 'inference'],
        ['Gradients', result.bytes.gradients, mode === 'full'],
        ['Optimizer states and master weights', result.bytes.optimizer, mode === 'full'],
        ['Adapters with their gradients and optimizer states', result.bytes.adapters, mode === 'lora' || mode === 'qlora'],
        ['Activations (peak)', result.bytes.activations, training],
        ['Logits and loss', result.bytes.logits, training],
      ]
    : [];

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
            <select value={mode} onChange={(e) => changeMode(e.target.value as Mode)}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Weight format
            <select value={format} onChange={(e) => setFormat(e.target.value as WeightFormat)}>
              {FORMATS_FOR[mode].map((f) => (
                <option key={f} value={f}>
                  {WEIGHT_FORMATS[f].label} ({bits(f)} bits per weight)
                </option>
              ))}
            </select>
          </label>
          {mode === 'inference' && (
            <label>
              KV cache precision
              <select value={kvPrecision} onChange={(e) => setKvPrecision(e.target.value as KvPrecision)}>
                {Object.entries(KV_PRECISIONS).map(([p, bytes]) => (
                  <option key={p} value={p}>
                    {p === 'fp8' ? 'FP8' : p} ({bytes} byte{bytes === 1 ? '' : 's'} per value)
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
          <label className="calc-check">
            <input type="checkbox" checked={tied} onChange={(e) => setTied(e.target.checked)} /> Output head shares the embedding matrix
            (tied)
          </label>
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
              Estimated total: <strong data-testid="gpu-total">{formatGiB(result.bytes.total)}</strong> (
              <span data-testid="gpu-total-gb">{formatGB(result.bytes.total)}</span>)
            </p>
            <table>
              <caption className="visually-hidden">Memory by part</caption>
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col">GiB</th>
                  <th scope="col">GB</th>
                </tr>
              </thead>
              <tbody>
                {rows
                  .filter(([, , show]) => show)
                  .map(([label, bytes]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td>{formatGiB(bytes)}</td>
                      <td>{formatGB(bytes)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            <p className="calc-fit-title">Fits on one GPU of:</p>
            <ul className="calc-fit" data-testid="gpu-fit">
              {gpuFit(result.bytes.total).map(({ gb, fits, spareBytes }) => (
                <li key={gb} data-fits={fits}>
                  <strong>{gb} GB</strong>: {fits ? `yes, ${formatGB(spareBytes)} spare` : `no, ${formatGB(-spareBytes)} short`}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="field-error">
            {result.errors.format ??
              `Fix the highlighted ${Object.keys(result.errors).length === 1 ? 'field' : 'fields'} to see an estimate.`}
          </p>
        )}
      </div>
      <details className="calc-formulas">
        <summary>Formulas and assumptions</summary>
        <ul>
          <li>
            Units: GiB = 2<sup>30</sup> bytes (what nvidia-smi and PyTorch report); GB = 10<sup>9</sup> bytes (what GPU data sheets and
            model download pages quote). 1 GiB ≈ 1.074 GB. A GPU sold as 80 GB is counted as 80 × 10<sup>9</sup> bytes.
          </li>
          <li>
            Weights = parameters × bits per weight ÷ 8. fp32 32, bf16 16, GGUF Q8_0 8.50 and Q4_K_M 4.89 (llama.cpp&apos;s measured
            averages, embeddings included). FP8 8, AWQ/GPTQ int4 with group size 128 4.16 (4 bits plus a 16-bit scale and a 4-bit zero per
            128 weights) and NF4 4.127: these apply to the linear layers, while the embeddings and output head (vocabulary × hidden, twice
            unless tied) stay at 16 bits.
          </li>
          <li>KV cache (inference) = 2 × layers × KV heads × head size × context × batch × bytes per value (2 for 16-bit, 1 for FP8).</li>
          <li>
            Full fine-tuning with Adam: gradients in the weight precision, 8 bytes of optimizer moments per parameter, plus a 4-byte fp32
            master copy when weights are below fp32.
          </li>
          <li>
            LoRA adapters on the four attention projections, each counted as hidden × hidden: layers × 4 × rank × 2 × hidden parameters, 16
            bytes each with gradients and optimizer states (an upper bound for grouped-query models).
          </li>
          <li>
            Activations: {ACTIVATION_FACTOR.stored} × context × batch × hidden bytes per layer; with gradient checkpointing{' '}
            {ACTIVATION_FACTOR.checkpointed} × context × batch × hidden per layer plus one layer&apos;s full {ACTIVATION_FACTOR.stored} ×
            context × batch × hidden while it is recomputed (16-bit; attention scores not stored, as with FlashAttention).
          </li>
          <li>
            Logits and loss when training: context × batch × vocabulary × 4 bytes × {LOGIT_COPIES} (the fp32 logits and their gradient).
            Fused cross-entropy kernels avoid most of it.
          </li>
          <li>
            Not included: the CUDA context, framework workspaces and fragmentation. Engines that reserve memory up front, such as vLLM with{' '}
            <code>--gpu-memory-utilization</code>, take that share of the card whatever the model needs and fill the rest with KV cache, so
            the memory in use will look higher than this estimate.
          </li>
        </ul>
      </details>
    </form>
  );
}
