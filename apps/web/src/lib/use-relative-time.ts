import { useTranslation } from 'react-i18next';
import { relativeTime } from '@telecom/domain';
import { date } from './format';

/** 'just now', 'N minutes ago', 'N hours ago', else the local date (spec point 2), in the page language. */
export function useRelativeTime() {
  const { t, i18n } = useTranslation();
  return (timestamp: string, now: Date = new Date()): string => {
    const relative = relativeTime(timestamp, now);
    if (relative.unit === 'now') return t('time.justNow');
    if (relative.unit === 'minutes') return t('time.minutesAgo', { count: relative.value });
    if (relative.unit === 'hours') return t('time.hoursAgo', { count: relative.value });
    return date(timestamp, i18n.resolvedLanguage, { dateStyle: 'medium' });
  };
}
