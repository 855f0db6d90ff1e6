// Scripted run of the zero-shot chain-of-thought sketch: the real two-stage prompts, parsing and
// ledger check, with a model whose reasoning and extractions are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { zeroShotCot, type CotEvent } from './sketch.ts';

const invoice = { id: 4471, licences: 12, unitPrice: 85, discount: 0.1, vat: 0.19 };
const question = `Invoice ${invoice.id} is for ${invoice.licences} licences at ${invoice.unitPrice} EUR each, with a 10% volume discount and 19% VAT applied after the discount. What is the total due?`;
const format = 'the total due in EUR, as a number with two decimals and no currency sign';

// The number must be only a number: "1,092.42 EUR" or "about 1092" are rejected, not guessed at.
const parse = (text: string) => (/^\d+\.\d{2}$/.test(text) ? Number(text) : null);
// The ledger computes the same total in code, independently of the model.
const cents = Math.round(
  invoice.licences * invoice.unitPrice * (1 - invoice.discount) * (1 + invoice.vat) * 100,
);
const ledger = cents / 100;
const check = (answer: number) =>
  Math.round(answer * 100) === cents
    ? null
    : `${answer.toFixed(2)} differs from the ledger's ${ledger.toFixed(2)}`;

const print = (log: Log) => (e: CotEvent) => {
  const lines = e.kind === 'reasoning' ? e.text.split(/(?<=\.)\s+/) : [e.text];
  for (const line of lines) log(`${e.kind.padEnd(10)} ${line}`);
};

export async function example(log: Log) {
  const model = scriptedModel([
    '12 x 85 = 1020 EUR before discount. The 10% discount is 102, so 918. VAT at 19% of 918 is 174.42. 918 + 174.42 = 1092.42 EUR.',
    '1092.42',
  ]);
  log(`question   ${question}`);
  const result = await zeroShotCot(model.complete, question, format, parse, {
    check,
    onEvent: print(log),
  });
  log(
    `result     ${result.answer !== undefined ? `shown: ${result.answer.toFixed(2)} EUR` : 'withheld'}; ${model.prompts.length} model calls`,
  );
}

export async function failure(log: Log) {
  // Fluent, confident and wrong: VAT is taken on the price before the discount.
  const model = scriptedModel([
    '12 x 85 = 1020 EUR. VAT at 19% of 1020 is 193.80. The 10% discount is 102, so 1020 - 102 = 918. 918 + 193.80 = 1111.80 EUR.',
    '1111.80',
  ]);
  log(`question   ${question}`);
  const result = await zeroShotCot(model.complete, question, format, parse, {
    check,
    onEvent: print(log),
  });
  log(
    `result     ${result.answer !== undefined ? `shown: ${result.answer.toFixed(2)} EUR` : 'withheld'}; ${model.prompts.length} model calls`,
  );
}
