import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@telecom/domain';

/** The strength meter of spec point 5: a bar of 25/50/75/100%, the level, and hints at the missing criteria. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('account');
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={`strength strength--${strength.level}`} data-testid="password-strength">
      <div className="strength__bar" aria-hidden="true">
        <span style={{ width: `${strength.percent}%` }} />
      </div>
      <p className="strength__level" aria-live="polite">
        {t('strength.label', { level: t(`strength.levels.${strength.level}`) })}
      </p>
      {strength.missing.length > 0 && (
        <p className="strength__hints">
          {t('strength.missing', {
            criteria: strength.missing.map((criterion) => t(`strength.criteria.${criterion}`)).join(', '),
          })}
        </p>
      )}
    </div>
  );
}
