// The messages of the back office's actions on services (docs/contracts.md §14): the activity log's entries of each
// action, and the reason a refunded order's porting request is rejected with (mailed to the customer).
import type { Texts } from './text.js';

export const SERVICE_ACTION_MESSAGES = {
  'activity.subscriptionSuspended': {
    en: 'Subscription {{subscription}} of {{name}} suspended',
    nl: 'Abonnement {{subscription}} van {{name}} opgeschort',
    es: 'Suscripción {{subscription}} de {{name}} suspendida',
  },
  'activity.subscriptionEndedNow': {
    en: 'Subscription {{subscription}} of {{name}} ended at once',
    nl: 'Abonnement {{subscription}} van {{name}} direct beëindigd',
    es: 'Suscripción {{subscription}} de {{name}} finalizada de inmediato',
  },
  'activity.esimBlocked': {
    en: 'eSIM {{esim}} of {{name}} blocked (lost or stolen)',
    nl: 'eSIM {{esim}} van {{name}} geblokkeerd (verloren of gestolen)',
    es: 'eSIM {{esim}} de {{name}} bloqueada (perdida o robada)',
  },
  'activity.esimNotDisabledAtPlatform': {
    en: 'eSIM {{esim}} is on a phone: the eSIM platform cannot disable it; have the network bar ICCID {{iccid}}',
    nl: 'eSIM {{esim}} staat op een telefoon: het eSIM-platform kan hem niet uitschakelen; laat het netwerk ICCID {{iccid}} blokkeren',
    es: 'La eSIM {{esim}} está en un teléfono: la plataforma eSIM no puede desactivarla; pide a la red que bloquee el ICCID {{iccid}}',
  },
  'activity.esimReplaced': {
    en: 'eSIM {{esim}} of {{name}} replaced by eSIM {{replacement}}',
    nl: 'eSIM {{esim}} van {{name}} vervangen door eSIM {{replacement}}',
    es: 'eSIM {{esim}} de {{name}} sustituida por la eSIM {{replacement}}',
  },
  'activity.esimMailResent': {
    en: 'Installation mail of eSIM {{esim}} sent again to {{name}}',
    nl: 'Installatiemail van eSIM {{esim}} opnieuw verstuurd naar {{name}}',
    es: 'Correo de instalación de la eSIM {{esim}} reenviado a {{name}}',
  },
  'mail.porting.reason.orderRefunded': {
    en: 'Your order was refunded, so the number stays with your current provider.',
    nl: 'Je bestelling is terugbetaald, dus het nummer blijft bij je huidige provider.',
    es: 'Tu pedido ha sido reembolsado, así que el número se queda con tu operador actual.',
  },
  'mail.porting.next.withdrawn': {
    en: 'Nothing changes for your number: it stays with {{provider}}. The refund of your order is on its way to you.',
    nl: 'Voor je nummer verandert er niets: het blijft bij {{provider}}. De terugbetaling van je bestelling is naar je onderweg.',
    es: 'Tu número no cambia: se queda con {{provider}}. El reembolso de tu pedido ya está en camino.',
  },
} as const satisfies Record<string, Texts>;
