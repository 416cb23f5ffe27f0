import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@telecom/domain';
import { useQueryClient } from '../../lib/queries';
import { accountKeys } from '../../lib/api/account-keys';
import { callDuration } from '../../components/calls/call-table';
import { useBrowserPhone, type CallState } from './use-browser-phone';

/** The dial pad's keys, row by row. */
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

/** What may be dialled: digits, spaces, dashes, dots and brackets, with an optional leading '+'. */
const DIALLABLE = /^\+?[\d\s().-]+$/;

/** The typed number as the SIP URI's user: '+' and digits only; null when it is not a number. */
export function dialTarget(typed: string): string | null {
  const value = typed.trim();
  if (!DIALLABLE.test(value)) return null;
  const target = value.replace(/[^\d+]/g, '');
  return /^\+?\d{3,15}$/.test(target) ? target : null;
}

/** Seconds since `since`, counted each second while `running`. */
function useElapsed(since: number | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/**
 * The phone in the browser (docs/contracts.md §15): signs one of the account's numbers in over SIP on WebSocket and
 * calls out, rings and answers in the page, with a dial pad (its keys are sent as tones during a call), mute, hold
 * and hang up. Everything works with the keyboard; the line's and the call's state are announced.
 */
export function BrowserPhone({ numbers }: { numbers: string[] }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [number, setNumber] = useState(numbers[0] ?? null);
  const speaker = useRef<HTMLAudioElement>(null);
  const phone = useBrowserPhone(number);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // Putting the call through: the form is open, what was typed, and what was wrong with it.
  const [transferOpen, setTransferOpen] = useState(false);
  const [transferTyped, setTransferTyped] = useState('');
  const [transferError, setTransferError] = useState<string | null>(null);
  const transferField = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { call, line, remote } = phone;
  const live = call !== null && call.phase !== 'ended';
  const seconds = useElapsed(call?.answeredAt ?? null, call?.phase === 'active');

  // The other side's voice.
  useEffect(() => {
    const audio = speaker.current;
    if (!audio) return;
    audio.srcObject = remote;
    if (remote) void audio.play().catch(() => undefined);
  }, [remote]);

  // The ended call shows in the history once the SIP core has recorded it.
  const ended = call?.phase === 'ended';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: accountKeys.calls() }), 1000);
    return () => clearTimeout(timer);
  }, [ended, queryClient]);

  const written = (peer: string) =>
    peer.startsWith('+') ? formatPhoneNumber(peer) : peer || t('calls.anonymous', { ns: 'voice' });

  function dial(event: FormEvent) {
    event.preventDefault();
    const target = dialTarget(typed);
    if (!target) {
      setError(t('phone.browser.invalidNumber'));
      field.current?.focus();
      return;
    }
    setError(null);
    phone.dial(target);
  }

  function transfer(event: FormEvent) {
    event.preventDefault();
    const target = dialTarget(transferTyped);
    if (!target) {
      setTransferError(t('phone.browser.invalidNumber'));
      transferField.current?.focus();
      return;
    }
    setTransferError(null);
    setTransferOpen(false);
    phone.transfer(target);
  }

  function press(key: string) {
    if (call?.phase === 'active') phone.sendTone(key);
    else {
      setTyped((was) => was + key);
      setError(null);
    }
  }

  return (
    <section className="account-card browser-phone" aria-labelledby={`${id}-title`} data-testid="browser-phone">
      <h2 id={`${id}-title`}>{t('phone.browser.title')}</h2>
      {numbers.length > 1 && (
        <div className="field browser-phone__number">
          <label htmlFor={`${id}-number`}>{t('phone.browser.callWith')}</label>
          <select
            id={`${id}-number`}
            value={number ?? ''}
            disabled={live}
            onChange={(event) => setNumber(event.target.value)}
          >
            {numbers.map((option) => (
              <option key={option} value={option}>
                {formatPhoneNumber(option)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={`browser-phone__line browser-phone__line--${line}`} role="status" data-testid="phone-line">
        <span aria-hidden="true" className="browser-phone__dot" />
        <span>
          {t(`phone.browser.line.${line}`, { number: number ? formatPhoneNumber(number) : '' })}
          {(line === 'failed' || line === 'offline') && (
            <>
              {' '}
              <button type="button" className="button button--ghost button--small" onClick={phone.reconnect}>
                {t('phone.browser.reconnect')}
              </button>
            </>
          )}
        </span>
      </p>

      {call?.phase === 'incoming' && (
        <div className="browser-phone__incoming" role="alert" data-testid="incoming-call">
          <p>{t('phone.browser.incoming', { number: written(call.peer) })}</p>
          <div className="browser-phone__actions">
            <button type="button" className="button" onClick={phone.answer}>
              {t('phone.browser.answer')}
            </button>
            <button type="button" className="button button--ghost" onClick={phone.hangUp}>
              {t('phone.browser.decline')}
            </button>
          </div>
        </div>
      )}

      <form className="browser-phone__dial" onSubmit={dial} noValidate>
        <div className="field">
          <label htmlFor={`${id}-target`}>{t('phone.browser.numberLabel')}</label>
          <input
            ref={field}
            id={`${id}-target`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={typed}
            disabled={live}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="browser-phone__keys" role="group" aria-label={t('phone.browser.keypad')}>
          {KEYS.map((key) => (
            <button
              key={key}
              type="button"
              className="browser-phone__key"
              onClick={() => press(key)}
              disabled={live && call?.phase !== 'active'}
            >
              {key}
            </button>
          ))}
        </div>
        <div className="browser-phone__actions">
          {live ? (
            call.phase !== 'incoming' && (
              <>
                {/* Keyed apart from Call: the click that ends a call must not become the form's submit. */}
                <button key="hang-up" type="button" className="button button--danger" onClick={phone.hangUp}>
                  {t('phone.browser.hangUp')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-pressed={call.muted}
                  disabled={call.phase !== 'active'}
                  onClick={phone.toggleMute}
                >
                  {t('phone.browser.mute')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-pressed={call.held}
                  disabled={call.phase !== 'active'}
                  onClick={phone.toggleHold}
                >
                  {t('phone.browser.hold')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-expanded={transferOpen}
                  aria-controls={`${id}-transfer`}
                  disabled={call.phase !== 'active' || call.transfer?.state === 'pending'}
                  onClick={() => setTransferOpen((open) => !open)}
                >
                  {t('phone.browser.transfer')}
                </button>
              </>
            )
          ) : (
            <button key="call" type="submit" className="button" disabled={line !== 'ready'}>
              {t('phone.browser.call')}
            </button>
          )}
        </div>
      </form>

      {transferOpen && call?.phase === 'active' && (
        <form id={`${id}-transfer`} className="browser-phone__transfer" onSubmit={transfer} noValidate>
          <div className="field">
            <label htmlFor={`${id}-transfer-target`}>{t('phone.browser.transferTo')}</label>
            <input
              ref={transferField}
              id={`${id}-transfer-target`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={transferTyped}
              aria-invalid={transferError ? true : undefined}
              aria-describedby={transferError ? `${id}-transfer-error` : undefined}
              onChange={(event) => {
                setTransferTyped(event.target.value);
                setTransferError(null);
              }}
            />
            {transferError && (
              <p id={`${id}-transfer-error`} className="field__error" role="alert">
                {transferError}
              </p>
            )}
          </div>
          <div className="browser-phone__actions">
            <button type="submit" className="button">
              {t('phone.browser.transferGo')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setTransferOpen(false)}>
              {t('phone.browser.transferCancel')}
            </button>
          </div>
        </form>
      )}
      {call && <CallLine call={call} seconds={seconds} written={written} />}
      {/* The other side's voice; the controls are the page's own. */}
      <audio ref={speaker} autoPlay hidden />
    </section>
  );
}

/** The call's state in words, with how long it has lasted and the keys sent. */
function CallLine({ call, seconds, written }: { call: CallState; seconds: number; written: (peer: string) => string }) {
  const { t } = useTranslation('account');
  const peer = written(call.peer);
  const state =
    call.phase === 'ended'
      ? call.failure
        ? t(`phone.browser.failure.${call.failure}`, { number: peer })
        : t('phone.browser.state.ended', { number: peer })
      : t(`phone.browser.state.${call.phase}`, { number: peer });
  return (
    <div className="browser-phone__call" data-testid="call-state">
      <p aria-live="polite">
        {state}
        {call.held && call.phase === 'active' && ` ${t('phone.browser.onHold')}`}
      </p>
      {call.phase === 'active' && (
        <p>
          <span className="visually-hidden">{t('phone.browser.duration')} </span>
          <time data-testid="call-timer" dateTime={`PT${seconds}S`}>
            {callDuration(seconds)}
          </time>
        </p>
      )}
      {call.tones && <p data-testid="call-tones">{t('phone.browser.tonesSent', { tones: call.tones })}</p>}
      {call.transfer && (
        <p data-testid="call-transfer" role={call.transfer.state === 'failed' ? 'alert' : undefined}>
          {t(`phone.browser.transferState.${call.transfer.state}`, { target: written(call.transfer.target) })}
        </p>
      )}
    </div>
  );
}
