import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractSummaryUrl, DEFAULT_LANGUAGE, languageFromQuery, type ContractSummaryChoice } from '@telecom/domain';

/**
 * The link to the contract summary of what is about to be ordered (docs/contracts.md §13, EECC art. 102): the PDF of
 * GET /api/contract-summary.pdf for the wizard's choices, in the page's language. A plain link: the call is public, so
 * the browser downloads it as any file, also without scripts.
 */
export function ContractSummaryLink({ choice, children }: { choice: ContractSummaryChoice; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = languageFromQuery(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (
    <a href={contractSummaryUrl(choice, language)} type="application/pdf" data-testid="contract-summary-link">
      {children}
    </a>
  );
}
