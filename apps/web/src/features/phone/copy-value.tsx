import { CopyButton } from '../../components/ui/copy-button';

/** One entry of a description list (a SIP setting) with its copy button. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="copy-value">
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{value}</code>
        <CopyButton label={label} value={value} />
      </dd>
    </div>
  );
}
