import type { ReactNode } from 'react';
import './appointment-request.css';

export type AppointmentRequestStatus = 'pending' | 'approved' | 'rejected';

/**
 * An appointment request as the spec's voicemail mock-up shows it (the public page's demo and the dashboard's inbox):
 * the day and time asked for, 'Accepteren' and 'Weigeren' while it is pending, and 'Bevestigd' or 'Afgewezen' once
 * decided (with `note`, such as the SMS the caller got). The texts come from the page that shows it.
 */
export function AppointmentRequest({
  request,
  status,
  labels,
  onDecide,
  pending = false,
  note,
}: {
  /** The request written out: "Afspraakverzoek: dinsdag 8 december om 10:00". */
  request: ReactNode;
  status: AppointmentRequestStatus;
  labels: { accept: string; reject: string; approved: string; rejected: string };
  onDecide: (decision: 'accept' | 'reject') => void;
  /** A decision is on its way: both buttons wait. */
  pending?: boolean;
  note?: ReactNode;
}) {
  return (
    <div className="appointment" data-status={status} data-testid="appointment">
      <p>{request}</p>
      {status === 'pending' ? (
        <div className="appointment__actions">
          <button type="button" className="button button--small" disabled={pending} onClick={() => onDecide('accept')}>
            {labels.accept}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={pending}
            onClick={() => onDecide('reject')}
          >
            {labels.reject}
          </button>
        </div>
      ) : (
        <p className="appointment__status">
          <strong>{status === 'approved' ? labels.approved : labels.rejected}</strong>
          {note && <span className="appointment__sms"> {note}</span>}
        </p>
      )}
    </div>
  );
}
