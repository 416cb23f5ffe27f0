import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS, businessFieldErrors, businessOfValues, wizardVat } from './business.js';
import { areCheckoutDetailsValid } from './step-rules.js';

const belgian = { ...EMPTY_BUSINESS, isBusiness: true, companyName: 'Atelier SPRL', vatNumber: 'BE0123456789' };
const shipping = {
  country: 'BE',
  name: 'Marie',
  email: 'marie@example.be',
  phone: '+32 2 123 45 67',
  postcode: '1000',
  street: 'Grote Markt 1',
  city: 'Brussel',
};

describe('the wizard’s business block', () => {
  it('sends nothing for a consumer, even with fields typed before the choice was undone', () => {
    expect(businessOfValues({ ...belgian, isBusiness: false })).toBeUndefined();
    expect(businessFieldErrors({ ...belgian, isBusiness: false, companyName: '' }, 'BE')).toEqual({});
  });

  it('asks for the company name and a VAT number of the country', () => {
    expect(businessFieldErrors({ ...belgian, companyName: '' }, 'BE')).toEqual({
      companyName: 'validation.company.required',
    });
    expect(businessFieldErrors(belgian, 'DE')).toEqual({ vatNumber: 'validation.businessVatNumber.invalid' });
    expect(businessFieldErrors({ ...belgian, kvkNumber: '12' }, 'BE')).toEqual({ kvkNumber: 'validation.kvk.invalid' });
    expect(businessFieldErrors(belgian, 'BE')).toEqual({});
  });

  it('shows the VAT the server will charge', () => {
    expect(wizardVat('BE', belgian)).toEqual({ country: 'BE', percent: 0, reverseCharge: true });
    expect(wizardVat('BE', { ...belgian, isBusiness: false })).toEqual({
      country: 'BE',
      percent: 21,
      reverseCharge: false,
    });
    expect(wizardVat('DE', EMPTY_BUSINESS).percent).toBe(19);
    expect(wizardVat('', EMPTY_BUSINESS).percent).toBe(21);
  });

  it('keeps step 2 invalid until a business order’s details are', () => {
    expect(areCheckoutDetailsValid({ shipping, delivery: 'email', business: belgian })).toBe(true);
    expect(areCheckoutDetailsValid({ shipping, delivery: 'email', business: { ...belgian, companyName: '' } })).toBe(
      false,
    );
  });
});
