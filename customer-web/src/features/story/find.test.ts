import { afterEach, describe, expect, it } from 'vitest';
import { describe as describeTarget, find, findByLabel, findByRole, findByText, nameOf } from './find';
import { setNativeValue } from './driver';

afterEach(() => {
  document.body.innerHTML = '';
});

const page = (html: string) => {
  document.body.innerHTML = html;
  return document;
};

describe('finding a field by its label', () => {
  it('finds it through the label element, leaving out the hidden required mark', () => {
    const doc = page(
      '<main><label for="a">Amount (NZD)<span aria-hidden="true"> *</span></label><input id="a"></main>',
    );
    expect(findByLabel(doc, 'Amount (NZD)')).toEqual([doc.getElementById('a')]);
  });

  it('finds it through aria-labelledby and a wrapping label', () => {
    const doc = page(
      '<span id="l">Current provider</span><div role="combobox" aria-labelledby="l" id="c"></div>' +
        '<label>Email <input id="e" type="email"></label>',
    );
    expect(findByLabel(doc, 'Current provider')[0]?.id).toBe('c');
    expect(findByLabel(doc, 'Email')[0]?.id).toBe('e');
  });

  it('prefers the exact label to one that only starts the same', () => {
    const doc = page(
      '<label for="n">Card number</label><input id="n"><label for="c">Card</label><input id="c">',
    );
    expect(findByLabel(doc, 'Card')[0]?.id).toBe('c');
  });

  it('ignores what a person cannot see', () => {
    const doc = page(
      '<div aria-hidden="true"><label for="h">Email</label><input id="h"></div>' +
        '<div style="display:none"><label for="n">Email</label><input id="n"></div>' +
        '<input type="hidden" aria-label="Email">',
    );
    expect(findByLabel(doc, 'Email')).toEqual([]);
  });
});

describe('finding a control by its role and name', () => {
  it('takes the form’s button in the main content before the header’s', () => {
    const doc = page(
      '<header><button id="h">Sign in</button></header><main><button id="m">Sign in</button></main>',
    );
    expect(findByRole(doc, ['button'], 'Sign in')[0]?.id).toBe('m');
  });

  it('matches a pattern, and a link by its text', () => {
    const doc = page('<a href="/c" id="c">Checkout</a><button id="p">Pay $234.00</button>');
    expect(findByRole(doc, ['button'], /^Pay \$/)[0]?.id).toBe('p');
    expect(find(doc, { role: 'link', name: 'Checkout' })[0]?.id).toBe('c');
  });

  it('without a role, looks among what a person presses, radios included', () => {
    const doc = page(
      '<label><input type="radio" id="r"> Fibre Fast: $85.00 per month</label><h2>Fibre Fast</h2>',
    );
    expect(find(doc, { name: /^Fibre Fast/ })[0]?.id).toBe('r');
  });

  it('names an element by aria-label before its content', () => {
    const doc = page('<button aria-label="Speed 4x" id="s">4x</button>');
    expect(nameOf(doc.getElementById('s') as Element)).toBe('Speed 4x');
  });

  it('finds nothing behind an open dialog’s hidden page', () => {
    const doc = page(
      '<div aria-hidden="true"><button>OK</button></div><div role="dialog"><button id="d">OK</button></div>',
    );
    expect(findByRole(doc, ['button'], 'OK').map((e) => e.id)).toEqual(['d']);
  });
});

describe('finding a text', () => {
  it('gives the innermost element that holds it', () => {
    const doc = page('<main><div><p id="p">Order <b>ORD-1</b> is paid.</p></div></main>');
    expect(findByText(doc, /Order (ORD-\d+) is paid/)[0]?.id).toBe('p');
  });

  it('presses a text through the row or link around it', () => {
    const doc = page('<table><tr id="row"><td><span>UFB-100001</span></td></tr></table>');
    expect(find(doc, { text: 'UFB-100001' }, true)[0]?.id).toBe('row');
  });

  it('describes what it looked for in words', () => {
    expect(describeTarget({ label: 'CVC' })).toBe('the field labelled "CVC"');
    expect(describeTarget({ role: 'button', name: 'Save card' })).toBe('the button "Save card"');
    expect(describeTarget({ text: /Status: Active/ })).toBe('the text /Status: Active/');
  });
});

describe('typing into a field', () => {
  it('sets the value through the native setter and says so with an input event', () => {
    const doc = page('<input id="i">');
    const input = doc.getElementById('i') as HTMLInputElement;
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(input.value));
    setNativeValue(input, '4');
    setNativeValue(input, '42');
    expect(seen).toEqual(['4', '42']);
  });
});
