import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { date } from '../../lib/format';
import { canWithdraw, withdrawalStepTwo } from '../../lib/withdrawal';
import { useOwnOrders } from './api/get-own-orders';
import { useServiceTexts } from './service-texts';

/**
 * The dashboard's orders, newest first, each with its status (and for 14 days after its payment the way to withdraw
 * from it, docs/contracts.md §13), and the way to the invoices and their PDFs.
 */
export function OrderList() {
  const { t, i18n } = useTranslation('account');
  const orders = useOwnOrders();
  const services = useServiceTexts();
  const language = i18n.resolvedLanguage;
  return (
    <section aria-labelledby="orders-title" className="account-card">
      <div className="account-card__header">
        <h2 id="orders-title">{t('dashboard.orders.title')}</h2>
        <Link to={paths.billing}>{t('dashboard.orders.invoices')}</Link>
      </div>
      {orders.isPending ? (
        <p role="status">{t('dashboard.loading')}</p>
      ) : orders.isError ? (
        <p className="form-error" role="alert">
          {t('dashboard.ordersFailed')}
        </p>
      ) : orders.data.length === 0 ? (
        <p data-testid="no-orders">{t('dashboard.orders.empty')}</p>
      ) : (
        <ul className="order-list" data-testid="orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <div>
                <strong>{services.product(order.product)}</strong>
                <span className="order-list__detail">
                  {order.id} · {date(order.createdAt, language, { dateStyle: 'medium' })} ·{' '}
                  {services.total(order.product)}
                </span>
              </div>
              <span className="order-list__actions">
                <span className={`badge badge--${order.status}`}>{t(`dashboard.orders.status.${order.status}`)}</span>
                {canWithdraw(order) && (
                  <Link
                    className="button button--ghost"
                    to={withdrawalStepTwo(order.id)}
                    aria-label={t('dashboard.orders.withdrawLabel', { id: order.id })}
                  >
                    {t('dashboard.orders.withdraw')}
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
