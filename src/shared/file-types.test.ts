import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  EXTENSION_FOR,
  defaultDocumentName,
  sniffFileType,
  type SniffedType,
} from './file-types';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

const SAMPLES: Record<SniffedType, Uint8Array> = {
  'application/pdf': bytes('%PDF-1.7\n%âãÏÓ\n'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
};

describe('sniffFileType', () => {
  it.each(Object.entries(SAMPLES))('recognises %s by its first bytes', (type, sample) => {
    expect(sniffFileType(sample)).toBe(type);
  });

  it('does not trust a name or a declared type: an HTML page is not a PDF', () => {
    expect(sniffFileType(bytes('<!doctype html><title>report.pdf</title>'))).toBeNull();
    expect(sniffFileType(bytes('just some text, saved as scan.png'))).toBeNull();
  });

  it('needs the whole signature', () => {
    expect(sniffFileType(bytes('%PDF'))).toBeNull(); // no dash
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull(); // audio, not WebP
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull(); // truncated PNG
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('accepts for documents only PDF, PNG, JPEG and WebP, each with an extension', () => {
    expect(DOCUMENT_TYPES).not.toContain(sniffFileType(SAMPLES['image/gif']));
    for (const type of DOCUMENT_TYPES) expect(EXTENSION_FOR[type]).toMatch(/^[a-z]+$/);
  });
});

describe('defaultDocumentName', () => {
  it('is the file name before the first dot', () => {
    expect(defaultDocumentName('report.final.pdf')).toBe('report');
    expect(defaultDocumentName('Vaccination record.png')).toBe('Vaccination record');
  });

  it('is the whole name when there is no dot', () => {
    expect(defaultDocumentName('allergy-plan')).toBe('allergy-plan');
  });

  it('ignores folders and falls back to the name for a leading dot', () => {
    expect(defaultDocumentName('C:\\scans\\school.form.jpg')).toBe('school');
    expect(defaultDocumentName('/home/me/x-ray.webp')).toBe('x-ray');
    expect(defaultDocumentName('.hidden')).toBe('.hidden');
  });
});
