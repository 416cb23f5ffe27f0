// The porting request's mails, one at every step (docs/contracts.md §9), in the customer's language: what happened (the
// request sent, approved by the current provider, the day of the move, the move done, or why it was rejected), what
// comes next, and the way to the dashboard's timeline.
import {
  BRAND_NAME,
  formatPhoneNumber,
  translateMessage,
  type Language,
  type MessageKey,
  type PortingStatus,
} from '@telecom/domain';
import { formatDate } from '../../lib/mail-format.js';
import type { ComposedMail } from '../jobs/mail-outbox.js';

export interface PortingMailSubject {
  /** Where the mail goes: the address the order was placed with. */
  email: string;
  name: string;
  language: Language;
  /** E.164. */
  number: string;
  currentProvider: string;
  holderName: string;
  wishedDate: string | null;
  atContractEnd: boolean;
}

/** The step the mail tells of: its status, with the day of the move (scheduled) or the reason (rejected). */
export interface PortingMailStep {
  status: PortingStatus;
  date: string | null;
  reason: string | null;
  /** Rejected because we withdrew it (its order was refunded): what comes next is not a new try. */
  withdrawn?: boolean;
}

export function portingMail(porting: PortingMailSubject, step: PortingMailStep, publicUrl: string): ComposedMail {
  const { language } = porting;
  const params = {
    brand: BRAND_NAME,
    number: formatPhoneNumber(porting.number),
    provider: porting.currentProvider,
    holder: porting.holderName,
    date: step.date ? formatDate(step.date, language) : '',
    reason: step.reason ?? '',
    url: `${publicUrl}/dashboard`,
    supportUrl: `${publicUrl}/support`,
  };
  const t = (key: MessageKey) => translateMessage(key, language, params);
  const when =
    step.status !== 'requested'
      ? []
      : porting.atContractEnd || porting.wishedDate === null
        ? [t('mail.porting.atContractEnd')]
        : [translateMessage('mail.porting.wishedDate', language, { date: formatDate(porting.wishedDate, language) })];
  const text = [
    translateMessage('mail.order.greeting', language, { name: porting.name }),
    '',
    [t(`mail.porting.body.${step.status}`), ...when].join(' '),
    '',
    t(
      step.status === 'rejected' && step.withdrawn === true
        ? 'mail.porting.next.withdrawn'
        : `mail.porting.next.${step.status}`,
    ),
    '',
    t('mail.porting.follow'),
    '',
    t('mail.signature'),
    '',
  ].join('\n');
  return { to: porting.email, language, subject: t(`mail.porting.subject.${step.status}`), text };
}
