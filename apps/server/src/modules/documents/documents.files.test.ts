import { describe, expect, it } from 'vitest';
import { attachmentHeader, cleanFileName, decodeDataUrl, isWebUrl } from './documents.files';

describe('cleanFileName', () => {
  it('keeps only the base name, without directories, dot runs or control characters', () => {
    expect(cleanFileName('../../etc/passwd.txt', 'txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\ann\\..\\report.pdf', 'pdf')).toBe('report.pdf');
    expect(cleanFileName('evil\u0000name\r\n.txt', 'txt')).toBe('evilname.txt');
    expect(cleanFileName('a..b...txt', 'txt')).toBe('a.b.txt');
    expect(cleanFileName('  .hidden.csv  ', 'csv')).toBe('hidden.csv');
    expect(cleanFileName('what?<is>"this".txt', 'txt')).toBe('whatisthis.txt');
  });

  it('names a file that cleans down to nothing after its type', () => {
    expect(cleanFileName('../..', 'txt')).toBe('document.txt');
    expect(cleanFileName('dir/', 'pdf')).toBe('document.pdf');
  });
});

describe('decodeDataUrl', () => {
  const url = (text: string, prefix = 'data:text/plain;base64,') =>
    prefix + Buffer.from(text).toString('base64');

  it('decodes base64 data URLs with or without a media type and parameters', () => {
    for (const prefix of [
      'data:text/plain;base64,',
      'data:;base64,',
      'data:text/plain;charset=utf-8;base64,',
    ]) {
      const r = decodeDataUrl(url('hello', prefix));
      expect(r.ok && r.content.toString()).toBe('hello');
    }
  });

  it('refuses other forms, bad base64, empty content and content over the limit', () => {
    expect(decodeDataUrl('hello')).toMatchObject({ ok: false });
    expect(decodeDataUrl('data:text/plain,hello')).toMatchObject({ ok: false });
    expect(decodeDataUrl('data:text/plain;base64,ab$=')).toMatchObject({
      ok: false,
      message: 'The content is not valid base64.',
    });
    expect(decodeDataUrl('data:text/plain;base64,')).toMatchObject({
      ok: false,
      message: 'The file is empty.',
    });
    expect(decodeDataUrl(url('12345'), 4)).toMatchObject({ ok: false });
    expect(decodeDataUrl(url('1234'), 4)).toMatchObject({ ok: true });
  });
});

describe('attachmentHeader', () => {
  it('always says attachment and cannot be broken out of by the name', () => {
    expect(attachmentHeader('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    const h = attachmentHeader('a"; filename=evil.html; x=".txt');
    expect(h.startsWith('attachment; filename="a filename=evil.html x=.txt"')).toBe(true);
    expect(attachmentHeader('Café plan.pdf')).toBe(
      `attachment; filename="Cafe plan.pdf"; filename*=UTF-8''Caf%C3%A9%20plan.pdf`,
    );
  });
});

describe('isWebUrl', () => {
  it('accepts only absolute http and https addresses', () => {
    expect(isWebUrl('https://example.com/a?b=1')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,<b>x</b>')).toBe(false);
    expect(isWebUrl('/relative/path')).toBe(false);
    expect(isWebUrl('ftp://example.com/file')).toBe(false);
  });
});
