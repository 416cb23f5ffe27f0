// The one HTML layout of every mail (docs/contracts.md §12): the brand's bar, the mail's body, and the company's name,
// address, registration numbers, support address and support line from the back office's settings, in the mail's language. Written
// in MJML, which turns it into the table-based, inline-styled HTML that mail clients show alike. The body comes from
// the mail's own HTML (the eSIM mail: a QR code and a list of codes) or, for the rest, from its text part: a paragraph
// per block of lines, every address in it a link, so that the two parts always say the same.
import { BRAND_NAME, supportLineText, translateMessage, type CompanySettings, type Language } from '@telecom/domain';
import { escapeHtml } from './mail-format.js';

/** What the layout needs of a mail: its language, subject, text part and, where it has one, its own HTML body. */
export interface LayoutInput {
  language: Language;
  subject: string;
  text: string;
  /** The body as HTML (paragraphs, lists, images), already escaped; without it the body is made from `text`. */
  bodyHtml?: string;
}

export type MailCompany = CompanySettings;

const BRAND_COLOUR = '#0b3d91';
const TEXT_COLOUR = '#1a2233';
const MUTED_COLOUR = '#4a5568';

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** Escaped text with its addresses as links. */
function linked(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color: ${BRAND_COLOUR}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The text part as HTML: a paragraph for each block of lines between empty lines. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(linked).join('<br>')}</p>`)
    .join('\n');
}

/** The first line of the text that is not a greeting: what a mail client shows beside the subject. */
function preview(text: string): string {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim().replace(/\s+/g, ' '));
  return (blocks[1] ?? blocks[0] ?? '').slice(0, 140);
}

/** The MJML of a mail in the layout. */
export function mailMjml(mail: LayoutInput, company: MailCompany): string {
  const footer = [
    escapeHtml(company.companyName),
    escapeHtml(`${company.companyAddress}, ${company.companyPostcode} ${company.companyCity}`),
    escapeHtml(
      translateMessage('mail.footer.registration', mail.language, {
        kvk: company.kvkNumber,
        vat: company.vatNumber,
      }),
    ),
    linked(translateMessage('mail.footer.questions', mail.language, { email: company.supportEmail })),
    escapeHtml(supportLineText(company, mail.language)),
  ].join('<br>');
  return `<mjml lang="${mail.language}">
  <mj-head>
    <mj-title>${escapeHtml(mail.subject)}</mj-title>
    <mj-preview>${escapeHtml(preview(mail.text))}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${TEXT_COLOUR}" padding="0" />
    </mj-attributes>
    <mj-style>a { color: ${BRAND_COLOUR}; } code { font-family: Consolas, Menlo, monospace; word-break: break-all; }</mj-style>
  </mj-head>
  <mj-body background-color="#f3f6fb" width="640px">
    <mj-section background-color="${BRAND_COLOUR}" padding="16px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="bold">${escapeHtml(BRAND_NAME)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text>${mail.bodyHtml ?? textToHtml(mail.text)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="13px" color="${MUTED_COLOUR}">${footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The mail's HTML part: the layout around its body. MJML loads with the first mail, not with the app. */
export async function renderMailHtml(mail: LayoutInput, company: MailCompany): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(mailMjml(mail, company), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`The mail layout is not valid MJML: ${errors[0]!.formattedMessage}`);
  return html;
}
