// The login form's schema, loaded when the form is first used (lib/use-lazy-form.ts), with zod and the messages.
export { LoginSchema } from '@telecom/domain';
