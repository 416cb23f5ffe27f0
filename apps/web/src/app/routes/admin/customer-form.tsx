import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AdminCustomerSchema,
  CUSTOMER_PLAN_NAMES,
  CUSTOMER_STATUSES,
  isCustomerPlanName,
  type CustomerAnswer,
  type CustomerRow,
} from '@telecom/domain';
import { TextField } from '../../../components/ui/form-field';
import { pathTo, paths } from '../../../config/paths';
import { useCreateCustomer } from '../../../features/admin/api/create-customer';
import { useCustomer } from '../../../features/admin/api/get-customer';
import { useUpdateCustomer } from '../../../features/admin/api/update-customer';
import { AdminHeader } from '../../../features/admin/list-ui';
import { FormMessage } from '../../../features/auth/auth-page';
import { ApiError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { RecordMissing } from './customer-detail';

/** /admin/customers/new: a new customer through POST /api/admin/customers. */
export function AdminCustomerNewRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminHeader title={t('customers.new')} subtitle={t('customers.formSubtitle')} />
      <CustomerForm />
    </>
  );
}

/** /admin/customers/:id/edit: the customer's fields through PUT /api/admin/customers/:id. */
export function AdminCustomerEditRoute() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const detail = useCustomer(id);
  if (detail.isPending) return <p role="status">{t('list.loading')}</p>;
  if (detail.isError)
    return (
      <RecordMissing
        notFound={detail.error instanceof ApiError && detail.error.status === 404}
        back={paths.adminCustomers}
        backLabel={t('customers.back')}
      />
    );
  return (
    <>
      <AdminHeader
        title={t('customers.edit', { name: detail.data.customer.name })}
        subtitle={t('customers.formSubtitle')}
      />
      <CustomerForm customer={detail.data.customer} />
    </>
  );
}

function CustomerForm({ customer }: { customer?: CustomerRow }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const busy = create.isPending || update.isPending;
  // The plan is chosen by its name in the catalogue (VOIP Standard or VOIP Business, …); a stored name that is no
  // longer in the catalogue must be chosen again.
  const form = useForm(AdminCustomerSchema, {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    planName: customer && isCustomerPlanName(customer.planName) ? customer.planName : '',
    status: customer?.status ?? 'active',
  });
  const submit = form.handleSubmit((values) => {
    const onError = (error: Error) => form.showApiError(error, t('errors.action'));
    const onSuccess = ({ customer: saved }: CustomerAnswer) => void navigate(pathTo('adminCustomer', { id: saved.id }));
    if (customer) update.mutate({ id: customer.id, body: values }, { onSuccess, onError });
    else create.mutate(values, { onSuccess, onError });
  });
  const select = (
    name: 'planName' | 'status',
    options: readonly string[],
    label: string,
    text: (value: string) => string,
  ) => (
    <div className="field">
      <label htmlFor={`customer-${name}`}>{label}</label>
      <select
        id={`customer-${name}`}
        value={form.values[name]}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={form.errors[name] ? `customer-${name}-error` : undefined}
        onChange={(event) => form.set(name, event.target.value)}
      >
        {name === 'planName' && <option value="">{t('customers.choosePlan')}</option>}
        {options.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>
      {form.errors[name] && (
        <p id={`customer-${name}-error`} className="form-error field__error">
          {form.errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form
      className="admin-card admin-form"
      onSubmit={submit}
      noValidate
      aria-label={customer ? t('customers.edit', { name: customer.name }) : t('customers.new')}
    >
      <TextField label={t('customers.columns.name')} autoComplete="off" required {...form.text('name')} />
      <TextField
        label={t('customers.columns.email')}
        type="email"
        autoComplete="off"
        required
        {...form.text('email')}
      />
      {select('planName', CUSTOMER_PLAN_NAMES, t('customers.columns.plan'), (value) => value)}
      {select('status', CUSTOMER_STATUSES, t('customers.columns.status'), (value) =>
        t(`customerStatus.${value as (typeof CUSTOMER_STATUSES)[number]}`),
      )}
      <FormMessage error={form.errors._form} />
      <div className="admin-form__actions">
        <Link
          to={customer ? pathTo('adminCustomer', { id: customer.id }) : paths.adminCustomers}
          className="button button--ghost"
        >
          {t('actions.cancel')}
        </Link>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
