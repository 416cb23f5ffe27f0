import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state';
import { formatPhoneNumber } from '@telecom/domain';
import { date } from '../../lib/format';
import { useSipAccount } from './api/get-sip-account';
import { CopyButton } from '../../components/ui/copy-button';
import { CopyValue } from './copy-value';
import { SetSipPasswordDialog } from './set-sip-password-dialog';

/** When a password was set, as the customer's clock in the Netherlands reads it. */
const SET_ON: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' };

/**
 * One VOIP number's SIP account (docs/contracts.md §15): what any SIP phone or app signs in with, each with a copy
 * button, and its password: set (or replaced) after a confirmation, then shown this once. It lives in this card's
 * state only, so leaving or reloading the page hides it.
 */
export function SipAccountCard({ number }: { number: string }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const account = useSipAccount(number);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (password) passwordField.current?.focus();
  }, [password]);
  const language = i18n.resolvedLanguage;

  return (
    <section className="account-card sip-card" aria-labelledby={`${id}-title`} data-testid="sip-account">
      <h2 id={`${id}-title`}>{t('phone.sip.title', { number: formatPhoneNumber(number) })}</h2>
      <QueryState query={account} failed={t('phone.sip.failed')}>
        {(data) => (
          <>
            <p>{t('phone.sip.instructions')}</p>
            <dl className="sip-card__settings">
              <CopyValue label={t('phone.sip.server')} value={data.server} testId="sip-server" />
              <CopyValue label={t('phone.sip.port')} value={String(data.port)} />
              <CopyValue label={t('phone.sip.username')} value={data.username} testId="sip-username" />
              <CopyValue label={t('phone.sip.domain')} value={data.domain} />
              <CopyValue
                label={t('phone.sip.transports')}
                value={data.transports.map((transport) => transport.toUpperCase()).join(', ')}
              />
              <CopyValue label={t('phone.sip.webSocketUrl')} value={data.webSocketUrl} />
            </dl>
            <h3>{t('phone.sip.passwordTitle')}</h3>
            <p data-testid="sip-password-state">
              {data.passwordSetAt
                ? t('phone.sip.passwordSetOn', { date: date(data.passwordSetAt, language, SET_ON) })
                : t('phone.sip.noPassword')}
            </p>
            {password && (
              <div className="field sip-card__password">
                <label htmlFor={`${id}-new-password`}>{t('phone.password.label')}</label>
                <div className="sip-card__password-field">
                  <input
                    ref={passwordField}
                    id={`${id}-new-password`}
                    type="text"
                    readOnly
                    value={password}
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby={`${id}-password-note`}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <CopyButton label={t('phone.sip.passwordTitle')} value={password} />
                </div>
                <p id={`${id}-password-note`} className="field__hint">
                  {t('phone.password.note')}
                </p>
              </div>
            )}
            <p>
              <button
                type="button"
                className={data.passwordSetAt ? 'button button--ghost' : 'button'}
                onClick={() => setAsking(true)}
              >
                {data.passwordSetAt ? t('phone.sip.newPassword') : t('phone.sip.setPassword')}
              </button>
            </p>
            {asking && (
              <SetSipPasswordDialog
                account={data}
                onClose={() => setAsking(false)}
                onSet={(answer) => setPassword(answer.password)}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
