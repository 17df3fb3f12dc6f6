#!/usr/bin/env node
// Writes the mock's sample PDF files into public/docs: small, valid one-page PDFs (Helvetica
// text, correct cross-reference offsets) that the mock's documents, storage statements and price
// logs link to for the in-app PDF preview.
import { mkdirSync, writeFileSync } from 'node:fs';

const DOCUMENTS = {
  'member-handbook.pdf': [
    'Member Service Platform - Member Handbook',
    '',
    '1. Log in with your registered mobile number.',
    '2. Browse the goods catalogue and keep a cart.',
    '3. Pay from your balance or top it up by bank transfer.',
    '4. Invoices: plain, electronic plain or VAT special.',
  ],
  'storage-statement.pdf': [
    'Member Service Platform - Storage Statement',
    '',
    'Stock totals per good: received, shipped, on hand and value.',
    'Batches with their status and type.',
    'Inventory movements of the period.',
  ],
  'price-log.pdf': [
    'Member Service Platform - Price Record',
    '',
    'Cooperation task price matching: the quotes received,',
    'the price matched and the time it was recorded.',
  ],
};

const escape = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);

function onePagePdf(lines) {
  const stream = [
    'BT',
    '/F1 14 Tf',
    '72 760 Td',
    '20 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

mkdirSync('public/docs', { recursive: true });
for (const [name, lines] of Object.entries(DOCUMENTS)) {
  const pdf = onePagePdf(lines);
  writeFileSync(`public/docs/${name}`, pdf, 'latin1');
  console.log(`wrote public/docs/${name} (${Buffer.byteLength(pdf, 'latin1')} bytes)`);
}
