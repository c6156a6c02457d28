import {
  formatNzd,
  nzDate,
  PROVIDER_GST_NUMBER,
  PROVIDER_NAME,
  type Invoice,
  type Receipt,
} from '@portal/shared';

/*
 * Invoice and receipt PDFs, drawn with pdf-lib, which runs in Node and in the browser worker alike. The library is
 * loaded on the first file asked for, so the demo's worker does not carry it until then.
 */

const NANOS = 1_000_000;
const day = (nanos: number) => nzDate(nanos / NANOS);

interface Line {
  text: string;
  /** Right-hand column (amounts). */
  right?: string;
  bold?: boolean;
  size?: number;
  gap?: number;
}

async function drawDocument(title: string, subject: string, lines: Line[]): Promise<Uint8Array<ArrayBuffer>> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor(PROVIDER_NAME);
  doc.setProducer(PROVIDER_NAME);
  // A fixed date keeps the same invoice the same file.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  let y = 790;
  for (const line of lines) {
    const size = line.size ?? 11;
    const font = line.bold ? bold : regular;
    y -= line.gap ?? 0;
    page.drawText(line.text, { x: 50, y, size, font });
    if (line.right) {
      const width = font.widthOfTextAtSize(line.right, size);
      page.drawText(line.right, { x: 545 - width, y, size, font });
    }
    y -= size + 7;
  }
  return new Uint8Array(await doc.save());
}

const header = (title: string): Line[] => [
  { text: PROVIDER_NAME, bold: true, size: 18 },
  { text: `GST number ${PROVIDER_GST_NUMBER}` },
  { text: title, bold: true, size: 15, gap: 12 },
];

export function invoicePdf(invoice: Invoice): Promise<Uint8Array<ArrayBuffer>> {
  const total = formatNzd(invoice.GrandTotalCents);
  return drawDocument(`Invoice ${invoice.Number}`, `Invoice ${invoice.Number}, total ${total}`, [
    ...header(`Tax invoice ${invoice.Number}`),
    { text: `Invoice date ${day(invoice.DateNanos)}` },
    { text: `Period ${day(invoice.Period.From)} to ${day(invoice.Period.Upto)}` },
    { text: `Due date ${day(invoice.DueDateNanos)}` },
    { text: `Payment status ${invoice.Status}`, bold: true },
    { text: 'Purchases', bold: true, gap: 12, right: 'Charge' },
    ...invoice.Purchases.map((p) => ({
      text: `${p.Description}  x${p.Quantity} at ${formatNzd(p.RateCents)}`,
      right: formatNzd(p.ChargeCents),
    })),
    { text: 'Subtotal', right: formatNzd(invoice.SubtotalCents), gap: 8 },
    ...(invoice.DiscountCents > 0
      ? [{ text: invoice.DiscountLabel ?? 'Discount', right: `-${formatNzd(invoice.DiscountCents)}` }]
      : []),
    { text: 'Total (GST inclusive)', right: total, bold: true },
    { text: 'GST included', right: formatNzd(invoice.GSTCents) },
    ...invoice.Payments.map((p) => ({
      text: `Paid ${day(p.PaidAtNanos)} by ${p.Method}`,
      right: `-${formatNzd(p.AmountCents)}`,
    })),
    { text: 'Remaining amount', right: formatNzd(invoice.RemainingAmountCents), bold: true },
  ]);
}

export function receiptPdf(receipt: Receipt): Promise<Uint8Array<ArrayBuffer>> {
  const amount = formatNzd(receipt.AmountCents);
  return drawDocument(`Receipt ${receipt.Number}`, `Receipt ${receipt.Number}, amount ${amount}`, [
    ...header(`Receipt ${receipt.Number}`),
    { text: `Paid ${day(receipt.PaidAtNanos)} by ${receipt.Method}` },
    { text: `For invoice ${receipt.InvoiceNumber}` },
    { text: 'Amount paid', right: amount, bold: true, gap: 8 },
    { text: 'Payment status PAID' },
  ]);
}

/** The headers of a PDF answer: its type and the name it saves under. */
export const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName}"`,
});
