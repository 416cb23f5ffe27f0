// The contract summary's documents (docs/contracts.md §13): before ordering, for the wizard's choices priced now by
// `priceOrderProduct` (the function that prices an order); after ordering, for an order's stored product, in the
// order's language unless another is asked for. The provider's details are the settings' at the time of the request.
import type { Kysely, Transaction } from 'kysely';
import {
  contractSummaryChoiceOf,
  priceOrderProduct,
  type AdminSettings,
  type ContractSummaryQuery,
  type Language,
  type OrderRecord,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { ComposedAttachment } from '../jobs/mail-outbox.js';
import { createSettingsService } from '../settings/settings.service.js';
import { renderContractSummaryPdf } from './contract-summary-pdf.js';

export interface ContractSummaryServiceOptions {
  db: Kysely<Database>;
  settings: { settings(): Promise<AdminSettings> };
  /** The site's address: the dashboard, the withdrawal page and the terms are named by it. */
  publicUrl: string;
  clock?: Clock;
}

export function createContractSummaryService({
  db,
  settings,
  publicUrl,
  clock = systemClock,
}: ContractSummaryServiceOptions) {
  async function orderPdf(
    order: OrderRecord,
    language: Language,
    company?: AdminSettings,
  ): Promise<{ name: string; pdf: Buffer }> {
    const pdf = await renderContractSummaryPdf({
      product: order.product,
      company: company ?? (await settings.settings()),
      language,
      publicUrl,
      date: order.createdAt.slice(0, 10),
      orderId: order.id,
    });
    return { name: `contract-summary-${order.id}.pdf`, pdf };
  }

  return {
    /** The summary of what the wizard would order now (the query validated by `ContractSummaryQuerySchema`). */
    async offerPdf(query: ContractSummaryQuery, language: Language): Promise<{ name: string; pdf: Buffer }> {
      const pdf = await renderContractSummaryPdf({
        product: priceOrderProduct(contractSummaryChoiceOf(query)),
        company: await settings.settings(),
        language,
        publicUrl,
        date: clock.now().toISOString().slice(0, 10),
      });
      return { name: 'contract-summary.pdf', pdf };
    },

    /** The summary of an order, with the settings as they are now. */
    orderPdf: (order: OrderRecord, language: Language) => orderPdf(order, language),

    /** The language the order was placed in. */
    async orderLanguage(orderId: string): Promise<Language> {
      const row = await db.selectFrom('orders').select('language').where('id', '=', orderId).executeTakeFirstOrThrow();
      return row.language;
    },

    /**
     * The summary as the confirmation mail's attachment (docs/decisions/044-contract-summary.md), made in the paid
     * order's transaction: the settings are read through it (SQLite has one connection, which the transaction holds).
     */
    async attachment(
      trx: Transaction<Database>,
      { order, language }: { order: OrderRecord; language: Language },
    ): Promise<ComposedAttachment> {
      const { name, pdf } = await orderPdf(order, language, await createSettingsService(trx).settings());
      return { filename: name, content: pdf, contentType: 'application/pdf' };
    },
  };
}

export type ContractSummaryService = ReturnType<typeof createContractSummaryService>;
