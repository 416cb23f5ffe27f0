import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SERVICE_PROMISES, SupportTicketSchema, TICKET_SUBJECTS } from '@telecom/domain';
import { TextArea, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { companyDetails } from '../../../lib/company-details';
import { useCreateTicket } from '../../../features/support/api/create-ticket';
import { useFormErrors } from '../../../lib/use-form-errors';
import '../../../features/esim/esim.css';

const CATEGORIES = ['all', 'esim', 'voip', 'ai', 'billing'] as const;
type Category = (typeof CATEGORIES)[number];

interface FaqEntry {
  id: string;
  category: Exclude<Category, 'all'>;
  question: string;
  answer: string;
}

const EMPTY_TICKET = { name: '', email: '', subject: '', message: '' };

/**
 * /support (spec points 2, 4, 5 and 8): search and category tabs over the FAQ (one answer open at a time, closed
 * on a new search or category), guides, contact cards, the status card (new tab), help cards that scroll to
 * their sections, and the ticket form sent through POST /api/tickets.
 */
export function SupportRoute() {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const company = companyDetails();
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [ticket, setTicket] = useState(EMPTY_TICKET);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const forms = useFormErrors();
  const send = useCreateTicket();

  const faq = t('faq.items', { returnObjects: true }) as unknown as FaqEntry[];
  const needle = search.trim().toLowerCase();
  const shown = faq.filter(
    (entry) =>
      (category === 'all' || entry.category === category) &&
      (needle === '' || `${entry.question} ${entry.answer}`.toLowerCase().includes(needle)),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: found } = forms.validate(SupportTicketSchema, ticket);
    setErrors(found);
    if (data)
      send.mutate(data, {
        onSuccess: () => setTicket(EMPTY_TICKET),
        onError: (error) => setErrors(forms.fromApi(error)),
      });
  };
  const field = (name: 'name' | 'email' | 'message') => ({
    name,
    value: ticket[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setTicket((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <title>{t('meta.title', { brand: tc('brand.name') })}</title>
      <meta name="description" content={t('meta.description', { hours: SERVICE_PROMISES.supportReplyHours })} />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{tc('nav.support')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="page-hero__lead">{t('hero.lead', { hours: SERVICE_PROMISES.supportReplyHours })}</p>
          <div className="support-search">
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {t('search.label')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              placeholder={t('search.placeholder')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setOpenId(null);
              }}
            />
          </div>
        </div>
      </section>

      <nav className="container help-cards" aria-label={t('help.label')}>
        {(['faq', 'guides', 'contact'] as const).map((target) => (
          <a key={target} href={`#support-${target}`} className="info-card help-card">
            <strong>{t(`help.${target}.title`)}</strong>
            <span>{t(`help.${target}.text`)}</span>
          </a>
        ))}
        <a href={paths.status} target="_blank" rel="noopener" className="info-card help-card">
          <strong>{t('help.status.title')}</strong>
          <span>
            {t('help.status.text')} <span className="visually-hidden">{tc('footer.newTab')}</span>
          </span>
        </a>
      </nav>

      <section id="support-faq" className="container faq" aria-labelledby="support-faq-title">
        <h2 id="support-faq-title" className="section-title">
          {t('faq.title')}
        </h2>
        <div className="category-tabs" role="group" aria-label={t('faq.categories')}>
          {CATEGORIES.map((option) => (
            <button
              key={option}
              type="button"
              className="category-tab"
              aria-pressed={category === option}
              onClick={() => {
                setCategory(option);
                setOpenId(null);
              }}
            >
              {t(`categories.${option}`)}
            </button>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {t('faq.count', { count: shown.length })}
        </p>
        {shown.length === 0 && <p className="calculator__empty">{t('faq.empty')}</p>}
        <ul className="accordion">
          {shown.map((entry) => {
            const open = openId === entry.id;
            return (
              <li key={entry.id} className="faq__item">
                <h3>
                  <button
                    type="button"
                    className="accordion__button"
                    aria-expanded={open}
                    aria-controls={`${id}-${entry.id}`}
                    onClick={() => setOpenId(open ? null : entry.id)}
                  >
                    {entry.question}
                  </button>
                </h3>
                <div id={`${id}-${entry.id}`} hidden={!open}>
                  <p>{entry.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="support-guides" className="container content-section" aria-labelledby="guides-title">
        <h2 id="guides-title" className="section-title">
          {t('guides.title')}
        </h2>
        <ul className="feature-grid">
          {(['esim', 'voip', 'ai'] as const).map((guide) => (
            <li key={guide} className="info-card">
              <h3>{t(`guides.${guide}.title`)}</h3>
              <p>{t(`guides.${guide}.text`)}</p>
              <Link to={paths.guides}>{t('guides.read')}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="support-contact" className="container content-section" aria-labelledby="contact-title">
        <h2 id="contact-title" className="section-title">
          {t('contact.title')}
        </h2>
        <div className="configure">
          <ul className="contact-cards">
            {(['email', 'phone', 'form'] as const).map((channel) => (
              <li key={channel} className="info-card">
                <h3>{t(`contact.${channel}.title`)}</h3>
                <p>
                  {t(`contact.${channel}.text`, {
                    hours: SERVICE_PROMISES.supportReplyHours,
                    email: company.supportEmail,
                    phone: company.supportPhone,
                    openingHours: tc('companyDetails.hours', {
                      from: company.supportHoursFrom,
                      to: company.supportHoursTo,
                    }),
                  })}
                </p>
              </li>
            ))}
          </ul>
          <form className="configure__form" onSubmit={submit} noValidate aria-labelledby={`${id}-ticket`}>
            <h3 id={`${id}-ticket`}>{t('ticket.title')}</h3>
            <TextField label={t('ticket.name')} autoComplete="name" required {...field('name')} />
            <TextField label={t('ticket.email')} type="email" autoComplete="email" required {...field('email')} />
            <div className="field">
              <label htmlFor={`${id}-subject`}>{t('ticket.subject')}</label>
              <select
                id={`${id}-subject`}
                value={ticket.subject}
                required
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
                onChange={(event) => setTicket((current) => ({ ...current, subject: event.target.value }))}
              >
                <option value="">{t('ticket.chooseSubject')}</option>
                {TICKET_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`ticket.subjects.${subject}`)}
                  </option>
                ))}
              </select>
              {errors.subject && (
                <p id={`${id}-subject-error`} className="form-error field__error">
                  {errors.subject}
                </p>
              )}
            </div>
            <TextArea label={t('ticket.message')} rows={5} required {...field('message')} />
            {errors._form && (
              <p className="form-error" role="alert">
                {errors._form}
              </p>
            )}
            <button type="submit" className="button" disabled={send.isPending}>
              {send.isPending ? t('ticket.sending') : t('ticket.submit')}
            </button>
            <p className="form-success" role="status">
              {send.isSuccess ? t('ticket.success', { hours: SERVICE_PROMISES.supportReplyHours }) : ''}
            </p>
          </form>
        </div>
      </section>
    </>
  );
}
