/**
 * GPU memory estimate for serving or fine-tuning a decoder-only transformer. Pure and unit-tested;
 * the guide pages print the same formulas next to the calculator, and their worked-example tables
 * are checked against this module (tests/unit/guides-calculators.test.ts).
 *
 * Units: every part is computed in bytes. Results are shown in GiB (2^30 bytes, the unit of
 * nvidia-smi and PyTorch) with GB (10^9 bytes, the unit of GPU data sheets and model download
 * pages) beside them; 1 GiB ≈ 1.074 GB.
 *
 * Weights (parameters × bits per weight ÷ 8), by format:
 * - fp32 32 bits, bf16/fp16 16 bits, every tensor.
 * - FP8: 8 bits for the linear layers; the token embeddings and the output head stay in 16 bits
 *   (vLLM's FP8 guide quantises `Linear` layers with `ignore=["lm_head"]`, and its online FP8 mode
 *   skips `lm_head` too; the per-channel scales are negligible).
 * - AWQ / GPTQ int4 with group size 128: 4 bits per weight plus, per group of 128, a 16-bit scale
 *   and a 4-bit zero point packed into int32 (AutoAWQ's `WQLinear_GEMM` layout):
 *   4 + 20/128 = 4.15625 bits; embeddings and head in 16 bits. Checked against the published
 *   hugging-quants/Meta-Llama-3.1-8B-Instruct-AWQ-INT4 files (4.68 GB + 1.05 GB = 5.73 GB; this
 *   module gives 5.73 GB).
 * - NF4 (bitsandbytes, QLoRA): 4 bits plus double-quantised constants of 0.127 bits per parameter
 *   (QLoRA paper, section 3); embeddings and head in 16 bits (Transformers' bitsandbytes
 *   integration keeps the output head unconverted, and embeddings are not linear layers).
 * - GGUF Q8_0 and Q4_K_M: the whole-file averages llama.cpp measures on Llama 3.1 8B in its
 *   quantize README (8.5008 and 4.8944 bits per weight, embeddings and head included). Q4_K_M of
 *   Llama 3.1 70B comes out at 43.2 GB here; llama.cpp's README lists 43.1 GB and bartowski's
 *   published file is 42.52 GB.
 *
 * KV cache (inference): 2 (keys and values) × layers × KV heads × head size × context × batch ×
 * bytes per value (2 for 16-bit, 1 for FP8, as with vLLM's `--kv-cache-dtype fp8`).
 *
 * Training:
 * - full fine-tuning with Adam in mixed precision: weights and gradients in the chosen precision,
 *   two fp32 optimizer moments (8 bytes) and, below fp32, an fp32 master copy (4 bytes) per
 *   parameter (the accounting of the ZeRO paper);
 * - LoRA/QLoRA adapters on the four attention projections, each counted as hidden × hidden (an
 *   upper bound for grouped-query models): layers × 4 × rank × 2 × hidden parameters, trained like
 *   full fine-tuning (16 bytes each);
 * - activations: 34 × sequence × batch × hidden bytes per layer without gradient checkpointing
 *   (16-bit, attention scores not stored, as with FlashAttention; Korthikanti and colleagues,
 *   "Reducing Activation Recomputation in Large Transformer Models"). With checkpointing each
 *   layer keeps only its 16-bit input, 2 × sequence × batch × hidden bytes, and the backward pass
 *   recomputes one layer at a time, so the peak adds one layer's full 34 × sequence × batch × hidden;
 * - logits and loss: sequence × batch × vocabulary × 4 bytes for each fp32 copy kept; we count two
 *   (the logits upcast to fp32 for the loss, and their gradient in the backward pass). Fused or
 *   chunked cross-entropy kernels avoid most of this.
 *
 * Not included: the CUDA context, framework workspaces, fragmentation, and the up-front reservation
 * of engines such as vLLM, which claim `gpu_memory_utilization` of the card (0.9 by default) and fill
 * what the weights leave with KV cache.
 */

export const WEIGHT_FORMATS = {
  fp32: { label: 'fp32', bits: 32, embeddings16: false },
  bf16: { label: 'bf16 / fp16', bits: 16, embeddings16: false },
  fp8: { label: 'FP8 (linear layers)', bits: 8, embeddings16: true },
  q8_0: { label: 'GGUF Q8_0', bits: 8.5008, embeddings16: false },
  awq: { label: 'AWQ / GPTQ int4, group 128', bits: 4 + 20 / 128, embeddings16: true },
  q4_k_m: { label: 'GGUF Q4_K_M', bits: 4.8944, embeddings16: false },
  nf4: { label: 'NF4 (bitsandbytes)', bits: 4.127, embeddings16: true },
} as const;
export type WeightFormat = keyof typeof WEIGHT_FORMATS;

/** Formats that make sense for each use: training updates 16- or 32-bit weights; QLoRA's base is NF4. */
export const FORMATS_FOR: Record<Mode, readonly WeightFormat[]> = {
  inference: ['bf16', 'fp32', 'fp8', 'q8_0', 'awq', 'q4_k_m', 'nf4'],
  full: ['bf16', 'fp32'],
  lora: ['bf16', 'fp32'],
  qlora: ['nf4'],
};

export const KV_PRECISIONS = { '16-bit': 2, fp8: 1 } as const;
export type KvPrecision = keyof typeof KV_PRECISIONS;

export const MODES = ['inference', 'full', 'lora', 'qlora'] as const;
export type Mode = (typeof MODES)[number];

export interface GpuMemoryInput {
  mode: Mode;
  /** Parameters in billions. */
  paramsBillions: number;
  format: WeightFormat;
  kvPrecision: KvPrecision;
  layers: number;
  kvHeads: number;
  headDim: number;
  hidden: number;
  vocab: number;
  /** The output head shares the token embedding matrix. */
  tiedEmbeddings: boolean;
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
  logits: number;
  total: number;
}

export type NumericField = 'paramsBillions' | 'layers' | 'kvHeads' | 'headDim' | 'hidden' | 'vocab' | 'context' | 'batch' | 'loraRank';
type ErrorField = NumericField | 'format';
export type GpuMemoryResult = { ok: true; bytes: GpuMemoryParts } | { ok: false; errors: Partial<Record<ErrorField, string>> };

/** Upper bounds that keep every figure meaningful (and far from floating-point trouble). */
export const LIMITS: Record<NumericField, { label: string; max: number; integer: boolean }> = {
  paramsBillions: { label: 'Parameters (billions)', max: 10_000, integer: false },
  layers: { label: 'Layers', max: 1_000, integer: true },
  kvHeads: { label: 'KV heads', max: 1_024, integer: true },
  headDim: { label: 'Head size', max: 4_096, integer: true },
  hidden: { label: 'Hidden size', max: 131_072, integer: true },
  vocab: { label: 'Vocabulary size', max: 2_000_000, integer: true },
  context: { label: 'Context length (tokens)', max: 10_000_000, integer: true },
  batch: { label: 'Batch size', max: 4_096, integer: true },
  loraRank: { label: 'LoRA rank', max: 4_096, integer: true },
};

const ADAM_STATE_BYTES = 8;
const MASTER_COPY_BYTES = 4;
const TRAINED_PARAM_BYTES = 16;
/** Activation bytes per layer per token per hidden unit, without and with gradient checkpointing. */
export const ACTIVATION_FACTOR = { stored: 34, checkpointed: 2 } as const;
/** fp32 copies of the logits a training step holds at its peak. */
export const LOGIT_COPIES = 2;

/** Checks one field; returns the message a person should see, or undefined. */
function checkField(field: NumericField, value: number): string | undefined {
  const { label, max, integer } = LIMITS[field];
  if (!Number.isFinite(value)) return `${label}: enter a number.`;
  if (value <= 0) return `${label} must be greater than zero.`;
  if (value > max) return `${label} must be at most ${max.toLocaleString('en-US')}.`;
  if (integer && !Number.isInteger(value)) return `${label} must be a whole number.`;
  return undefined;
}

/** Bytes of the weights in a format: quantised layers at the format's bits, 16-bit embeddings and head where the format keeps them. */
function weightBytes(params: number, embeddingParams: number, format: WeightFormat): number {
  const { bits, embeddings16 } = WEIGHT_FORMATS[format];
  if (!embeddings16) return (params * bits) / 8;
  return ((params - embeddingParams) * bits) / 8 + embeddingParams * 2;
}

export function estimateGpuMemory(input: GpuMemoryInput): GpuMemoryResult {
  const training = input.mode !== 'inference';
  const adapters = input.mode === 'lora' || input.mode === 'qlora';
  const fields: NumericField[] = [
    'paramsBillions',
    'layers',
    'kvHeads',
    'headDim',
    'hidden',
    'vocab',
    'context',
    'batch',
    ...(adapters ? (['loraRank'] as const) : []),
  ];
  const errors: Partial<Record<ErrorField, string>> = {};
  for (const f of fields) {
    const message = checkField(f, input[f]);
    if (message) errors[f] = message;
  }
  if (!FORMATS_FOR[input.mode].includes(input.format)) {
    errors.format =
      input.mode === 'qlora'
        ? 'QLoRA keeps the base model in NF4.'
        : `${WEIGHT_FORMATS[input.format].label} weights cannot be trained directly: choose bf16 or fp32, or QLoRA for a 4-bit base.`;
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const params = Math.round(input.paramsBillions * 1e9); // whole parameters: 8.03 × 1e9 is not exact in floating point
  const embeddingParams = input.vocab * input.hidden * (input.tiedEmbeddings ? 1 : 2);
  if (embeddingParams >= params) {
    return { ok: false, errors: { vocab: 'Vocabulary × hidden size is larger than the whole model: check both numbers.' } };
  }
  const weights = weightBytes(params, embeddingParams, input.format);
  const kvCache =
    input.mode === 'inference'
      ? 2 * input.layers * input.kvHeads * input.headDim * input.context * input.batch * KV_PRECISIONS[input.kvPrecision]
      : 0;
  let gradients = 0;
  let optimizer = 0;
  let adapterBytes = 0;
  if (input.mode === 'full') {
    const bytesPerParam = WEIGHT_FORMATS[input.format].bits / 8;
    gradients = params * bytesPerParam;
    optimizer = params * (ADAM_STATE_BYTES + (bytesPerParam < 4 ? MASTER_COPY_BYTES : 0));
  } else if (adapters) {
    adapterBytes = input.layers * 4 * input.loraRank * 2 * input.hidden * TRAINED_PARAM_BYTES;
  }
  const tokens = input.context * input.batch;
  const layerFull = ACTIVATION_FACTOR.stored * tokens * input.hidden;
  const activations = !training
    ? 0
    : input.gradientCheckpointing
      ? ACTIVATION_FACTOR.checkpointed * tokens * input.hidden * input.layers + layerFull
      : layerFull * input.layers;
  const logits = training ? tokens * input.vocab * 4 * LOGIT_COPIES : 0;
  const total = weights + kvCache + gradients + optimizer + adapterBytes + activations + logits;
  return { ok: true, bytes: { weights, kvCache, gradients, optimizer, adapters: adapterBytes, activations, logits, total } };
}

const GIB = 1024 ** 3;
const two = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
/** Gibibytes (2^30 bytes) with two decimals, the unit memory tools report. */
export const formatGiB = (bytes: number) => `${two(bytes / GIB)} GiB`;
/** Gigabytes (10^9 bytes) with two decimals, the unit of GPU data sheets and download pages. */
export const formatGB = (bytes: number) => `${two(bytes / 1e9)} GB`;
/** Both, as the pages and the calculator print them: "15.96 GiB (17.13 GB)". */
export const formatBoth = (bytes: number) => `${formatGiB(bytes)} (${formatGB(bytes)})`;

/** Common GPU memory sizes as sold, in GB. */
const GPU_SIZES_GB = [24, 40, 48, 80, 141] as const;

/**
 * Whether the estimate fits each GPU size. A card's capacity is taken in decimal gigabytes
 * (80 GB = 80 × 10^9 bytes = 74.5 GiB), the lower reading of the label, and nothing is set aside for
 * the CUDA context or an engine's own reservation: treat a close fit as a miss.
 */
export function gpuFit(totalBytes: number) {
  return GPU_SIZES_GB.map((gb) => ({ gb, fits: totalBytes <= gb * 1e9, spareBytes: gb * 1e9 - totalBytes }));
}

/** Real open models; architecture numbers from their published config.json files (checked 2026-11-25). */
export const PRESETS = [
  {
    id: 'llama-3.1-8b',
    label: 'Llama 3.1 8B',
    paramsBillions: 8.03,
    layers: 32,
    kvHeads: 8,
    headDim: 128,
    hidden: 4096,
    vocab: 128_256,
    tiedEmbeddings: false,
  },
  {
    id: 'llama-3.1-70b',
    label: 'Llama 3.1 70B',
    paramsBillions: 70.6,
    layers: 80,
    kvHeads: 8,
    headDim: 128,
    hidden: 8192,
    vocab: 128_256,
    tiedEmbeddings: false,
  },
  {
    id: 'qwen2.5-7b',
    label: 'Qwen2.5 7B',
    paramsBillions: 7.61,
    layers: 28,
    kvHeads: 4,
    headDim: 128,
    hidden: 3584,
    vocab: 152_064,
    tiedEmbeddings: false,
  },
] as const;
