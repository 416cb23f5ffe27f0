// Validation: one zod schema per form, built from small pieces; messages are message keys.
export {
  PASSWORD_MAX_BYTES,
  LOGIN_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  MAX_LENGTH,
  utf8ByteLength,
  isValidDutchPostcode,
  normalizeDutchPostcode,
  postcodeFormatError,
  requiredText,
  optionalText,
  requiredMultilineText,
  optionalMultilineText,
  isPlainEmailAddress,
  isSingleLine,
  EmailSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  PasswordConfirmationSchema,
  PhoneSchema,
  OptionalPhoneSchema,
  ClearablePhoneSchema,
  DutchPostcodeSchema,
  mustBeTicked,
  OptionalCheckbox,
} from './fields.js';
export {
  PASSWORD_CRITERIA,
  passwordStrength,
  type PasswordCriterion,
  type PasswordStrength,
  type PasswordStrengthLevel,
} from './password-strength.js';
export * from './auth.js';
export * from './checkout.js';
export * from './forms.js';
export { FORM_FIELD, fieldErrors, validateForm, type FormValidation } from './field-errors.js';
export * from './admin.js';
export * from './voip.js';
export { EU_POSTCODE_FORMATS, isPostcodeOf, type PostcodeFormat } from './eu-postcodes.js';
