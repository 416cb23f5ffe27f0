import type { ReactNode } from 'react';

/**
 * The heading block of a page's state that is not (yet) its content: loading (`busy`), an error (`alert`: the lead is
 * announced at once), not found, or a state that changes by itself (`live`: the lead is a polite status).
 */
export function StateHero({
  eyebrow,
  title,
  lead,
  busy = false,
  alert = false,
  live = false,
  leadTestId,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  busy?: boolean;
  alert?: boolean;
  live?: boolean;
  leadTestId?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero page-hero--compact" aria-busy={busy || undefined}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {lead && (
          <p className="page-hero__lead" role={alert ? 'alert' : live ? 'status' : undefined} data-testid={leadTestId}>
            {lead}
          </p>
        )}
        {children && <div className="confirmation__actions">{children}</div>}
      </div>
    </section>
  );
}
