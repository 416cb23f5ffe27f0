// The rule book's messages of privacy requests (docs/contracts.md §14 "Privacy"), in en, nl and es. messages.ts spreads
// these into its table, so that every key is typed and has all three languages.
import type { Texts } from './text.js';

export const PRIVACY_ERROR_MESSAGES = {
  'errors.ACCOUNT_IS_ADMIN': {
    en: 'An admin account cannot be deleted here. Have another admin make it a customer account first.',
    nl: 'Een beheerdersaccount kan hier niet worden verwijderd. Laat een andere beheerder er eerst een klantaccount van maken.',
    es: 'Una cuenta de administrador no se puede eliminar aquí. Pide a otro administrador que la convierta antes en una cuenta de cliente.',
  },
} as const satisfies Record<string, Texts>;
