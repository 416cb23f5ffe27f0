import { useId } from 'react';

/**
 * Code, JSON or an answer's text in a box of its own that scrolls sideways and downwards instead of the page: a
 * named region that takes focus, so that keyboard users can scroll it too.
 */
export function CodeBlock({ label, children, language }: { label: string; children: string; language?: string }) {
  const id = useId();
  return (
    <div className="api-code" role="region" aria-labelledby={id} tabIndex={0}>
      <span id={id} className="visually-hidden">
        {label}
      </span>
      <pre lang={language}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
