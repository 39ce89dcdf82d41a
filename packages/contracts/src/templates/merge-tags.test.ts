import { describe, expect, it } from 'vitest';
import { escapeHtml, findTags, htmlToText, renderTags, unknownTags } from './merge-tags';

describe('merge tags', () => {
  it('finds every tag once, spaces inside the braces allowed', () => {
    expect(findTags('{{A.b}} x {{ C.d }} {{a.B}} {{}} {{Bad tag}}')).toEqual(['A.b', 'C.d', '', 'Bad tag']);
  });

  it('names the tags nobody provides, without regard to case', () => {
    expect(unknownTags('{{invoice.number}} {{Invoice.Numbr}} {{}}', ['Invoice.Number'])).toEqual([
      'Invoice.Numbr',
      '',
    ]);
  });

  it('renders empty values and unknown tags as nothing, never as the tag', () => {
    expect(renderTags('[{{A.x}}][{{A.y}}][{{A.z}}]', { 'A.x': '', 'A.y': null }, 'text')).toBe('[][][]');
  });

  it('escapes values in HTML and keeps line breaks; plain text is left alone', () => {
    const values = { 'C.Name': 'Smith & <Sons>\n"Denver"' };
    expect(renderTags('<p>{{C.Name}}</p>', values, 'html')).toBe(
      '<p>Smith &amp; &lt;Sons&gt;<br>&quot;Denver&quot;</p>',
    );
    expect(renderTags('{{C.Name}}', values, 'text')).toBe('Smith & <Sons>\n"Denver"');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('turns an HTML body into its text part', () => {
    expect(
      htmlToText('<p>Hi &amp; welcome,<br>Dana</p><p>Pay <a href="https://x.example/p">here</a></p>'),
    ).toBe('Hi & welcome,\nDana\nPay here (https://x.example/p)');
  });
});
