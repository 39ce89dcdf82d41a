import { describe, expect, it } from 'vitest';
import { PdfWriter, safeFileName } from './writer';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function textOf(data: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  return (await new PDFParse({ data: new Uint8Array(data) }).getText()).text.replace(/\s+/g, ' ');
}

describe('PdfWriter', () => {
  it('writes extractable text: heading, fields (a dash for empty values), questions and paragraphs', async () => {
    const pdf = new PdfWriter({ title: 'Test' });
    pdf.heading('Acme Heating', 'Inspection');
    pdf.fields([
      ['Job', 'J-000123 - No heat'],
      ['Urgency', ''],
    ]);
    pdf.section('Answers').qa('Filter replaced?', 'Yes').paragraph('All good.');
    const data = await pdf.finish();
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(data);
    for (const part of [
      'Acme Heating',
      'Inspection',
      'Job: J-000123 - No heat',
      'Urgency: -',
      'Filter replaced?',
      'Yes',
      'All good.',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('embeds PNG data URLs and refuses anything else', async () => {
    const pdf = new PdfWriter({ title: 'Images' });
    expect(pdf.image(PNG)).toBe(true);
    expect(pdf.image('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(pdf.image('https://example.com/a.png')).toBe(false);
    expect(pdf.image('data:image/png;base64,bm90IGEgcG5n')).toBe(false);
    const images = (d: Buffer) => d.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const onlyValid = new PdfWriter({ title: 'One image' });
    onlyValid.image(PNG);
    // The refused ones added nothing: as many image objects as with the valid one alone (an RGBA PNG
    // makes two: the colours and the alpha mask).
    expect(images(await pdf.finish())).toBe(images(await onlyValid.finish()));
    expect(images(await new PdfWriter({ title: 'None' }).finish())).toBe(0);
  });
});

describe('safeFileName', () => {
  it('keeps letters, digits, dots and dashes only', () => {
    expect(safeFileName('signoff-J-000001-2.pdf')).toBe('signoff-J-000001-2.pdf');
    expect(safeFileName('a "quoted"\r\nname.pdf')).toBe('a-quoted-name.pdf');
    expect(safeFileName('"""')).toBe('document');
  });
});
