// The messages of webhook endpoints (docs/contracts.md §18) in en, nl and es: why a URL or a choice of events is
// refused. messages.ts spreads these into its table.
import type { Texts } from './text.js';

export const WEBHOOK_VALIDATION_MESSAGES = {
  'validation.webhook.url': {
    en: 'Enter a full URL, such as https://example.nl/webhooks',
    nl: 'Vul een volledige URL in, zoals https://example.nl/webhooks',
    es: 'Introduce una URL completa, como https://example.nl/webhooks',
  },
  'validation.webhook.https': {
    en: 'The URL must start with https:// (http:// only for localhost while testing)',
    nl: 'De URL moet met https:// beginnen (http:// alleen voor localhost tijdens het testen)',
    es: 'La URL debe empezar por https:// (http:// solo para localhost durante las pruebas)',
  },
  'validation.webhook.private': {
    en: 'The URL must point to a public address, not to a private or local network',
    nl: 'De URL moet naar een openbaar adres wijzen, niet naar een privé- of lokaal netwerk',
    es: 'La URL debe apuntar a una dirección pública, no a una red privada o local',
  },
  'validation.webhook.events': {
    en: 'Choose at least one event',
    nl: 'Kies ten minste één gebeurtenis',
    es: 'Elige al menos un evento',
  },
} as const satisfies Record<string, Texts>;
