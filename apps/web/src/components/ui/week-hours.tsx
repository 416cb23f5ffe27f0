import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type HoursRange, type WeekHours, type Weekday } from '@telecom/domain';
import { TextField } from './form-field';
import './week-hours.css';

/** What a day gets when hours are added to it. */
const NEW_RANGE: HoursRange = { opens: '09:00', closes: '17:00' };

/** A Monday (30 November 2026) and the days after it: the weekday names in the page language. */
const weekdayName = (index: number, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 30 + index));

/**
 * Hours per weekday (a number's opening hours, the assistant's opening and booking hours): a fieldset for the week
 * with a fieldset per day, its name as legend, "closed" without hours, else its from–until ranges, each removable,
 * and a button that adds hours (up to `maxRanges` a day). Errors come by path as the schemas name them, under
 * `errorPath`: `<errorPath>.<day>` for a day, `<errorPath>.<day>.<index>.opens|closes` for a time. After adding,
 * the new range's first field has the focus; after removing, the day's add button.
 */
export function WeekHoursFieldset({
  legend,
  hint,
  week,
  onChange,
  errors,
  errorPath,
  maxRanges = Number.POSITIVE_INFINITY,
  testId,
  children,
}: {
  legend: string;
  hint?: string;
  week: WeekHours;
  onChange: (week: WeekHours) => void;
  errors: Record<string, string>;
  errorPath: string;
  maxRanges?: number;
  testId?: string;
  /** More fields of the same group, after the days (the routing's route outside the hours). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('voice');
  const id = useId();
  const days = useRef(new Map<Weekday, HTMLFieldSetElement>());
  const setDay = (day: Weekday, ranges: HoursRange[]) => onChange({ ...week, [day]: ranges });
  /** Focuses, once React has drawn the change, what `find` finds in the day's fieldset. */
  const focusLater = (day: Weekday, find: (fieldset: HTMLFieldSetElement) => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => {
      const fieldset = days.current.get(day);
      if (fieldset) find(fieldset)?.focus();
    });

  return (
    <fieldset className="week-hours" data-testid={testId}>
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {WEEKDAYS.map((day, dayIndex) => {
        const name = weekdayName(dayIndex, i18n.resolvedLanguage);
        const ranges = week[day];
        const dayError = errors[`${errorPath}.${day}`];
        return (
          <fieldset
            key={day}
            className="week-hours__day"
            aria-describedby={dayError ? `${id}-${day}-error` : undefined}
            ref={(element) => {
              if (element) days.current.set(day, element);
              else days.current.delete(day);
            }}
          >
            <legend>{name}</legend>
            <div className="week-hours__hours">
              {dayError && (
                <p id={`${id}-${day}-error`} className="form-error field__error">
                  {dayError}
                </p>
              )}
              {ranges.map((range, index) => (
                <div key={index} className="week-hours__range">
                  {(['opens', 'closes'] as const).map((edge) => (
                    <TextField
                      key={edge}
                      label={t(`weekHours.${edge}`, { day: name })}
                      inputMode="numeric"
                      placeholder={NEW_RANGE[edge]}
                      value={range[edge]}
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((at, i) => (i === index ? { ...at, [edge]: event.target.value } : at)),
                        )
                      }
                      error={errors[`${errorPath}.${day}.${index}.${edge}`]}
                    />
                  ))}
                  {/* The visible word is the start or end of the name, which names the day (label in name). */}
                  <button
                    type="button"
                    className="button button--ghost week-hours__remove"
                    aria-label={t('weekHours.removeRange', { day: name })}
                    onClick={() => {
                      setDay(
                        day,
                        ranges.filter((_, i) => i !== index),
                      );
                      focusLater(day, (fieldset) => fieldset.querySelector<HTMLElement>('.week-hours__add'));
                    }}
                  >
                    {t('weekHours.remove')}
                  </button>
                </div>
              ))}
              {(ranges.length === 0 || ranges.length < maxRanges) && (
                <p className="week-hours__bar">
                  {ranges.length === 0 && <span className="week-hours__closed">{t('weekHours.closed')}</span>}
                  {ranges.length < maxRanges && (
                    <button
                      type="button"
                      className="button button--ghost week-hours__add"
                      aria-label={t('weekHours.addRange', { day: name })}
                      onClick={() => {
                        setDay(day, [...ranges, { ...NEW_RANGE }]);
                        focusLater(day, (fieldset) =>
                          [...fieldset.querySelectorAll<HTMLElement>('.week-hours__range')]
                            .at(-1)
                            ?.querySelector('input'),
                        );
                      }}
                    >
                      {t('weekHours.add')}
                    </button>
                  )}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
      {children}
    </fieldset>
  );
}
