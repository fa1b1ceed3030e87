/**
 * Draft generation time per service, English and Hindi: `node --import tsx api/bench/drafts.ts`.
 * Each service's complete sample intake is rendered once to warm up (fonts, HarfBuzz, the Hindi
 * data texts), then RUNS times; prints the median and worst time and the PDF's size. Asserts nothing.
 *
 *   DRAFT_RUNS=10 node --import tsx api/bench/drafts.ts
 */
import { loadavg } from 'node:os';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { legalServices } from '@nyaya/shared/data/marketplace/services';
import { renderDraft, type DraftLanguage } from '../src/drafts';
import { sampleIntake } from '../src/drafts/samples';

const runs = Number(process.env.DRAFT_RUNS ?? 10);
const createdAt = '2026-11-27T06:30:00Z';

async function time(serviceId: string, language: DraftLanguage) {
  const request = { serviceId, intake: sampleIntake(intakeFormFor(serviceId)), language, orderNumber: 'ORD-BENCH-0001', createdAt };
  const bytes = await renderDraft(request);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await renderDraft(request);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)!, kb: bytes.length / 1024 };
}

const coldStart = performance.now();
await renderDraft({ serviceId: 'rental-agreement', intake: {}, language: 'hi', orderNumber: 'ORD-BENCH-0000', createdAt });
console.log(`first draft of the process (fonts, HarfBuzz, Hindi texts): ${(performance.now() - coldStart).toFixed(0)} ms`);
console.log(`load average ${loadavg()[0]!.toFixed(2)}; ${runs} runs each\n`);
console.log('service'.padEnd(26), 'lang', 'median ms'.padStart(10), 'worst ms'.padStart(9), 'size KB'.padStart(8));
for (const service of legalServices) {
  for (const language of ['en', 'hi'] as const) {
    const { median, worst, kb } = await time(service.id, language);
    console.log(service.id.padEnd(26), language.padEnd(4), median.toFixed(1).padStart(10), worst.toFixed(1).padStart(9), kb.toFixed(1).padStart(8));
  }
}
