import { describe, expect, it } from 'vitest';
import type { AssistantLanguage } from './knowledge.js';
import { normalise, readMoment } from './words.js';

// Tuesday 1 December 2026, 10:00 in Amsterdam.
const NOW = new Date('2026-12-01T09:00:00Z');

describe('the day and time a caller says', () => {
  it.each<[AssistantLanguage, string, string | null, string | null]>([
    ['nl', 'morgen om 14 uur', '2026-12-02', '14:00'],
    ['nl', 'overmorgen om half drie', '2026-12-03', '14:30'],
    ['nl', 'dinsdag 8 december om 10 uur', '2026-12-08', '10:00'],
    ['nl', 'vrijdag om 9.30', '2026-12-04', '09:30'],
    ['nl', "om 8 uur 's avonds", null, '20:00'],
    ['nl', 'om 6 uur', null, '18:00'],
    ['nl', 'om 7 uur', null, '07:00'],
    ['nl', 'Goedemorgen, kan het om 11:15?', null, '11:15'],
    ['nl', 'volgende week dinsdag', '2026-12-08', null],
    ['en', 'tomorrow at 2 pm', '2026-12-02', '14:00'],
    ['en', 'on Friday at half past ten', '2026-12-04', '10:30'],
    ['en', 'January 5th at 9 am', '2027-01-05', '09:00'],
    ['en', 'today at 3', '2026-12-01', '15:00'],
    ['es', 'mañana a las 14', '2026-12-02', '14:00'],
    ['es', 'el viernes a las 10 de la mañana', '2026-12-04', '10:00'],
    ['es', 'pasado mañana a las cinco y media', '2026-12-03', '17:30'],
    ['es', 'el 8 de diciembre a las 4 de la tarde', '2026-12-08', '16:00'],
    ['es', 'mañana a las 7 de la mañana', '2026-12-02', '07:00'],
    ['de', 'morgen um 14 Uhr', '2026-12-02', '14:00'],
    ['de', 'Guten Morgen, am Donnerstag um halb drei', '2026-12-03', '14:30'],
    ['fr', 'demain à 14h30', '2026-12-02', '14:30'],
    ['fr', 'jeudi 10 décembre à 9h', '2026-12-10', '09:00'],
  ])('reads %s "%s"', (language, said, date, time) => {
    const moment = readMoment(normalise(said), language, NOW, 'Europe/Amsterdam');
    const minute = moment.minute;
    expect({
      date: moment.date,
      time:
        minute === null
          ? null
          : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
    }).toEqual({ date, time });
  });

  it('writes text in lower case without accents or punctuation, keeping the dots and colons of times', () => {
    expect(normalise('¿Mañana a las 14:30, señor?')).toBe('manana a las 14:30 senor');
    expect(normalise('Om 9.30 uur. Dank u!')).toBe('om 9.30 uur dank u');
  });
});
