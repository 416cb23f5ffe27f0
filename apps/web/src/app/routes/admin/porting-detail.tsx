import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  PortingStatusBodySchema,
  scheduleDateProblem,
  translateMessage,
  type AdminPortingRecord,
  type PortingStatus,
  type PortingStatusBody,
} from '@telecom/domain';
import { PortingStatusBadge, PortingTimeline } from '../../../components/ui/porting-timeline';
import { TextArea, TextField } from '../../../components/ui/form-field';
import { pathTo, paths } from '../../../config/paths';
import { usePortingRequest } from '../../../features/admin/api/get-porting-request';
import { useMovePorting } from '../../../features/admin/api/move-porting';
import { ActionMessage, AdminHeader, ConfirmDialog, type ActionResult } from '../../../features/admin/list-ui';
import '../../../features/admin/porting.css';
import { ApiError } from '../../../lib/api-client';
import { calendarDate, date, localToday } from '../../../lib/format';
import { useFormErrors } from '../../../lib/use-form-errors';
import { RecordMissing } from './customer-detail';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * /admin/porting/:id (docs/contracts.md §9): the porting request, its customer (with the way to the customer record and
 * the order), its timeline, and a form that moves it on to one of its next statuses — a moving day for scheduled, a
 * reason for rejected — after a confirmation. The customer is mailed; the page shows the request as it then is.
 */
export function AdminPortingRequestRoute() {
  const { t } = useTranslation('porting');
  const { id = '' } = useParams();
  const answer = usePortingRequest(id);
  const [message, setMessage] = useState<ActionResult | null>(null);

  if (answer.isPending) return <p role="status">{t('list.loading', { ns: 'admin' })}</p>;
  if (answer.isError)
    return (
      <RecordMissing
        notFound={answer.error instanceof ApiError && answer.error.status === 404}
        back={paths.adminPorting}
        backLabel={t('admin.back')}
      />
    );

  const { porting } = answer.data;
  return (
    <>
      <AdminHeader title={t('admin.title', { number: porting.display })} subtitle={t('admin.subtitle')} />
      <p>
        <Link to={paths.adminPorting}>← {t('admin.back')}</Link>
      </p>
      <ActionMessage message={message} />
      <div className="porting-detail">
        <RequestFacts porting={porting} />
        <CustomerFacts porting={porting} />
        <section className="admin-card" aria-labelledby="porting-timeline">
          <h2 id="porting-timeline">{t('admin.sections.timeline')}</h2>
          <PortingTimeline porting={porting} />
        </section>
        <MoveForm porting={porting} onMessage={setMessage} onConflict={() => void answer.refetch()} />
      </div>
    </>
  );
}

function RequestFacts({ porting }: { porting: AdminPortingRecord }) {
  const { t, i18n } = useTranslation('porting');
  const language = i18n.resolvedLanguage;
  const day = (iso: string) => calendarDate(iso, language);
  return (
    <section className="admin-card" aria-labelledby="porting-request">
      <h2 id="porting-request">{t('admin.sections.request')}</h2>
      <dl className="record-facts" data-testid="porting-facts">
        <div>
          <dt>{t('admin.fields.number')}</dt>
          <dd>{porting.display}</dd>
        </div>
        <div>
          <dt>{t('admin.fields.status')}</dt>
          <dd data-testid="porting-status">
            <PortingStatusBadge status={porting.status} />
          </dd>
        </div>
        <div>
          <dt>{t('admin.fields.numberType')}</dt>
          <dd>{t(`admin.numberTypes.${porting.numberType}`)}</dd>
        </div>
        <div>
          <dt>{t('admin.fields.provider')}</dt>
          <dd>{porting.currentProvider}</dd>
        </div>
        <div>
          <dt>{t('admin.fields.holder')}</dt>
          <dd>{porting.holderName}</dd>
        </div>
        <div>
          <dt>{t('admin.fields.wished')}</dt>
          <dd>{porting.wishedDate ? day(porting.wishedDate) : t('admin.atContractEnd')}</dd>
        </div>
        <div>
          <dt>{t('admin.fields.movingDay')}</dt>
          <dd data-testid="porting-moving-day">{porting.scheduledDate ? day(porting.scheduledDate) : '–'}</dd>
        </div>
        {porting.reason && (
          <div>
            <dt>{t('admin.fields.reason')}</dt>
            <dd>{porting.reason}</dd>
          </div>
        )}
        <div>
          <dt>{t('admin.fields.created')}</dt>
          <dd>{date(porting.createdAt, language, DATE_TIME)}</dd>
        </div>
        <div>
          <dt>{t('admin.fields.updated')}</dt>
          <dd>{date(porting.updatedAt, language, DATE_TIME)}</dd>
        </div>
      </dl>
    </section>
  );
}

function CustomerFacts({ porting }: { porting: AdminPortingRecord }) {
  const { t } = useTranslation('porting');
  return (
    <section className="admin-card" aria-labelledby="porting-customer">
      <h2 id="porting-customer">{t('admin.sections.customer')}</h2>
      <dl className="record-facts">
        <div>
          <dt>{t('admin.fields.customer')}</dt>
          <dd>
            {porting.customerId !== null ? (
              <Link to={pathTo('adminCustomer', { id: porting.customerId })}>{porting.customerName}</Link>
            ) : (
              porting.customerName
            )}
            <br />
            <span className="muted">{porting.customerEmail}</span>
          </dd>
        </div>
        <div>
          <dt>{t('admin.fields.account')}</dt>
          <dd>
            {porting.userId !== null ? t('admin.accounts.user', { id: porting.userId }) : t('admin.accounts.guest')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.fields.order')}</dt>
          <dd>
            <Link to={pathTo('adminOrder', { id: porting.orderId })}>{porting.orderId}</Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The next step: one of the statuses the request may move to, the moving day (a working day from today) or the
 * reason, checked with the API's own rules first; then a confirmation, and the API's errors shown where they belong.
 */
function MoveForm({
  porting,
  onMessage,
  onConflict,
}: {
  porting: AdminPortingRecord;
  onMessage: (message: ActionResult | null) => void;
  onConflict: () => void;
}) {
  const { t, i18n } = useTranslation('porting');
  const language = i18n.resolvedLanguage ?? 'en';
  const forms = useFormErrors();
  const move = useMovePorting();
  const [status, setStatus] = useState<PortingStatus | ''>('');
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<PortingStatusBody | null>(null);
  const today = localToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMessage(null);
    const { data, errors: found } = forms.validate(PortingStatusBodySchema, {
      status: status || undefined,
      ...(status === 'scheduled' ? { date: day || undefined } : {}),
      ...(status === 'rejected' ? { reason } : {}),
    });
    const problem = data?.status === 'scheduled' && data.date ? scheduleDateProblem(data.date, today) : null;
    if (problem) found.date = translateMessage(`validation.porting.date.${problem}`, language);
    setErrors(found);
    if (data && !problem) setConfirming(data);
  };

  const confirm = (body: PortingStatusBody) =>
    move.mutate(
      { id: porting.id, body },
      {
        onSuccess: ({ porting: moved }) => {
          setConfirming(null);
          setStatus('');
          setDay('');
          setReason('');
          onMessage({
            success: t('admin.move.done', { status: t(`status.${moved.status}`), name: moved.customerName }),
          });
        },
        onError: (error) => {
          setConfirming(null);
          const fields = forms.fromApi(error);
          const { _form: formError, ...fieldErrors } = fields;
          setErrors(fieldErrors);
          if (formError) onMessage({ error: formError });
          else if (Object.keys(fieldErrors).length === 0) onMessage({ error: t('errors.action', { ns: 'admin' }) });
          // Another admin (or the carrier) moved it first: show where it stands now.
          if (error instanceof ApiError && error.status === 409) onConflict();
        },
      },
    );

  const confirmText = (body: PortingStatusBody) => {
    const values = { number: porting.display, provider: porting.currentProvider, name: porting.customerName };
    if (body.status === 'scheduled')
      return t('admin.move.confirm.scheduled', { ...values, date: calendarDate(body.date ?? '', language) });
    if (body.status === 'validated' || body.status === 'completed' || body.status === 'rejected')
      return t(`admin.move.confirm.${body.status}`, values);
    return '';
  };

  return (
    <section className="admin-card" aria-labelledby="porting-move">
      <h2 id="porting-move">{t('admin.sections.move')}</h2>
      {porting.nextStatuses.length === 0 ? (
        <p className="muted" data-testid="porting-final">
          {t('admin.move.final')}
        </p>
      ) : (
        <form className="porting-move admin-form" noValidate onSubmit={submit} data-testid="porting-move">
          <fieldset aria-describedby={errors.status ? 'porting-status-error' : undefined}>
            <legend>{t('admin.move.legend')}</legend>
            {porting.nextStatuses.map((next) => (
              <div className="choice" key={next}>
                <input
                  type="radio"
                  id={`porting-next-${next}`}
                  name="status"
                  value={next}
                  checked={status === next}
                  onChange={() => setStatus(next)}
                />
                <label htmlFor={`porting-next-${next}`}>{t(`status.${next}`)}</label>
              </div>
            ))}
            {errors.status && (
              <p id="porting-status-error" className="form-error field__error">
                {errors.status}
              </p>
            )}
          </fieldset>
          {status === 'scheduled' && (
            <TextField
              label={t('admin.move.date')}
              type="date"
              name="date"
              min={today}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              hint={t('admin.move.dateHint')}
              error={errors.date}
            />
          )}
          {status === 'rejected' && (
            <TextArea
              label={t('admin.move.reason')}
              name="reason"
              rows={3}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={errors.reason}
            />
          )}
          <div className="porting-move__actions">
            <button type="submit" className="button" disabled={move.isPending}>
              {t('admin.move.submit')}
            </button>
          </div>
        </form>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('admin.move.confirmTitle')}
          message={confirmText(confirming)}
          confirmLabel={t('admin.move.confirmButton')}
          busy={move.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => confirm(confirming)}
        />
      )}
    </section>
  );
}
