import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneNumber, type Voicemail } from '@telecom/domain';
import { paths } from '../../config/paths';
import { useDeleteVoicemail } from './api/delete-voicemail';
import { useVoicemails } from './api/get-voicemails';
import { useSendTestVoicemail } from './api/send-test-voicemail';
import { useUpdateVoicemail } from './api/update-voicemail';
import { errorText, useWrittenCaller } from './use-written-caller';
import { VoicemailMessage } from './voicemail-message';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import './voicemail-inbox.css';

/** How long the inbox waits for a test message before it says that it has not come (decision 058). */
export const TEST_WAIT_MS = 60_000;

/**
 * The account's voicemail inbox (GET /api/voicemails, docs/contracts.md §16), newest first. Opening a message shows
 * its recording and transcript and marks it read; an appointment request is accepted or declined in place; deleting
 * asks first. A test message can be sent to one of `numbers` (the account's VOIP numbers; undefined while they load):
 * the inbox then asks every two seconds until it is there. What changed is said in a polite live region.
 */
export function VoicemailInbox({ numbers }: { numbers: string[] | undefined }) {
  const { t } = useTranslation('account');
  const id = useId();
  const writtenCaller = useWrittenCaller();
  const [awaiting, setAwaiting] = useState<{ known: ReadonlySet<number> } | null>(null);
  const [testLate, setTestLate] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<Voicemail | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const inbox = useVoicemails({ awaiting: awaiting !== null });
  const update = useUpdateVoicemail();
  const remove = useDeleteVoicemail();
  const test = useSendTestVoicemail();

  // A test message that has come (a message the inbox did not know when it was sent) ends the wait: adjusted while
  // rendering the answer that brought it, as React advises for state that follows from a render's data.
  const arrived = awaiting && inbox.data?.voicemails.find((voicemail) => !awaiting.known.has(voicemail.id));
  if (arrived) {
    setAwaiting(null);
    setAnnouncement(t('inbox.voicemail.test.arrived', { caller: writtenCaller(arrived.caller) }));
  }
  useEffect(() => {
    if (!awaiting) return;
    const timer = window.setTimeout(() => {
      setAwaiting(null);
      setTestLate(true);
    }, TEST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [awaiting]);

  const sendTest = (number: string) => {
    const known = new Set(inbox.data?.voicemails.map((voicemail) => voicemail.id) ?? []);
    setTestLate(false);
    test.mutate(
      { number },
      {
        onSuccess: () => {
          setAwaiting({ known });
          setAnnouncement(t('inbox.voicemail.test.sent'));
        },
      },
    );
  };

  const toggle = (voicemail: Voicemail) => {
    const open = !opened.has(voicemail.id);
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(voicemail.id);
      else next.delete(voicemail.id);
      return next;
    });
    if (open && voicemail.status === 'new') update.mutate({ id: voicemail.id, body: { status: 'read' } });
  };

  const testAction = numbers && numbers.length > 0 && (
    <TestMessageForm
      numbers={numbers}
      pending={test.isPending || awaiting !== null}
      error={test.isError ? errorText(test.error, t('inbox.voicemail.test.failed')) : null}
      late={testLate}
      onSend={sendTest}
    />
  );

  return (
    <section className="account-card inbox" aria-labelledby={`${id}-title`} data-testid="voicemail-inbox">
      <div className="account-card__header">
        <h2 id={`${id}-title`} ref={listHeading} tabIndex={-1}>
          {t('inbox.voicemail.listTitle')}
        </h2>
      </div>
      {inbox.isPending ? (
        <p role="status">{t('inbox.voicemail.loading')}</p>
      ) : inbox.isError ? (
        <div role="alert">
          <p className="form-error">{t('inbox.voicemail.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void inbox.refetch()}>
            {t('inbox.voicemail.retry')}
          </button>
        </div>
      ) : inbox.data.voicemails.length === 0 ? (
        <div className="inbox__empty" data-testid="inbox-empty">
          <p>
            <strong>{t('inbox.voicemail.empty.title')}</strong>
          </p>
          {numbers === undefined ? (
            <p role="status">{t('inbox.voicemail.loading')}</p>
          ) : numbers.length > 0 ? (
            <>
              <p>{t('inbox.voicemail.empty.withNumber')}</p>
              {testAction}
            </>
          ) : (
            <p>
              {t('inbox.voicemail.empty.noNumber')}{' '}
              <Link to={paths.voipConfigure}>{t('inbox.voicemail.empty.chooseNumber')}</Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <ul className="inbox__list">
            {inbox.data.voicemails.map((voicemail) => (
              <VoicemailMessage
                key={voicemail.id}
                voicemail={voicemail}
                open={opened.has(voicemail.id)}
                onToggle={() => toggle(voicemail)}
                onDelete={() => setDeleting(voicemail)}
                onAnnounce={setAnnouncement}
              />
            ))}
          </ul>
          {testAction && <div className="inbox__test">{testAction}</div>}
        </>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="inbox-announcement">
        {announcement}
      </p>
      {deleting && (
        <ConfirmDialog
          title={t('inbox.voicemail.delete.title')}
          text={
            deleting.appointment?.status === 'approved'
              ? t('inbox.voicemail.delete.textWithAppointment', { caller: writtenCaller(deleting.caller) })
              : t('inbox.voicemail.delete.text', { caller: writtenCaller(deleting.caller) })
          }
          error={remove.isError ? errorText(remove.error, t('inbox.voicemail.delete.failed')) : undefined}
          cancelLabel={t('inbox.voicemail.delete.cancel')}
          confirmLabel={t('inbox.voicemail.delete.confirm')}
          pendingLabel={t('inbox.voicemail.delete.pending')}
          pending={remove.isPending}
          danger
          onConfirm={(close) =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setAnnouncement(t('inbox.voicemail.delete.done', { caller: writtenCaller(deleting.caller) }));
                close();
                // The message and its buttons are gone: the focus goes to the list's heading.
                requestAnimationFrame(() => listHeading.current?.focus());
              },
            })
          }
          onClose={() => {
            setDeleting(null);
            remove.reset();
          }}
        />
      )}
    </section>
  );
}

/** "Send a test message" to one of the account's numbers (a choice when there are several). */
function TestMessageForm({
  numbers,
  pending,
  error,
  late,
  onSend,
}: {
  numbers: string[];
  pending: boolean;
  error: string | null;
  late: boolean;
  onSend: (number: string) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [number, setNumber] = useState(numbers[0] ?? '');
  const chosen = numbers.includes(number) ? number : (numbers[0] ?? '');
  return (
    <form
      className="inbox-test"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(chosen);
      }}
    >
      {numbers.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-number`}>{t('inbox.voicemail.test.number')}</label>
          <select id={`${id}-number`} value={chosen} onChange={(event) => setNumber(event.target.value)}>
            {numbers.map((option) => (
              <option key={option} value={option}>
                {formatPhoneNumber(option)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="inbox-test__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('inbox.voicemail.test.waiting') : t('inbox.voicemail.test.send')}
        </button>
        {numbers.length === 1 && (
          <span className="field__hint">{t('inbox.voicemail.test.to', { number: formatPhoneNumber(chosen) })}</span>
        )}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {late && (
        <p className="form-error" role="alert">
          {t('inbox.voicemail.test.late')}
        </p>
      )}
    </form>
  );
}
