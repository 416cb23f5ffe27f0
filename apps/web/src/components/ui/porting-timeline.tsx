import { useTranslation } from 'react-i18next';
import type { PortingRequestRecord, PortingStatus } from '@telecom/domain';
import { calendarDate, date } from '../../lib/format';
import './porting-timeline.css';

/** The steps every porting request goes through when it is not rejected (docs/contracts.md §9). */
const LIFECYCLE = ['requested', 'validated', 'scheduled', 'completed'] as const satisfies readonly PortingStatus[];

type StepState = 'done' | 'current' | 'upcoming';

interface Step {
  status: PortingStatus;
  state: StepState;
  /** When it happened (done and current steps). */
  at: string | null;
  /** The day of the move (scheduled). */
  date: string | null;
  reason: string | null;
}

/**
 * The steps of a request as its timeline shows them: what happened, oldest first, with the present status as the
 * current step; then, unless it was rejected, the steps still to come.
 */
export function portingSteps(porting: Pick<PortingRequestRecord, 'status' | 'history' | 'scheduledDate'>): Step[] {
  const happened = (status: PortingStatus) => porting.history.filter((event) => event.status === status).at(-1);
  const stateOf = (status: PortingStatus): StepState => (status === porting.status ? 'current' : 'done');
  if (porting.status === 'rejected')
    return porting.history.map((event) => ({
      status: event.status,
      state: stateOf(event.status),
      at: event.at,
      date: event.date,
      reason: event.reason,
    }));
  const reached = LIFECYCLE.indexOf(porting.status);
  return LIFECYCLE.map((status, index) => {
    const event = happened(status);
    const date = status === 'scheduled' ? (event?.date ?? porting.scheduledDate) : null;
    if (index > reached) return { status, state: 'upcoming', at: null, date: null, reason: null };
    return { status, state: stateOf(status), at: event?.at ?? null, date, reason: null };
  });
}

/** A porting request's status as a badge: on its way amber, moved green, rejected red. */
export function PortingStatusBadge({ status }: { status: PortingStatus }) {
  const { t } = useTranslation('porting');
  const tone = status === 'completed' ? 'success' : status === 'rejected' ? 'error' : 'pending';
  return <span className={`badge badge--${tone}`}>{t(`status.${status}`)}</span>;
}

/**
 * The progress of a porting request (the customer's dashboard and the back office): each step with the day it
 * happened, the day of the move once planned and the reason of a rejection; the present step is `aria-current`.
 */
export function PortingTimeline({ porting }: { porting: PortingRequestRecord }) {
  const { t, i18n } = useTranslation('porting');
  const language = i18n.resolvedLanguage;
  const texts = {
    provider: porting.currentProvider,
    brand: t('brand.name', { ns: 'common' }),
  };
  return (
    <ol className="porting-timeline" aria-label={t('timeline.label', { number: porting.display })}>
      {portingSteps(porting).map((step) => (
        <li
          key={step.status}
          className={`porting-timeline__step porting-timeline__step--${step.status === 'rejected' ? 'rejected' : step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-status={step.status}
        >
          <span className="visually-hidden">{t(`timeline.state.${step.state}`)}: </span>
          <span className="porting-timeline__label">
            {step.state === 'upcoming' && step.status !== 'requested' && step.status !== 'rejected'
              ? t(`timeline.upcoming.${step.status}`, texts)
              : t(`timeline.steps.${step.status}`, {
                  ...texts,
                  date: step.date ? calendarDate(step.date, language) : '',
                })}
          </span>
          {step.at && (
            <time className="porting-timeline__at" dateTime={step.at}>
              {date(step.at, language, { dateStyle: 'medium' })}
            </time>
          )}
          {step.reason && (
            <span className="porting-timeline__reason">{t('timeline.reason', { reason: step.reason })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
