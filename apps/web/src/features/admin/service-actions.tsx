import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cancellationEnd,
  type EsimAdminAction,
  type OrderServiceRef,
  type SubscriptionAdminAction,
} from '@telecom/domain';
import { pathTo } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { calendarDate, date, euro, localToday } from '../../lib/format';
import { blockEsim } from './api/block-esim';
import { cancelSubscription } from './api/cancel-subscription';
import { replaceEsim } from './api/replace-esim';
import { resendEsim } from './api/resend-esim';
import { resumeSubscription } from './api/resume-subscription';
import { suspendSubscription } from './api/suspend-subscription';
import { useAdminMutation } from './api/use-admin-mutation';
import { ActionMessage, ConfirmDialog, type ActionResult } from './list-ui';
import './service-actions.css';

type ServiceAction = SubscriptionAdminAction | EsimAdminAction;

interface PendingAction {
  service: OrderServiceRef;
  action: ServiceAction;
}

/** The call of an action (docs/contracts.md §14); each answers the service as it then is. */
function act({ service, action }: PendingAction): Promise<unknown> {
  switch (action) {
    case 'suspend':
      return suspendSubscription(service.id);
    case 'resume':
      return resumeSubscription(service.id);
    case 'cancel-term-end':
      return cancelSubscription({ id: service.id, when: 'term-end' });
    case 'cancel-now':
      return cancelSubscription({ id: service.id, when: 'now' });
    case 'block':
      return blockEsim(service.id);
    case 'replace':
      return replaceEsim(service.id);
    case 'resend':
      return resendEsim(service.id);
  }
}

/** Actions that cannot be undone are shown as dangerous. */
const DANGEROUS: readonly ServiceAction[] = ['cancel-now', 'block', 'replace'];

/**
 * The eSIMs and subscriptions of an order or a customer (docs/contracts.md §14), each with the back office's actions
 * that apply to it now: every action asks for a confirmation first, then says what it did, or shows the API's error
 * in the dialog. With `withOrder`, each names its order with a link (the customer page).
 */
export function ServiceList({ services, withOrder = false }: { services: OrderServiceRef[]; withOrder?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const headingId = useId();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [message, setMessage] = useState<ActionResult | null>(null);
  const mutation = useAdminMutation(act);
  const error =
    mutation.error instanceof ApiError ? mutation.error.message : mutation.error ? t('errors.action') : null;

  const statusText = (service: OrderServiceRef) =>
    service.kind === 'esim'
      ? t(`orders.services.esimStatus.${service.status}`)
      : t(`orders.services.subscriptionStatus.${service.status}`);
  const details = (service: OrderServiceRef) =>
    service.kind === 'esim'
      ? [
          t('orders.services.since', { date: date(service.startedAt, language, { dateStyle: 'medium' }) }),
          service.iccid && t('orders.services.iccid', { iccid: service.iccid }),
        ]
      : [
          t('orders.services.since', { date: calendarDate(service.startedAt, language, { dateStyle: 'medium' }) }),
          t('orders.services.monthly', { amount: euro(service.monthlyCents, language) }),
          t('serviceActions.termEnd', {
            date: calendarDate(service.minimumTermEnd, language, { dateStyle: 'medium' }),
          }),
          service.endsOn &&
            t('orders.services.endsOn', { date: calendarDate(service.endsOn, language, { dateStyle: 'medium' }) }),
        ];

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.sections.services')}</h2>
      <ActionMessage message={message} />
      {services.length === 0 ? (
        <p className="muted" role="status">
          {t('orders.services.empty')}
        </p>
      ) : (
        <ul className="order-services" data-testid="order-services">
          {services.map((service) => (
            <li key={`${service.kind}-${service.id}`} data-testid={`service-${service.kind}-${service.id}`}>
              <strong>{service.name}</strong> · {t(`orders.services.kind.${service.kind}`)} ·{' '}
              <span className={`badge badge--${service.status}`}>{statusText(service)}</span>
              {withOrder && (
                <>
                  {' · '}
                  <Link to={pathTo('adminOrder', { id: service.orderId })}>{service.orderId}</Link>
                </>
              )}
              <br />
              <span className="muted">{details(service).filter(Boolean).join(' · ')}</span>
              {service.actions.length > 0 && (
                <div
                  className="service-actions"
                  role="group"
                  aria-label={t('serviceActions.group', { name: service.name })}
                >
                  {service.actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`button ${DANGEROUS.includes(action) ? 'button--danger' : 'button--ghost'}`}
                      onClick={() => {
                        mutation.reset();
                        setMessage(null);
                        setPending({ service, action });
                      }}
                    >
                      {t(`serviceActions.${action}.button`)}
                    </button>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          title={t(`serviceActions.${pending.action}.title`)}
          message={t(`serviceActions.${pending.action}.message`, {
            name: pending.service.name,
            id: pending.service.id,
            // Where a cancellation at the term's end ends: the later of this month's end and the minimum term's end.
            date:
              pending.service.kind === 'subscription'
                ? calendarDate(cancellationEnd(localToday(), pending.service.minimumTermEnd), language, {
                    dateStyle: 'long',
                  })
                : '',
          })}
          confirmLabel={t(`serviceActions.${pending.action}.confirm`)}
          busy={mutation.isPending}
          error={error}
          onClose={() => setPending(null)}
          onConfirm={() =>
            mutation.mutate(pending, {
              onSuccess: () => {
                setPending(null);
                setMessage({
                  success: t(`serviceActions.${pending.action}.done`, {
                    name: pending.service.name,
                    id: pending.service.id,
                  }),
                });
              },
            })
          }
        />
      )}
    </section>
  );
}
