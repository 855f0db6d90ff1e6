/**
 * GPU memory estimate for serving or fine-tuning a decoder-only transformer. Pure and unit-tested;
 * the guide pages print the same formulas next to the calculator.
 *
 * Assumptions (shown on the page):
 * - weights: parameters × bytes per parameter of the chosen precision (QLoRA always stores the
 *   frozen base in 4 bits, 0.5 byte per parameter; quantisation constants are ignored);
 * - KV cache: 2 (keys and values) × layers × KV heads × head size × context × batch × bytes per value;
 * - full fine-tuning with Adam in mixed precision: weights + gradients in the chosen precision,
 *   two fp32 optimizer moments (8 bytes) and, below fp32, an fp32 master copy (4 bytes);
 * - LoRA/QLoRA adapters on the four attention projections, each counted as hidden × hidden
 *   (an upper bound for grouped-query models): layers × 4 × rank × 2 × hidden parameters, trained
 *   like full fine-tuning (16 bytes each);
 * - activations when training: 34 × sequence × batch × hidden bytes per layer without gradient
 *   checkpointing (16-bit, attention scores not stored, as with FlashAttention), 2 × sequence ×
 *   batch × hidden bytes per layer with it (only each layer's input is kept);
 * - not included: the CUDA context, framework workspaces and fragmentation.
 */
export const PRECISIONS = { fp32: 4, bf16: 2, fp16: 2, int8: 1, int4: 0.5 } as const;
export type Precision = keyof typeof PRECISIONS;
export const MODES = ['inference', 'full', 'lora', 'qlora'] as const;
export type Mode = (typeof MODES)[number];

export interface GpuMemoryInput {
  mode: Mode;
  /** Parameters in billions. */
  paramsBillions: number;
  precision: Precision;
  layers: number;
  kvHeads: number;
  headDim: number;
  hidden: number;
  context: number;
  batch: number;
  /** LoRA rank (LoRA and QLoRA only). */
  loraRank: number;
  gradientCheckpointing: boolean;
}

interface GpuMemoryParts {
  weights: number;
  kvCache: number;
  gradients: number;
  optimizer: number;
  adapters: number;
  activations: number;
  total: number;
}

export type GpuMemoryResult = { ok: true; bytes: GpuMemoryParts } | { ok: false; errors: Partial<Record<NumericField, string>> };
export type NumericField = 'paramsBillions' | 'layers' | 'kvHeads' | 'headDim' | 'hidden' | 'context' | 'batch' | 'loraRank';

/** Upper bounds that keep every figure meaningful (and far from floating-point trouble). */
export const LIMITS: Record<NumericField, { label: string; max: number; integer: boolean }> = {
  paramsBillions: { label: 'Parameters (billions)', max: 10_000, integer: false },
  layers: { label: 'Layers', max: 1_000, integer: true },
  kvHeads: { label: 'KV heads', max: 1_024, integer: true },
  headDim: { label: 'Head size', max: 4_096, integer: true },
  hidden: { label: 'Hidden size', max: 131_072, integer: true },
  context: { label: 'Context length (tokens)', max: 10_000_000, integer: true },
  batch: { label: 'Batch size', max: 4_096, integer: true },
  loraRank: { label: 'LoRA rank', max: 4_096, integer: true },
};

const KV_BYTES = 2; // keys and values kept in 16 bits, the common default
const ADAM_STATE_BYTES = 8;
const MASTER_COPY_BYTES = 4;
const TRAINED_PARAM_BYTES = 16;

/** Checks one field; returns the message a person should see, or undefined. */
function checkField(field: NumericField, value: number): string | undefined {
  const { label, max, integer } = LIMITS[field];
  if (!Number.isFinite(value)) return `${label}: enter a number.`;
  if (value <= 0) return `${label} must be greater than zero.`;
  if (value > max) return `${label} must be at most ${max.toLocaleString('en-US')}.`;
  if (integer && !Number.isInteger(value)) return `${label} must be a whole number.`;
  return undefined;
}

export function estimateGpuMemory(input: GpuMemoryInput): GpuMemoryResult {
  const training = input.mode !== 'inference';
  const adapters = input.mode === 'lora' || input.mode === 'qlora';
  const fields: NumericField[] = [
    'paramsBillions',
    'layers',
    'kvHeads',
    'headDim',
    'context',
    'batch',
    ...(training ? (['hidden'] as const) : []),
    ...(adapters ? (['loraRank'] as const) : []),
  ];
  const errors: Partial<Record<NumericField, string>> = {};
  for (const f of fields) {
    const message = checkField(f, input[f]);
    if (message) errors[f] = message;
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const params = Math.round(input.paramsBillions * 1e9); // whole parameters: 8.03 × 1e9 is not exact in floating point
  const weightBytes = input.mode === 'qlora' ? PRECISIONS.int4 : PRECISIONS[input.precision];
  const weights = params * weightBytes;
  const kvCache =
    input.mode === 'inference' ? 2 * input.layers * input.kvHeads * input.headDim * input.context * input.batch * KV_BYTES : 0;
  let gradients = 0;
  let optimizer = 0;
  let adapterBytes = 0;
  if (input.mode === 'full') {
    gradients = params * weightBytes;
    optimizer = params * (ADAM_STATE_BYTES + (weightBytes < 4 ? MASTER_COPY_BYTES : 0));
  } else if (adapters) {
    adapterBytes = input.layers * 4 * input.loraRank * 2 * input.hidden * TRAINED_PARAM_BYTES;
  }
  const perLayerActivation = (input.gradientCheckpointing ? 2 : 34) * input.context * input.batch * input.hidden;
  const activations = training ? perLayerActivation * input.layers : 0;
  const total = weights + kvCache + gradients + optimizer + adapterBytes + activations;
  return { ok: true, bytes: { weights, kvCache, gradients, optimizer, adapters: adapterBytes, activations, total } };
}

/** Gibibytes with two decimals, as GPU memory is usually quoted. */
const toGiB = (bytes: number) => bytes / 1024 ** 3;
export const formatGiB = (bytes: number) =>
  `${toGiB(bytes).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 })} GiB`;

/** Real open models; architecture numbers from their published config.json files (checked 2026-11-24). */
export const PRESETS = [
  { id: 'llama-3.1-8b', label: 'Llama 3.1 8B', paramsBillions: 8.03, layers: 32, kvHeads: 8, headDim: 128, hidden: 4096 },
  { id: 'llama-3.1-70b', label: 'Llama 3.1 70B', paramsBillions: 70.6, layers: 80, kvHeads: 8, headDim: 128, hidden: 8192 },
  { id: 'qwen2.5-7b', label: 'Qwen2.5 7B', paramsBillions: 7.61, layers: 28, kvHeads: 4, headDim: 128, hidden: 3584 },
] as const;
