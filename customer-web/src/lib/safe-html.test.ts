import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps text markup and safe links', () => {
    expect(safeHtml('<p>Go to <strong>Mobile</strong> <a href="/help">help</a></p>')).toBe(
      '<p>Go to <strong>Mobile</strong> <a href="/help">help</a></p>',
    );
  });
  it('drops scripts, handlers and unsafe links, keeping their text where it is text', () => {
    expect(safeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(safeHtml('<a href="javascript:alert(1)">x</a><img src=x onerror=y><span>t</span>')).toBe(
      '<a>x</a>t',
    );
  });
});
