import { describe, expect, it } from 'vitest';
import { csvByteOrderMark, csvField, csvRecord } from './csv.ts';

describe('CSV fields and records (RFC 4180)', () => {
  it('leaves plain text, other scripts and empty fields as they are', () => {
    expect(csvField('Łukasz')).toBe('Łukasz');
    expect(csvField('Nguyễn Thị')).toBe('Nguyễn Thị');
    expect(csvField('')).toBe('');
    expect(csvField('2026-11-23')).toBe('2026-11-23');
  });

  it('quotes a field with a comma, a double quote or a line break, doubling its quotes', () => {
    expect(csvField('Acme, "Lifting" Pty')).toBe('"Acme, ""Lifting"" Pty"');
    expect(csvField('a "b"')).toBe('"a ""b"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
    expect(csvField("O'Brien")).toBe("O'Brien");
  });

  it('turns a field a spreadsheet would run as a formula into text with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvField('+61 400 111 222')).toBe("'+61 400 111 222");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the first character counts: a formula sign inside the text is harmless.
    expect(csvField('Jane = Rigger')).toBe('Jane = Rigger');
  });

  it('joins the fields of a record with commas and ends it with CRLF', () => {
    expect(csvRecord(['First Name', 'Last Name'])).toBe('First Name,Last Name\r\n');
    expect(csvRecord(['Sam', 'Acme, Inc', '=1'])).toBe(`Sam,"Acme, Inc",'=1\r\n`);
    expect(csvByteOrderMark).toBe('\uFEFF');
  });
});
