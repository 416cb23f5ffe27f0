// The rule book's messages of the AI assistant's daily digest (docs/contracts.md §16, docs/decisions/062), in en, nl
// and es: the mail that lists yesterday's calls of an account's assistants. messages.ts spreads these into its table.
// `{{day}}` is a day written out (maandag 30 november), `{{time}}` HH:MM in Europe/Amsterdam, `{{caller}}` a number
// as people write it, `{{month}}` a month written out (november 2026), `{{plan}}` the plan's name. The mail is the
// dashboard's voice (Dutch "je").
import type { Texts } from './text.js';

export const ASSISTANT_DIGEST_MESSAGES = {
  'mail.assistantDigest.subject': {
    en: 'Your AI assistant’s day: {{day}}',
    nl: 'Dagoverzicht van je AI-assistent: {{day}}',
    es: 'Resumen del día de tu asistente IA: {{day}}',
  },
  'mail.assistantDigest.intro': {
    en: 'Calls your AI assistant took on {{day}}: {{count}}.',
    nl: 'Gesprekken die je AI-assistent op {{day}} heeft gevoerd: {{count}}.',
    es: 'Llamadas que atendió tu asistente IA el {{day}}: {{count}}.',
  },
  'mail.assistantDigest.call': {
    en: '{{time}} · {{caller}} · {{outcome}}',
    nl: '{{time}} · {{caller}} · {{outcome}}',
    es: '{{time}} · {{caller}} · {{outcome}}',
  },
  'mail.assistantDigest.withheld': { en: 'Withheld number', nl: 'Afgeschermd nummer', es: 'Número oculto' },
  'mail.assistantDigest.outcome.answered': { en: 'Answered', nl: 'Beantwoord', es: 'Respondida' },
  'mail.assistantDigest.outcome.booked': { en: 'Booked', nl: 'Geboekt', es: 'Reservada' },
  'mail.assistantDigest.outcome.bookedAt': {
    en: 'Booked: {{day}} at {{time}}',
    nl: 'Geboekt: {{day}} om {{time}}',
    es: 'Reservada: {{day}} a las {{time}}',
  },
  'mail.assistantDigest.outcome.transferred': { en: 'Put through', nl: 'Doorverbonden', es: 'Transferida' },
  'mail.assistantDigest.outcome.transferredTo': {
    en: 'Put through to {{number}}',
    nl: 'Doorverbonden met {{number}}',
    es: 'Transferida al {{number}}',
  },
  'mail.assistantDigest.outcome.message': { en: 'Message taken', nl: 'Bericht aangenomen', es: 'Mensaje anotado' },
  'mail.assistantDigest.summary': {
    en: 'Caller: “{{summary}}”',
    nl: 'Beller: ‘{{summary}}’',
    es: 'Quien llamó: «{{summary}}»',
  },
  'mail.assistantDigest.usage': {
    en: '{{plan}} plan: {{used}} of {{limit}} calls used in {{month}}.',
    nl: 'Pakket {{plan}}: {{used}} van {{limit}} gesprekken gebruikt in {{month}}.',
    es: 'Plan {{plan}}: {{used}} de {{limit}} llamadas usadas en {{month}}.',
  },
  'mail.assistantDigest.usageUnlimited': {
    en: '{{plan}} plan: {{used}} calls in {{month}} (unlimited).',
    nl: 'Pakket {{plan}}: {{used}} gesprekken in {{month}} (onbeperkt).',
    es: 'Plan {{plan}}: {{used}} llamadas en {{month}} (ilimitadas).',
  },
  'mail.assistantDigest.follow': {
    en: 'Read the conversations in full on your assistant’s page: {{url}}',
    nl: 'Lees de gesprekken helemaal terug op de pagina van je assistent: {{url}}',
    es: 'Lee las conversaciones completas en la página de tu asistente: {{url}}',
  },
} as const satisfies Record<string, Texts>;
