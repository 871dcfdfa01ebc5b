import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

/** The markup inside the component's span, and the span's classes. */
function drawn(email: string, className?: string) {
  const { container } = render(<EmailAddress email={email} className={className} />);
  const span = container.querySelector('span')!;
  return { markup: span.innerHTML, text: span.textContent, classes: span.className };
}

describe('EmailAddress', () => {
  it('offers a break after the @ and before each dot, and nowhere else', () => {
    const { markup, text } = drawn('jordan.lee@site-crew.example.com.au');
    expect(markup).toBe('jordan<wbr>.lee@<wbr>site-crew<wbr>.example<wbr>.com<wbr>.au');
    // The address reads and copies as written: a <wbr> adds no character.
    expect(text).toBe('jordan.lee@site-crew.example.com.au');
  });

  it('leaves an address with no dot or @ whole', () => {
    expect(drawn('localpart').markup).toBe('localpart');
  });

  it('still breaks a part too long for its space, and keeps a class given to it', () => {
    const { classes } = drawn('a@b.example', 'font-medium');
    expect(classes.split(' ')).toEqual(expect.arrayContaining(['break-words', 'font-medium']));
  });

  it('shows markup-like text as text, never as markup', () => {
    const { markup, text } = drawn('<b>x</b>@evil.example');
    expect(text).toBe('<b>x</b>@evil.example');
    expect(markup).not.toContain('<b>');
  });
});
