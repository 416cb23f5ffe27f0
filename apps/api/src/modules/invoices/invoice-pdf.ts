// The invoice document as PDF (docs/contracts.md §7, §13): the seller from the settings (name, address, KvK and btw
// number, support address), the buyer (name, e-mail and, when known, the address and a business's company, KvK and VAT
// number), number, dates, lines, subtotal, the VAT at the invoice's rate (or "btw verlegd" with the buyer's VAT number
// for a reverse charge), total and status, in the customer's language with its number and date formats. A credit note is titled as one
// and names the invoice it credits. Text is written with the standard Helvetica font, so it can be extracted.
// pdfkit loads with the first document, not with the app (docs/performance.md: what the app loads at start).
import {
  formatEuro,
  formatNumber,
  supportLineText,
  translateMessage,
  type AdminSettings,
  type InvoiceRecord,
  type Language,
  type MessageKey,
} from '@telecom/domain';
import { formatDate, LOCALES } from '../../lib/mail-format.js';

export interface InvoicePdfInput {
  invoice: InvoiceRecord;
  /** The displayed status (overdue when not paid and past due). */
  shownStatus: InvoiceRecord['status'];
  company: AdminSettings;
  language: Language;
  /** The buyer's address lines, when known (an order's shipping address). */
  buyerAddress: readonly string[];
  /** A business buyer's details (the order's), printed under its name. */
  buyerBusiness?: BuyerBusiness | null;
}

export interface BuyerBusiness {
  companyName: string;
  kvkNumber?: string | undefined;
  vatNumber?: string | undefined;
}

const MARGIN = 50;
const INK = '#1a2233';
const MUTED = '#5b6577';

/** The PDF of an invoice or credit note. */
export async function renderInvoicePdf({
  invoice,
  shownStatus,
  company,
  language,
  buyerAddress,
  buyerBusiness = null,
}: InvoicePdfInput) {
  const { default: PDFDocument } = await import('pdfkit');
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translateMessage(key, language, params);
  // Intl writes a narrow no-break space in some formats, which Helvetica's encoding lacks.
  const euro = (cents: number) => formatEuro(cents, LOCALES[language]).replace(/\u202f/g, '\u00a0');
  const date = (iso: string) => formatDate(iso, language);
  const isCreditNote = invoice.kind === 'credit-note';
  const title = isCreditNote
    ? t('document.creditNote.title', { invoice: invoice.invoice_number })
    : t('document.invoice.title', { invoice: invoice.invoice_number });

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: company.companyName, Subject: title },
    lang: language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const column = width / 2 - 10;
  const top = MARGIN;

  // Seller (left) and title (right).
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(company.companyName, MARGIN, top, { width: column });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      [
        company.companyAddress,
        `${company.companyPostcode} ${company.companyCity}`,
        t('document.invoice.kvk', { number: company.kvkNumber }),
        t('document.invoice.vatNumber', { number: company.vatNumber }),
        company.supportEmail,
        // The support line: phone and hours (docs/decisions/045).
        supportLineText(company, language),
      ].join('\n'),
      { width: column },
    );
  const afterSeller = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, MARGIN + column + 20, top, { width: column, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const facts: [string, string][] = [
    [isCreditNote ? t('document.creditNote.number') : t('document.invoice.number'), invoice.invoice_number],
    [t('document.invoice.issueDate'), date(invoice.issue_date)],
    [t('document.invoice.dueDate'), date(invoice.due_date)],
    [
      t('document.invoice.status'),
      invoice.paid_date
        ? `${t(`document.invoiceStatus.${shownStatus}`)} (${t('document.invoice.paidOn', { date: date(invoice.paid_date) })})`
        : t(`document.invoiceStatus.${shownStatus}`),
    ],
  ];
  if (invoice.orderId) facts.push([t('document.invoice.order'), invoice.orderId]);
  if (isCreditNote && invoice.creditNoteOfNumber)
    facts.push(['', t('document.creditNote.of', { invoice: invoice.creditNoteOfNumber })]);
  doc.text(
    facts.map(([label, value]) => (label ? `${label}: ${value}` : value)).join('\n'),
    MARGIN + column + 20,
    doc.y + 4,
    { width: column, align: 'right' },
  );
  const afterFacts = doc.y;

  // Buyer.
  let y = Math.max(afterSeller, afterFacts) + 24;
  doc.fillColor(MUTED).fontSize(9).text(t('document.invoice.buyer'), MARGIN, y, { width });
  const businessLines = buyerBusiness
    ? [
        buyerBusiness.companyName,
        ...(buyerBusiness.kvkNumber ? [t('document.invoice.buyerKvk', { number: buyerBusiness.kvkNumber })] : []),
        ...(buyerBusiness.vatNumber ? [t('document.invoice.buyerVatNumber', { number: buyerBusiness.vatNumber })] : []),
      ]
    : [];
  doc
    .fillColor(INK)
    .fontSize(11)
    .font('Helvetica-Bold')
    .text(invoice.customer_name, { width })
    .font('Helvetica')
    .fontSize(10)
    .text([...businessLines, ...buyerAddress, invoice.customer_email].join('\n'), { width });

  // Lines.
  y = doc.y + 24;
  const columns = [
    { key: 'description', x: MARGIN, width: width * 0.5, align: 'left' as const },
    { key: 'quantity', x: MARGIN + width * 0.5, width: width * 0.12, align: 'right' as const },
    { key: 'unitPrice', x: MARGIN + width * 0.62, width: width * 0.19, align: 'right' as const },
    { key: 'amount', x: MARGIN + width * 0.81, width: width * 0.19, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const start = y;
    let bottom = start;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    cells.forEach((cell, index) => {
      const spec = columns[index]!;
      doc.text(cell, spec.x, start, { width: spec.width - 6, align: spec.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 6;
  };
  row(
    [
      t('document.invoice.description'),
      t('document.invoice.quantity'),
      t('document.invoice.unitPrice'),
      t('document.invoice.amount'),
    ],
    true,
  );
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + width, y - 3)
    .strokeColor('#d5dce8')
    .stroke();
  for (const line of invoice.lines)
    row([line.description, String(line.quantity), euro(line.unitPriceCents), euro(line.amountCents)]);
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#d5dce8')
    .stroke();
  y += 8;

  // Totals, right-aligned under the amounts.
  const totals: [string, string, boolean][] = [
    [t('document.invoice.subtotal'), euro(invoice.amountCents), false],
    [
      invoice.reverseCharge
        ? t('document.invoice.reverseCharge')
        : t('document.invoice.vat', { percent: formatNumber(invoice.vatPercent, LOCALES[language]) }),
      euro(invoice.vatAmountCents),
      false,
    ],
    [t('document.invoice.total'), euro(invoice.totalAmountCents), true],
  ];
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(label, MARGIN + width * 0.5, y, { width: width * 0.31 - 6, align: 'right' });
    doc.text(value, MARGIN + width * 0.81, y, { width: width * 0.19 - 6, align: 'right' });
    y = doc.y + 4;
  }

  if (invoice.reverseCharge) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(t('document.invoice.reverseChargeNote', { number: buyerBusiness?.vatNumber ?? '' }), MARGIN, y + 16, {
        width,
      });
    y = doc.y - 8;
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('document.invoice.questions', { email: company.supportEmail }), MARGIN, y + 24, { width });
  doc.end();
  return done;
}
