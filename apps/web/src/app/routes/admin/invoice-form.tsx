import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AdminInvoiceCreateSchema,
  AdminInvoiceUpdateSchema,
  DEFAULT_ADMIN_SETTINGS,
  dueDateAfter,
  type InvoiceRecord,
} from '@telecom/domain';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { pathTo, paths } from '../../../config/paths';
import { useCreateInvoice } from '../../../features/admin/api/create-invoice';
import { useCustomer } from '../../../features/admin/api/get-customer';
import { useCustomers } from '../../../features/admin/api/get-customers';
import { useInvoice } from '../../../features/admin/api/get-invoice';
import { useSettings } from '../../../features/admin/api/get-settings';
import { useUpdateInvoice } from '../../../features/admin/api/update-invoice';
import { AdminHeader } from '../../../features/admin/list-ui';
import { FormMessage } from '../../../features/auth/auth-page';
import { ApiError } from '../../../lib/api-client';
import { localToday } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { RecordMissing } from './customer-detail';

/**
 * /admin/invoices/new (?customer= picks the customer): POST /api/admin/invoices. The due date starts at the payment
 * term of the settings after today.
 */
export function AdminInvoiceNewRoute() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  if (settings.isPending) return <p role="status">{t('list.loading')}</p>;
  return <NewInvoice dueDays={settings.data?.invoiceDueDays ?? DEFAULT_ADMIN_SETTINGS.invoiceDueDays} />;
}

function NewInvoice({ dueDays }: { dueDays: number }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateInvoice();
  const today = localToday();
  const form = useForm(AdminInvoiceCreateSchema, {
    customerId: params.get('customer') ?? '',
    amount: '',
    description: '',
    issueDate: today,
    dueDate: dueDateAfter(today, dueDays),
    status: 'draft',
    recurring: false,
  });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ invoice }) => void navigate(pathTo('adminInvoice', { id: invoice.id })),
      onError: (error) => form.showApiError(error, t('errors.action')),
    }),
  );
  return (
    <>
      <AdminHeader title={t('invoices.new')} subtitle={t('invoices.formSubtitle')} />
      <form className="admin-card admin-form" onSubmit={submit} noValidate aria-label={t('invoices.new')}>
        <CustomerPicker
          value={form.values.customerId}
          error={form.errors.customerId}
          onChange={(id) => form.set('customerId', id)}
        />
        <InvoiceFields form={form} />
        <fieldset className="field">
          <legend>{t('invoices.columns.status')}</legend>
          {(['draft', 'sent'] as const).map((status) => (
            <label key={status} className="choice">
              <input
                type="radio"
                name="status"
                value={status}
                checked={form.values.status === status}
                onChange={() => form.set('status', status)}
              />
              {t(`invoiceStatus.${status}`)}
            </label>
          ))}
        </fieldset>
        <FormMessage error={form.errors._form} />
        <div className="admin-form__actions">
          <Link to={paths.adminInvoices} className="button button--ghost">
            {t('actions.cancel')}
          </Link>
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('actions.saving') : t('actions.save')}
          </button>
        </div>
      </form>
    </>
  );
}

/**
 * /admin/invoices/:id/edit: a draft's amount (one line, before VAT), description, dates and recurrence through
 * PUT /api/admin/invoices/:id.
 */
export function AdminInvoiceEditRoute() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  if (invoice.isPending) return <p role="status">{t('list.loading')}</p>;
  if (invoice.isError)
    return (
      <RecordMissing
        notFound={invoice.error instanceof ApiError && invoice.error.status === 404}
        back={paths.adminInvoices}
        backLabel={t('invoices.back')}
      />
    );
  return <EditInvoice invoice={invoice.data} />;
}

function EditInvoice({ invoice }: { invoice: InvoiceRecord }) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const update = useUpdateInvoice();
  const amount = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'nl-NL', {
    minimumFractionDigits: 2,
    useGrouping: false,
  }).format(invoice.amount);
  const form = useForm(AdminInvoiceUpdateSchema, {
    amount,
    description: invoice.lines.length === 1 ? invoice.lines[0]!.description : '',
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    recurring: invoice.recurring,
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: invoice.id, body: values },
      {
        onSuccess: () => void navigate(pathTo('adminInvoice', { id: invoice.id })),
        onError: (error) => form.showApiError(error, t('errors.action')),
      },
    ),
  );
  return (
    <>
      <AdminHeader
        title={t('invoices.edit', { number: invoice.invoice_number })}
        subtitle={t('invoices.formSubtitle')}
      />
      {invoice.status !== 'draft' ? (
        <div className="empty-state" role="status">
          <p>{t('invoices.onlyDrafts')}</p>
          <Link to={pathTo('adminInvoice', { id: invoice.id })} className="button">
            {t('invoices.backToInvoice')}
          </Link>
        </div>
      ) : (
        <form
          className="admin-card admin-form"
          onSubmit={submit}
          noValidate
          aria-label={t('invoices.edit', { number: invoice.invoice_number })}
        >
          <p>
            {invoice.customer_name} · {invoice.customer_email}
          </p>
          <InvoiceFields form={form} />
          <FormMessage error={form.errors._form} />
          <div className="admin-form__actions">
            <Link to={pathTo('adminInvoice', { id: invoice.id })} className="button button--ghost">
              {t('actions.cancel')}
            </Link>
            <button type="submit" className="button" disabled={update.isPending}>
              {update.isPending ? t('actions.saving') : t('actions.save')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

interface InvoiceFormState {
  text: (name: 'amount' | 'description' | 'issueDate' | 'dueDate') => {
    name: string;
    value: string;
    error?: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  checkbox: (name: 'recurring') => {
    name: string;
    checked: boolean;
    error?: string;
    onChange: (event: { target: { checked: boolean } }) => void;
  };
}

function InvoiceFields({ form }: { form: InvoiceFormState }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={t('invoices.amountLabel')}
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.text('amount')}
      />
      <TextField
        label={t('invoices.descriptionLabel')}
        hint={t('invoices.descriptionHint')}
        autoComplete="off"
        {...form.text('description')}
      />
      <div className="admin-form__row">
        <TextField label={t('invoices.columns.issued')} type="date" required {...form.text('issueDate')} />
        <TextField label={t('invoices.columns.due')} type="date" required {...form.text('dueDate')} />
      </div>
      <CheckboxField label={t('invoices.recurringLabel')} {...form.checkbox('recurring')} />
    </>
  );
}

/** The customer of a new invoice: a search over the customers list, then a choice among its first matches. */
function CustomerPicker({ value, error, onChange }: { value: string; error?: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const matches = useCustomers(search.trim() ? { search: search.trim() } : {});
  const chosen = useCustomer(value);
  const options = [
    ...(chosen.data && !matches.data?.items.some((row) => row.id === value) ? [chosen.data.customer] : []),
    ...(matches.data?.items ?? []),
  ];
  return (
    <div className="customer-picker">
      <div className="field">
        <label htmlFor="invoice-customer-search">{t('invoices.findCustomer')}</label>
        <input
          id="invoice-customer-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('customers.searchPlaceholder')}
        />
      </div>
      <div className="field">
        <label htmlFor="invoice-customer">{t('invoices.columns.customer')}</label>
        <select
          id="invoice-customer"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invoice-customer-error' : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('invoices.chooseCustomer')}</option>
          {options.map((row) => (
            <option key={row.id} value={row.id}>
              {row.name} ({row.email})
            </option>
          ))}
        </select>
        {error && (
          <p id="invoice-customer-error" className="form-error field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
