// The AI assistant's settings as typed on its order page, kept in session storage (`aiAssistantDraft`) while the
// visitor logs in or registers, so that they come back to what they typed (docs/contracts.md §9). It lasts as long as
// the browser tab, holds no payment details, and goes once the order is placed. Storage that fails or holds
// something else is treated as empty.
import { isAiAssistantPlanId, type AiAssistantPlanId } from '@telecom/domain';
import { isBusinessFormValues, type BusinessFormValues } from '../../components/ai-plans/business-settings';

export const ASSISTANT_DRAFT_STORAGE_KEY = 'aiAssistantDraft';

export interface AssistantDraft {
  readonly plan: AiAssistantPlanId;
  readonly business: BusinessFormValues;
}

export function readAssistantDraft(): AssistantDraft | null {
  try {
    const raw = window.sessionStorage.getItem(ASSISTANT_DRAFT_STORAGE_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<AssistantDraft>) : null;
    if (!draft || !isAiAssistantPlanId(draft.plan) || !isBusinessFormValues(draft.business)) return null;
    return { plan: draft.plan, business: draft.business };
  } catch {
    return null;
  }
}

export function storeAssistantDraft(draft: AssistantDraft): void {
  try {
    window.sessionStorage.setItem(ASSISTANT_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the settings last as long as the page.
  }
}

export function clearAssistantDraft(): void {
  try {
    window.sessionStorage.removeItem(ASSISTANT_DRAFT_STORAGE_KEY);
  } catch {
    // nothing stored either
  }
}
