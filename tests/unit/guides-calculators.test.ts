import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  estimateGpuMemory,
  formatBoth,
  formatGiB,
  gpuFit,
  PRESETS,
  WEIGHT_FORMATS,
  type GpuMemoryInput,
  type Mode,
  type WeightFormat,
} from '../../src/lib/guides/gpu-memory';
import { THREATS, checklistMarkdown, readCovered, writeCovered } from '../../src/lib/guides/redteam-checklist';

const [llama8bPreset, llama70bPreset, qwen7bPreset] = PRESETS;
const { id: _id, label: _label, ...llama8bArch } = llama8bPreset;
const llama8b: GpuMemoryInput = {
  mode: 'inference',
  format: 'bf16',
  kvPrecision: '16-bit',
  ...llama8bArch,
  context: 8192,
  batch: 1,
  loraRank: 16,
  gradientCheckpointing: true,
};
const llama70b: GpuMemoryInput = { ...llama8b, ...llama70bPreset };
const bytes = (input: GpuMemoryInput) => {
  const r = estimateGpuMemory(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.bytes;
};
const GiB = 2 ** 30;
/** Within 5 % of a published figure. */
const near = (actual: number, published: number) => expect(Math.abs(actual / published - 1)).toBeLessThan(0.05);

describe('GPU memory estimator, against examples worked by hand', () => {
  it('serving Llama 3.1 8B in bf16 with an 8K context: 16.06 GB of weights and exactly 1 GiB of KV cache', () => {
    // weights: 8.03e9 × 2 = 16.06e9 bytes; KV: 2 × 32 × 8 × 128 × 8192 × 1 × 2 = 2^30 bytes
    const b = bytes(llama8b);
    expect(b.weights).toBe(16.06e9);
    expect(b.kvCache).toBe(2 ** 30);
    expect(b.total).toBe(16.06e9 + 2 ** 30);
    expect(formatGiB(b.total)).toBe('15.96 GiB');
    expect(formatBoth(b.total)).toBe('15.96 GiB (17.13 GB)');
    expect(formatBoth(b.kvCache)).toBe('1.00 GiB (1.07 GB)');
  });

  it('serving Llama 3.1 70B in bf16 with an 8K context needs 134.00 GiB and fits none of the common single GPUs', () => {
    const b = bytes(llama70b);
    expect(b.weights).toBe(141.2e9);
    expect(b.kvCache).toBe(2.5 * GiB); // 2 × 80 × 8 × 128 × 8192 × 2
    expect(formatGiB(b.total)).toBe('134.00 GiB');
    expect(gpuFit(b.total).every((g) => !g.fits)).toBe(true);
  });

  it('KV cache grows linearly with batch and context, and FP8 halves it', () => {
    expect(bytes({ ...llama8b, batch: 4, context: 16384 }).kvCache).toBe(8 * GiB);
    expect(bytes({ ...llama8b, kvPrecision: 'fp8' }).kvCache).toBe(GiB / 2);
  });
});

describe('GPU memory estimator, quantised weights against published file sizes (within 5 %)', () => {
  it('GGUF Q4_K_M: Llama 3.1 8B 4.58 GiB (llama.cpp quantize README), 70B 43.1 GB (same README) and 42.52 GB (bartowski)', () => {
    near(bytes({ ...llama8b, format: 'q4_k_m' }).weights, 4.58 * GiB);
    const w70 = bytes({ ...llama70b, format: 'q4_k_m' }).weights;
    near(w70, 43.1e9);
    near(w70, 42.52e9);
  });

  it('GGUF Q8_0 of Llama 3.1 8B: 7.95 GiB in the llama.cpp table', () => {
    near(bytes({ ...llama8b, format: 'q8_0' }).weights, 7.95 * GiB);
  });

  it('AWQ int4 (group 128) of Llama 3.1 8B: 4.68 GB + 1.05 GB of safetensors (hugging-quants), with 16-bit embeddings and head', () => {
    const w = bytes({ ...llama8b, format: 'awq' }).weights;
    near(w, 5.73e9);
    // the 16-bit embeddings and head alone are 2 × 128,256 × 4,096 × 2 bytes
    const embeddings = 2 * 128_256 * 4096 * 2;
    expect(w).toBe(((8.03e9 - embeddings / 2) * (4 + 20 / 128)) / 8 + embeddings);
  });

  it('Llama 3.1 70B at 4 bits does not fit a 40 GB GPU with an 8K context, as a naive 0.5 byte per weight would claim', () => {
    for (const format of ['q4_k_m', 'awq', 'nf4'] as const) {
      const b = bytes({ ...llama70b, format });
      expect(b.total, format).toBeGreaterThan(40e9);
      expect(gpuFit(b.total).find((g) => g.gb === 40)!.fits, format).toBe(false);
      expect(gpuFit(b.total).find((g) => g.gb === 48)!.fits, format).toBe(true);
    }
  });

  it('tied embeddings count the embedding matrix once', () => {
    const untied = bytes({ ...llama8b, format: 'awq' }).weights;
    const tied = bytes({ ...llama8b, format: 'awq', tiedEmbeddings: true }).weights;
    expect(untied - tied).toBeCloseTo(128_256 * 4096 * (2 - (4 + 20 / 128) / 8), 0);
  });
});

describe('GPU memory estimator, training', () => {
  it('full fine-tuning of 1B parameters in bf16 with Adam: 16 bytes per parameter, activations and logits', () => {
    // weights 2e9 + gradients 2e9 + moments 8e9 + fp32 master 4e9
    const input = { ...llama8b, mode: 'full' as Mode, paramsBillions: 1, layers: 2, hidden: 1024, vocab: 1000, context: 1000 };
    const b = bytes({ ...input, gradientCheckpointing: false });
    expect([b.weights, b.gradients, b.optimizer, b.kvCache]).toEqual([2e9, 2e9, 12e9, 0]);
    expect(b.activations).toBe(34 * 1000 * 1 * 1024 * 2);
    // logits: sequence × vocabulary × 4 bytes × 2 copies
    expect(b.logits).toBe(1000 * 1000 * 4 * 2);
    expect(b.total).toBe(16e9 + 34 * 1000 * 1024 * 2 + 8e6);
    // in fp32 there is no separate master copy: 4 + 4 + 8 bytes
    expect(bytes({ ...input, format: 'fp32' }).optimizer).toBe(8e9);
  });

  it('gradient checkpointing keeps 2·s·b·h per layer plus one layer recomputed at 34·s·b·h', () => {
    const input = { ...llama8b, mode: 'lora' as Mode, context: 4096, batch: 2 };
    const sbh = 4096 * 2 * 4096;
    expect(bytes({ ...input, gradientCheckpointing: false }).activations).toBe(34 * sbh * 32);
    expect(bytes({ ...input, gradientCheckpointing: true }).activations).toBe(2 * sbh * 32 + 34 * sbh);
  });

  it('QLoRA of Llama 3.1 8B: NF4 base with 16-bit embeddings, rank-16 adapters at 16 bytes, logits over the 128K vocabulary', () => {
    const b = bytes({ ...llama8b, mode: 'qlora', format: 'nf4', context: 2048, gradientCheckpointing: false });
    const embeddings = 2 * 128_256 * 4096;
    expect(b.weights).toBeCloseTo(((8.03e9 - embeddings) * 4.127) / 8 + embeddings * 2, 0);
    expect(b.adapters).toBe(32 * 4 * 16 * 2 * 4096 * 16); // 16,777,216 parameters × 16 bytes = 256 MiB
    expect(b.adapters).toBe(256 * 2 ** 20);
    expect(b.activations).toBe(34 * 2048 * 1 * 4096 * 32);
    expect(b.logits).toBe(2048 * 128_256 * 4 * 2);
    expect(b.gradients + b.optimizer + b.kvCache).toBe(0);
  });

  it('LoRA keeps the chosen precision for the frozen base; quantised formats cannot be trained directly', () => {
    expect(bytes({ ...llama8b, mode: 'lora', format: 'bf16' }).weights).toBe(16.06e9);
    expect(estimateGpuMemory({ ...llama8b, mode: 'full', format: 'q4_k_m' })).toEqual({
      ok: false,
      errors: { format: 'GGUF Q4_K_M weights cannot be trained directly: choose bf16 or fp32, or QLoRA for a 4-bit base.' },
    });
    expect(estimateGpuMemory({ ...llama8b, mode: 'qlora', format: 'bf16' })).toEqual({
      ok: false,
      errors: { format: 'QLoRA keeps the base model in NF4.' },
    });
  });
});

describe('GPU memory estimator, input checks', () => {
  it.each([
    ['empty', Number.NaN, 'Parameters (billions): enter a number.'],
    ['zero', 0, 'Parameters (billions) must be greater than zero.'],
    ['negative', -7, 'Parameters (billions) must be greater than zero.'],
    ['huge', 1e12, 'Parameters (billions) must be at most 10,000.'],
    ['infinite', Number.POSITIVE_INFINITY, 'Parameters (billions): enter a number.'],
  ])('refuses %s input with a clear message', (_, value, message) => {
    const r = estimateGpuMemory({ ...llama8b, paramsBillions: value });
    expect(r).toEqual({ ok: false, errors: { paramsBillions: message } });
  });

  it('asks for whole numbers of layers, checks the rank only when it is used, and refuses embeddings larger than the model', () => {
    expect(estimateGpuMemory({ ...llama8b, layers: 3.5 })).toEqual({ ok: false, errors: { layers: 'Layers must be a whole number.' } });
    expect(estimateGpuMemory({ ...llama8b, loraRank: -1 }).ok).toBe(true);
    expect(estimateGpuMemory({ ...llama8b, mode: 'lora', loraRank: -1 })).toEqual({
      ok: false,
      errors: { loraRank: 'LoRA rank must be greater than zero.' },
    });
    expect(estimateGpuMemory({ ...llama8b, paramsBillions: 0.5 })).toEqual({
      ok: false,
      errors: { vocab: 'Vocabulary × hidden size is larger than the whole model: check both numbers.' },
    });
  });

  it('presets describe grouped-query models consistently (KV heads divide into the hidden size)', () => {
    for (const p of PRESETS) expect((p.hidden / p.headDim) % p.kvHeads).toBe(0);
    expect(qwen7bPreset.vocab).toBe(152_064);
  });
});

/**
 * The pages that carry the estimator state worked examples in a table with this header; every row
 * must be what the module computes, so a change to the formulas cannot leave the prose behind.
 */
const WORKED_HEADER = '| Model | Use | Weights | KV cache | Tokens | Batch | Total |';
const USES: Record<string, Mode> = { Inference: 'inference', 'Full fine-tuning': 'full', LoRA: 'lora', QLoRA: 'qlora' };
const FORMAT_BY_LABEL = new Map<string, WeightFormat>(Object.entries(WEIGHT_FORMATS).map(([id, f]) => [f.label, id as WeightFormat]));

function workedExamples(file: string) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.indexOf(WORKED_HEADER);
  if (start < 0) throw new Error(`${file} has no worked-example table`);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [model, use, weights, kv, tokens, batch, total] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    rows.push({ model: model!, use: use!, weights: weights!, kv: kv!, tokens: tokens!, batch: batch!, total: total! });
  }
  return rows;
}

describe.each(['content/guides/ai-inference/optimization.md', 'content/guides/fine-tuning/cheatsheet.md'])(
  'the worked examples on %s',
  (file) => {
    const rows = workedExamples(file);
    it('exist and cover more than one model and format', () => {
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(new Set(rows.map((r) => r.weights)).size).toBeGreaterThan(1);
    });
    it.each(rows.map((r) => [`${r.model}, ${r.use}, ${r.weights}, ${r.tokens} tokens`, r] as const))(
      'match the estimator: %s',
      (_, row) => {
        const preset = PRESETS.find((p) => p.label === row.model);
        const format = FORMAT_BY_LABEL.get(row.weights);
        expect(preset, `unknown model ${row.model}`).toBeDefined();
        expect(format, `unknown weight format ${row.weights}`).toBeDefined();
        const mode = USES[row.use]!;
        expect(mode, `unknown use ${row.use}`).toBeDefined();
        const { id: _i, label: _l, ...arch } = preset!;
        const b = bytes({
          ...llama8b,
          ...arch,
          mode,
          format: format!,
          kvPrecision: row.kv === 'FP8' ? 'fp8' : '16-bit',
          context: Number(row.tokens.replace(/,/g, '')),
          batch: Number(row.batch),
        });
        expect(row.total).toBe(formatBoth(b.total));
      },
    );
  },
);

describe('red-team coverage checklist', () => {
  it('reads covered threats from the address, dropping unknown ids and repeats', () => {
    expect([...readCovered('?covered=jailbreak,nope,jailbreak,tool-abuse')]).toEqual(['jailbreak', 'tool-abuse']);
    expect(readCovered('').size).toBe(0);
  });

  it('writes ids in checklist order, keeps other parameters and removes the parameter when nothing is ticked', () => {
    expect(writeCovered('?utm=x', new Set(['jailbreak', 'direct-injection']))).toBe('?utm=x&covered=direct-injection,jailbreak');
    expect(writeCovered('?covered=jailbreak', new Set())).toBe('');
  });

  it('round-trips through the address', () => {
    const ids = new Set(THREATS.filter((_, i) => i % 3 === 0).map((t) => t.id));
    expect(readCovered(writeCovered('', ids))).toEqual(ids);
  });

  it('exports Markdown task lists grouped by area with the coverage count', () => {
    const md = checklistMarkdown(new Set(['direct-injection']), '2026-11-24');
    expect(md).toContain('# Red-team coverage (2026-11-24)');
    expect(md).toContain(`Covered 1 of ${THREATS.length} threats.`);
    expect(md).toContain('## Prompt injection\n\n- [x] Direct prompt injection in user messages\n- [ ] Indirect injection');
  });
});
