// Who may have a number of an area (docs/contracts.md §15, docs/decisions/046): a Dutch geographic number needs an
// address in its area or a business establishment; 085/088 (national, not geographic) a business in the Netherlands;
// numbers abroad have no rule here.
import { findVoipArea } from '../voip/numbers.js';
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
