import type { APIRequestContext } from '@playwright/test';
import type { Kid, KidInput } from '../src/shared/schemas/kid';
import { appOrigin, expect } from './fixtures';

/** Factory: a kid profile made through the API for whoever `request` is signed in as. */
export async function createKid(
  request: APIRequestContext,
  overrides: Partial<KidInput> = {},
): Promise<Kid> {
  const response = await request.post('/api/kids', {
    data: { name: 'Noah Park', birthDate: '2019-03-08', interests: ['Sports'], ...overrides },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Kid;
}

/**
 * A small, valid one-page PDF (header, catalog, page, content stream, a correct xref table and
 * trailer) whose page shows `text`.
 */
export function minimalPdf(text = 'Kidventure test document'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
