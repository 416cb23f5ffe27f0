import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@telecom/domain';
import { ApiError } from '../../lib/api-client';

/** A caller as the shop writes numbers, or "withheld number". */
export function useWrittenCaller(): (caller: string | null) => string {
  const { t } = useTranslation('account');
  return (caller) => (caller ? formatPhoneNumber(caller) : t('inbox.voicemail.withheld'));
}

/** The API's message of a refusal (it answers in the page language), else `fallback` (a network or server failure). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
