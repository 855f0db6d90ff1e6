import { describe, expect, it } from 'vitest';
import { estimateGpuMemory, formatGiB, PRESETS, type GpuMemoryInput } from '../../src/lib/guides/gpu-memory';
import { THREATS, checklistMarkdown, readCovered, writeCovered } from '../../src/lib/guides/redteam-checklist';

const llama8b: GpuMemoryInput = {
  mode: 'inference',
  paramsBillions: 8.03,
  precision: 'bf16',
  layers: 32,
  kvHeads: 8,
  headDim: 128,
  hidden: 4096,
  context: 8192,
  batch: 1,
  loraRank: 16,
  gradientCheckpointing: true,
};
const bytes = (input: GpuMemoryInput) => {
  const r = estimateGpuMemory(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.bytes;
};

describe('GPU memory estimator, against examples worked by hand', () => {
  it('serving Llama 3.1 8B in bf16 with an 8K context: 16.06 GB of weights and exactly 1 GiB of KV cache', () => {
    // weights: 8.03e9 × 2 = 16.06e9 bytes; KV: 2 × 32 × 8 × 128 × 8192 × 1 × 2 = 2^30 bytes
    const b = bytes(llama8b);
    expect(b.weights).toBe(16.06e9);
    expect(b.kvCache).toBe(2 ** 30);
    expect(b.total).toBe(16.06e9 + 2 ** 30);
    expect(formatGiB(b.total)).toBe('15.96 GiB');
  });

  it('KV cache grows linearly with batch and context; int4 weights are a quarter of bf16', () => {
    expect(bytes({ ...llama8b, batch: 4, context: 16384 }).kvCache).toBe(8 * 2 ** 30);
    expect(bytes({ ...llama8b, precision: 'int4' }).weights).toBe(8.03e9 * 0.5);
  });

  it('full fine-tuning of 1B parameters in bf16 with Adam needs 16 bytes per parameter plus activations', () => {
    // weights 2e9 + gradients 2e9 + moments 8e9 + fp32 master 4e9; activations 2 × 1000 × 1 × 1024 × 2 layers
    const b = bytes({ ...llama8b, mode: 'full', paramsBillions: 1, layers: 2, hidden: 1024, context: 1000 });
    expect([b.weights, b.gradients, b.optimizer, b.kvCache]).toEqual([2e9, 2e9, 12e9, 0]);
    expect(b.activations).toBe(4_096_000);
    expect(b.total).toBe(16e9 + 4_096_000);
    // in fp32 there is no separate master copy: 4 + 4 + 8 bytes
    expect(
      bytes({ ...llama8b, mode: 'full', paramsBillions: 1, precision: 'fp32', layers: 2, hidden: 1024, context: 1000 }).optimizer,
    ).toBe(8e9);
  });

  it('QLoRA of a 7B model: 4-bit base whatever the precision, rank-16 adapters at 16 bytes, activations without checkpointing', () => {
    const b = bytes({
      ...llama8b,
      mode: 'qlora',
      precision: 'fp32',
      paramsBillions: 7,
      layers: 32,
      hidden: 4096,
      context: 2048,
      loraRank: 16,
      gradientCheckpointing: false,
    });
    expect(b.weights).toBe(3.5e9);
    expect(b.adapters).toBe(32 * 4 * 16 * 2 * 4096 * 16); // 16,777,216 parameters × 16 bytes = 256 MiB
    expect(b.adapters).toBe(256 * 2 ** 20);
    expect(b.activations).toBe(34 * 2048 * 1 * 4096 * 32);
    expect(b.gradients + b.optimizer).toBe(0);
  });

  it('LoRA keeps the chosen precision for the frozen base', () => {
    expect(bytes({ ...llama8b, mode: 'lora', precision: 'bf16' }).weights).toBe(16.06e9);
  });

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

  it('asks for whole numbers of layers, and checks the hidden size and rank only when they are used', () => {
    expect(estimateGpuMemory({ ...llama8b, layers: 3.5 })).toEqual({ ok: false, errors: { layers: 'Layers must be a whole number.' } });
    expect(estimateGpuMemory({ ...llama8b, hidden: Number.NaN, loraRank: -1 }).ok).toBe(true);
    expect(estimateGpuMemory({ ...llama8b, mode: 'lora', loraRank: -1 })).toEqual({
      ok: false,
      errors: { loraRank: 'LoRA rank must be greater than zero.' },
    });
  });

  it('presets describe grouped-query models consistently (KV heads divide into the hidden size)', () => {
    for (const p of PRESETS) expect((p.hidden / p.headDim) % p.kvHeads).toBe(0);
  });
});

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
