import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';
import { expect, expectAccessible, mockCall, test } from '../support';
import { signInAs } from './flows';

const ANA = 'ana.postpay@example.co.nz';

/** The text a PDF's first page draws: its content streams inflated, their hex strings decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents: PDFObject | undefined = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const ops = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
    for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += (hex ?? '').replace(/../g, (h) => String.fromCharCode(parseInt(h, 16))) + '\n';
  }
  return text;
}

const invoiceItems = (page: Page) => page.locator('li[data-invoice]');

async function openInvoices(page: Page) {
  await signInAs(page, ANA);
  await expect(page).toHaveURL(/\/profile\//);
  await page.goto('/profile/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
}

test(
  'ana sees her invoices and downloads one as a PDF holding its number and total',
  { tag: '@demo' },
  async ({ page }) => {
    await openInvoices(page);
    // A year of monthly bills: ten a page, the open one first, then the one still owed.
    await expect(invoiceItems(page)).toHaveCount(10);
    await expect(invoiceItems(page).first().getByText('Open', { exact: true })).toBeVisible();
    await expect(
      invoiceItems(page)
        .nth(1)
        .getByText(/^(Due|Overdue)$/),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Invoice pages' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Receipts' })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Invoice pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(invoiceItems(page).first()).toBeVisible();
    expect(await invoiceItems(page).count()).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Paid' }).click();
    await expect(page).toHaveURL(/status=PAID/);
    await expect(invoiceItems(page)).toHaveCount(10);
    await expect(invoiceItems(page).getByText('Paid', { exact: true })).toHaveCount(10);

    const item = invoiceItems(page).first();
    const number = (await item.getAttribute('data-invoice')) ?? '';
    const total = ((await item.getByText(/^Total /).textContent()) ?? '').replace('Total ', '');
    await item.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByText('123-456-789')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Purchases' })).toBeVisible();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const bytes = await readFile((await download.path()) ?? '');
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(number);
    expect(text).toContain(`Total (GST inclusive)`);
    expect(text).toContain(total);
    expect(text).toContain('GST number 123-456-789');
    expect(text).toContain('Payment status PAID');
  },
);

test('a receipt opens from the invoices page; an invoice that is not there is named', async ({ page }) => {
  await openInvoices(page);
  const receipts = page
    .getByRole('heading', { level: 2, name: 'Receipts' })
    .locator('xpath=following-sibling::ul[1]');
  const receipt = receipts.getByRole('link').first();
  const number = (await receipt.textContent()) ?? '';
  await receipt.click();
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/account\/receipts\//);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expectAccessible(page);
  // The old address of an invoice leads to its place in the profile.
  await page.goto('/account/invoices/INV100001-9999');
  await expect(page).toHaveURL(/\/profile\/account\/invoices\/INV100001-9999$/);
  await expect(page.getByRole('alert')).toHaveText('The invoice #INV100001-9999 Not Found');
  await expectAccessible(page);
});

test('with the invoice service down the page says so and paying the bill still works', async ({ page }) => {
  await openInvoices(page);
  await mockCall(page, 'PUT', '/__mock/scenarios', { data: { name: 'invoices.unavailable', on: true } });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: "We can't get Invoices right now" })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: "We can't get Receipts right now" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Pay bill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay bill' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(/^\$\d+\.\d\d$/);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
});
