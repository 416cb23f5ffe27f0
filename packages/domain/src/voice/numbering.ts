// Who may have a number of an area (docs/contracts.md §15, docs/decisions/046): a Dutch geographic number needs an
// address in its area or a business establishment; 085/088 (national, not geographic) a business in the Netherlands;
// numbers abroad have no rule here.
import { areaOfNumber, findVoipArea } from '../voip/numbers.js';
import type { ValidationMessageKey } from '../i18n/messages.js';

/** Dutch area codes (without the 0) that are national rather than geographic: a business's numbers. */
export const NATIONAL_AREA_CODES = ['85', '88'] as const;

/**
 * The 4-digit postcode ranges (inclusive) of each Dutch geographic area we sell numbers in, by area id. An
 * approximation from the public numbering plan: the main town and the places around it that share its area code.
 * Postcodes run through the country region by region, so a few ranges cover an area.
 */
export const AREA_POSTCODE_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  // Amsterdam, Diemen, Duivendrecht, Schiphol, Landsmeer; Zwanenburg, Halfweg, Badhoevedorp, Amstelveen, Ouderkerk
  '020': [
    [1000, 1122],
    [1160, 1191],
  ],
  // Berkel en Rodenrijs, Bergschenhoek, Bleiswijk; Capelle aan den IJssel; Rotterdam; Schiedam, Vlaardingen,
  // Maassluis; Rhoon, Poortugaal; Hoogvliet, Pernis
  '010': [
    [2650, 2666],
    [2900, 2909],
    [3000, 3099],
    [3100, 3149],
    [3160, 3162],
    [3190, 3199],
  ],
  // Wassenaar; Leidschendam, Voorburg, Rijswijk; Den Haag
  '070': [
    [2240, 2245],
    [2260, 2289],
    [2490, 2599],
  ],
  // IJsselstein, Nieuwegein; Utrecht; Maarssen; Zeist, De Bilt, Bilthoven; Bunnik, Houten
  '030': [
    [3400, 3404],
    [3430, 3439],
    [3500, 3585],
    [3600, 3609],
    [3700, 3739],
    [3980, 3995],
  ],
  // Veldhoven; Valkenswaard; Waalre, Heeze; Eindhoven, Geldrop, Nuenen, Best; Son en Breugel
  '040': [
    [5500, 5509],
    [5550, 5556],
    [5580, 5591],
    [5600, 5684],
    [5690, 5694],
  ],
  // Groningen, Haren, Eelde, Paterswolde
  '050': [[9700, 9766]],
  // Maastricht, Meerssen, Eijsden, Gulpen, Margraten; Valkenburg
  '043': [
    [6200, 6277],
    [6300, 6305],
  ],
  // Nijmegen; Groesbeek, Malden; Wijchen; Beuningen
  '024': [
    [6500, 6546],
    [6560, 6583],
    [6600, 6604],
    [6640, 6645],
  ],
  // Arnhem, Huissen; Oosterbeek, Velp; Duiven, Westervoort; Rheden
  '026': [
    [6800, 6852],
    [6860, 6883],
    [6920, 6932],
    [6990, 6991],
  ],
  // 's-Hertogenbosch, Rosmalen, Vlijmen, Vught, Sint-Michielsgestel
  '073': [[5200, 5275]],
  // Breda, Prinsenbeek, Teteringen, Ulvenhout; Etten-Leur, Zundert, Rijsbergen
  '076': [
    [4800, 4858],
    [4870, 4891],
  ],
  // Haaksbergen; Enschede; Losser
  '053': [
    [7480, 7483],
    [7500, 7548],
    [7580, 7588],
  ],
  // Leeuwarden; Stiens
  '058': [
    [8900, 8941],
    [9051, 9051],
  ],
};

const POSTCODE = /^\s*([1-9]\d{3})\s*(?:[A-Za-z]{2})?\s*$/;

/** The area id ('020') whose numbers an address at this Dutch postcode may have; null outside the table's areas. */
export function areaOfPostcode(postcode: string): string | null {
  const match = POSTCODE.exec(postcode);
  if (!match) return null;
  const digits = Number(match[1]);
  for (const [areaId, ranges] of Object.entries(AREA_POSTCODE_RANGES)) {
    if (ranges.some(([from, to]) => digits >= from && digits <= to)) return areaId;
  }
  return null;
}

export type NumberRefusal = 'address-outside-area' | 'business-only';
export type NumberAllowed = { allowed: true } | { allowed: false; reason: NumberRefusal };

/** The message to show for a refusal (validation.*, en/nl/es). */
export const NUMBER_REFUSAL_MESSAGES: Readonly<Record<NumberRefusal, ValidationMessageKey>> = {
  'address-outside-area': 'validation.voip.area.addressOutsideArea',
  'business-only': 'validation.voip.area.businessOnly',
};

export interface NumberRequest {
  /** A VOIP_AREAS id: '020', '085', 'be-2'. */
  readonly areaId: string;
  /** The customer's Dutch postcode, if any. */
  readonly postcode?: string | null;
  /** The customer orders as a business (an establishment: KvK). */
  readonly business: boolean;
}

/**
 * Whether the customer may have a number of the area. A business may have any Dutch number (we take its
 * establishment as given and do not compare its address); a consumer a geographic number only with a postcode in
 * that area, and no 085/088 number. Numbers abroad are allowed as before. An unknown area id throws.
 */
export function numberAllowed(request: NumberRequest): NumberAllowed {
  const area = findVoipArea(request.areaId);
  if (!area) throw new RangeError(`Unknown VOIP area '${request.areaId}'`);
  if (area.numberType !== 'nl' || request.business) return { allowed: true };
  if ((NATIONAL_AREA_CODES as readonly string[]).includes(area.areaCode)) {
    return { allowed: false, reason: 'business-only' };
  }
  const postcodeArea = request.postcode ? areaOfPostcode(request.postcode) : null;
  return postcodeArea === area.id ? { allowed: true } : { allowed: false, reason: 'address-outside-area' };
}

/** What a number of an area asks of the customer: an address in the area (or a business), a business, or nothing. */
export type NumberRule = 'address-in-area' | 'business' | null;

/** The rule of an area, to say before the customer chooses (null for numbers abroad and unknown areas). */
export function numberRuleOf(areaId: string): NumberRule {
  const area = findVoipArea(areaId);
  if (!area || area.numberType !== 'nl') return null;
  return (NATIONAL_AREA_CODES as readonly string[]).includes(area.areaCode) ? 'business' : 'address-in-area';
}

/** An order's part that the rule reads (docs/decisions/048): the new number and the customer's address. */
export interface NumberOrder {
  /** The new number (E.164); null or absent for a ported number, whose number is the customer's already. */
  readonly number?: string | null;
  /** The address's country (ISO code) and postcode, as the details step has them. */
  readonly country: string;
  readonly postcode: string;
  /** The order carries business details. */
  readonly business: boolean;
}

/** The fields of an order a refusal is shown at: the postcode, the business choice, or the country. */
export type NumberRuleField = 'customer.postcode' | 'business' | 'customer.country';

/**
 * The order's fields that break the numbering rule, each with its message (docs/decisions/048): empty when the number
 * is allowed, ported, abroad or not one of ours. Only a Dutch address counts: its postcode for the area, and a
 * business as an establishment in the Netherlands. A consumer outside the area is told at the postcode; an 085/088
 * number at the business choice, or at the country for a business abroad.
 */
export function numberRuleFieldErrors(order: NumberOrder): Partial<Record<NumberRuleField, ValidationMessageKey>> {
  const area = order.number ? areaOfNumber(order.number) : undefined;
  if (!area || area.numberType !== 'nl') return {};
  const dutch = order.country === 'NL';
  const verdict = numberAllowed({
    areaId: area.id,
    postcode: dutch ? order.postcode : null,
    business: order.business && dutch,
  });
  if (verdict.allowed) return {};
  const message = NUMBER_REFUSAL_MESSAGES[verdict.reason];
  if (verdict.reason === 'address-outside-area') return { 'customer.postcode': message };
  return order.business ? { 'customer.country': message } : { business: message };
}
